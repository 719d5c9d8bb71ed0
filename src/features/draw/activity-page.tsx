import { useEffect, useState, type ReactNode } from 'react'
import { View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { LoadState, usePagedPage } from '@/components/list-states'
import PageShell from '@/components/page-shell'
import type { ActivityStyle } from '@/constants/draw'
import { routeUrl } from '@/constants/routes'
import { navigateTo } from '@/router'
import { appStore } from '@/stores/app'
import { usePageView } from '@/tracker/hooks'
import { DrawStore, cleanActivityId } from './draw-store'
import { ActivityHead, OddsCard, RecordsCard, RulesCard, openMissions } from './parts'
import { useRouteParams } from '@/router/params'

// What 幸运抽奖 (DrawView) and 拆红包 (RedEnvelopeView) share around their own stage: the store's life on the
// page, the main button's tap, and the page's frame.

/** The main button's tap: draw, go earn chances, or log in and come back to this activity on `page`. */
export function pressDraw(store: DrawStore, page: 'h5CjActiveDraw' | 'h5BannerRedEnvelope') {
  const kind = store.button
  if (kind === 'draw') void store.draw()
  else if (kind === 'earn') openMissions()
  else if (kind === 'login') {
    const id = store.returnActivityId
    void navigateTo('codeLogin', { from: routeUrl(page, id ? { activityId: id } : undefined), ...appStore.loginRefs })
  }
}

/** A draw page's store for the activity in the route (`activityId`), shown with `style`; loads on every show. */
export function useDrawPage(style: ActivityStyle, trackName: string): DrawStore {
  const params = useRouteParams('h5CjActiveDraw')
  const [store] = useState(() => new DrawStore(cleanActivityId(params.activityId), style))
  usePageView(trackName, { activityId: store.activityId })
  useDidShow(() => void store.enter())
  useEffect(() => () => store.dispose(), [store])
  usePagedPage({ refresh: () => store.enter(), loadMore: () => store.records.loadMore() })
  return store
}

const ActivityBody = observer(function ActivityBody({
  store,
  block,
  stage,
  recordsTitle,
}: {
  store: DrawStore
  block: string
  stage: ReactNode
  recordsTitle?: string
}) {
  const data = store.data
  if (!data) return null
  return (
    <>
      <ActivityHead data={data} className={`${block}-hero`} />
      {stage}
      <RecordsCard store={store} title={recordsTitle} />
      <OddsCard data={data} />
      <RulesCard rules={data.activity.rules} />
    </>
  )
})

/**
 * A draw page (`block` is its class, `testId` its id): the activity's head, the page's own `stage` (the board,
 * the envelope), then records, odds and rules, inside the load states; `children` go over the page.
 */
export const ActivityPage = observer(function ActivityPage({
  store,
  block,
  testId,
  stage,
  recordsTitle,
  children,
}: {
  store: DrawStore
  block: string
  testId: string
  stage: ReactNode
  recordsTitle?: string
  children?: ReactNode
}) {
  return (
    <PageShell>
      <View className={block} data-testid={testId}>
        <LoadState
          status={store.status}
          error={store.source.errorText}
          onRetry={() => void store.retry()}
          remedy={store.source.remedy}
          next='home'
          rows={3}
          testId='draw'
        >
          {() => <ActivityBody store={store} block={block} stage={stage} recordsTitle={recordsTitle} />}
        </LoadState>
      </View>
      {children}
    </PageShell>
  )
})
