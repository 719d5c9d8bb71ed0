import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { TabRow } from '@/components/tab-row'
import PageShell from '@/components/page-shell'
import { EmptyState, ErrorRetry, ListFooter, ListSkeleton, usePagedPage } from '@/components/list-states'
import type { Article } from '@/api/information'
import { TrackName } from '@/constants/tracker'
import { navigateTo } from '@/router'
import { trackClick, usePageView } from '@/tracker/hooks'
import { ArticleCard } from './ArticleCard'
import { INFO_TABS, InfoText, InformationStore, infoTabOf } from './store'
import { useRouteParams } from '@/router/params'
import './information.scss'
import './information-pages.scss'

const openArticle = (a: Article) => {
  trackClick(TrackName.INDEX_INFORMATION, { view: 'list', articleId: a.id })
  void navigateTo('informationDetail', { id: a.id })
}

const Body = observer(function Body({ store }: { store: InformationStore }) {
  const list = store.list
  if (list.showSkeleton) return <ListSkeleton rows={4} testId='info-skeleton' />
  if (list.showError) return <ErrorRetry text={list.errorText} onRetry={() => void list.refresh()} testId='info-error' />
  if (list.isEmpty) return <EmptyState text={store.emptyText} sub={InfoText.EMPTY_SUB} testId='info-empty' />
  return (
    <View data-testid='info-list'>
      {list.items.map((a) => (
        <ArticleCard key={a.id} article={a} onOpen={openArticle} />
      ))}
      <ListFooter list={list} testId='info-footer' />
    </View>
  )
})

/** 资讯 (`pages/information/index?category=…`): category tabs over a paged list of articles; open to everyone. */
function InformationPage() {
  const params = useRouteParams('information')
  const [store] = useState(() => new InformationStore(infoTabOf(params.category)))
  usePageView(TrackName.INDEX_INFORMATION, { view: 'list' })
  useEffect(() => {
    void store.list.refresh()
  }, [store])
  usePagedPage({ refresh: () => store.list.refresh(), loadMore: () => store.list.loadMore() })

  return (
    <PageShell>
      <View className='info'>
        <TabRow
          items={INFO_TABS}
          active={store.tab}
          onChange={(t) => store.setTab(t)}
          cls='info-tab'
          testId='info-tab'
          rowTestId='info-tabs'
        />
        <Body store={store} />
      </View>
    </PageShell>
  )
}

export default observer(InformationPage)
