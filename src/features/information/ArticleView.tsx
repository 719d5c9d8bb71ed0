import { useEffect, useState } from 'react'
import { Image, RichText, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import { EmptyState, Failure, ListSkeleton } from '@/components/list-states'
import { TrackName } from '@/constants/tracker'
import { redirectTo } from '@/router'
import { usePageView } from '@/tracker/hooks'
import { formatDateTime } from '@/utils/time'
import { ArticleStore, InfoText, articleIdOf } from './store'
import { useRouteParams } from '@/router/params'
import './information.scss'
import './information-pages.scss'

const Article = observer(function Article({ store }: { store: ArticleStore }) {
  const a = store.article
  if (!a) return null
  return (
    <View className='info-article' data-testid='info-article'>
      <Text className='info-article__title' data-testid='info-article-title'>
        {a.title}
      </Text>
      <View className='info-article__meta'>
        <Text className={`info-tag info-tag--${a.category}`} data-testid='info-article-category'>
          {a.categoryName}
        </Text>
        <Text className='info-article__date' data-testid='info-article-date'>
          {formatDateTime(a.publishedAt)}
        </Text>
      </View>
      {a.cover ? <Image className='info-article__cover' src={a.cover} mode='widthFix' data-testid='info-article-cover' /> : null}
      {/* The service renders the Markdown with raw HTML off and only http(s)/relative links: no script reaches here. */}
      <RichText className='info-article__body' nodes={a.html} userSelect data-testid='info-article-body' />
    </View>
  )
})

const toList = () => void redirectTo('information')

/** An article (`pages/information/detail?id=…`): title, category, time, cover and body; open to everyone. */
function ArticlePage() {
  const params = useRouteParams('informationDetail')
  const [store] = useState(() => new ArticleStore(articleIdOf(params.id)))
  usePageView(TrackName.INDEX_INFORMATION, { view: 'detail', articleId: store.id })
  useEffect(() => {
    void store.load()
  }, [store])
  const title = store.article?.title
  useEffect(() => {
    // Mini-programs draw their own bar from the page config: give it the article's title.
    if (title) void Taro.setNavigationBarTitle({ title }).catch(() => undefined)
  }, [title])

  let body
  if (store.status === 'error')
    body = <Failure text={store.error} onRetry={() => void store.load()} remedy={store.remedy} testId='info-article-error' />
  else if (store.status !== 'ready') body = <ListSkeleton rows={2} testId='info-article-skeleton' />
  else if (store.missing)
    body = (
      <EmptyState
        text={InfoText.MISSING}
        sub={InfoText.MISSING_SUB}
        testId='info-article-missing'
        button={{ text: '看看其他文章', onClick: toList, testId: 'info-article-to-list' }}
      />
    )
  else body = <Article store={store} />

  return (
    <PageShell title={title}>
      <View className='info-detail'>{body}</View>
    </PageShell>
  )
}

export default observer(ArticlePage)
