import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { Observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import { EmptyState, Failure, ListFooter, ListSkeleton, usePagedPage } from '@/components/list-states'
import { PagedList, type PageFetcher } from '@/stores/paged-list'
import { TrackEventType, TrackName } from '@/constants/tracker'
import { track } from '@/tracker'

export type Tone = 'blue' | 'orange' | 'green' | 'red' | 'grey'

export const Badge = ({ text, tone, testId }: { text: string; tone: Tone; testId?: string }) => (
  <Text className={`rec-badge rec-badge--${tone}`} data-testid={testId}>
    {text}
  </Text>
)

/**
 * One record's card (估价, 意向, 盈亏记录): its game with the record's badges at the head, the record's own lines,
 * and a foot saying how and when it was made beside the way in (`go`). Tapping anywhere opens the record, tracked
 * as the list's `open` with `tracked` (the record's id and status).
 */
export function RecordCard({
  kind,
  tracked,
  title,
  badges,
  foot,
  go,
  testId,
  onOpen,
  children,
}: {
  kind: RecordsKind
  tracked: Record<string, unknown>
  title: string
  badges: ReactNode
  foot: string
  go: string
  testId: string
  onOpen: () => void
  children: ReactNode
}) {
  const open = () => {
    trackRecords(kind, 'open', tracked)
    onOpen()
  }
  return (
    <View className='rec-card' data-testid={testId} onClick={open}>
      <View className='rec-card__head'>
        <Text className='rec-card__title'>{title}</Text>
        {badges}
      </View>
      {children}
      <View className='rec-card__foot'>
        <Text>{foot}</Text>
        <Text className='rec-card__go'>{go}</Text>
      </View>
    </View>
  )
}

/** Which personal list a records event is about. */
export type RecordsKind = 'valuation' | 'intention' | 'profit' | 'collect' | 'recommend' | 'similar'

/** Page view of a personal list (spec tracking: mine › records), on every show. */
export function useRecordsPv(kind: RecordsKind) {
  useDidShow(() => {
    track(TrackEventType.PV, TrackName.RECORDS, { kind }, `mine.records.${kind}`)
  })
}

/** A tap inside a personal list (open a record, favourite, ...). */
export const trackRecords = (kind: RecordsKind, action: string, extra: Record<string, unknown> = {}) =>
  track(TrackEventType.EVENT, TrackName.RECORDS, { kind, action, ...extra }, `mine.records.${kind}.${action}`)

/**
 * The list of a personal list page: created with the page (the fetcher is read once), loaded on mount, and
 * refreshed quietly when the user comes back (e.g. from a report whose status changed meanwhile).
 */
export function useRecordsList<T>(fetcher: PageFetcher<T>, keyOf: (t: T) => string | number, pageSize = 20): PagedList<T> {
  const [list] = useState(() => new PagedList(fetcher, pageSize, keyOf))
  const shown = useRef(false)
  useEffect(() => {
    void list.refresh()
  }, [list])
  useDidShow(() => {
    if (shown.current && list.status === 'ready') void list.refresh()
    shown.current = true
  })
  return list
}

/**
 * A personal list page: the page frame, an optional header over the list, the list's states (skeleton, error
 * with 重新加载, empty state with the next step, rows, footer) wired to pull-down and reach-bottom, and the page view.
 */
export function RecordsPage<T>({
  kind,
  list,
  header,
  renderItem,
  emptyText,
  emptyAction,
}: {
  kind: RecordsKind
  list: PagedList<T>
  header?: ReactNode
  renderItem: (item: T) => ReactNode
  emptyText: string
  emptyAction?: { text: string; onClick: () => void }
}) {
  usePagedPage(list)
  useRecordsPv(kind)
  const body = () => {
    if (list.showSkeleton) return <ListSkeleton rows={4} testId='records-skeleton' />
    if (list.showError)
      return <Failure text={list.errorText} onRetry={() => void list.refresh()} remedy={list.remedy} testId='records-error' />
    if (list.isEmpty) {
      const button = emptyAction && { ...emptyAction, testId: 'records-empty-action' }
      return <EmptyState text={emptyText} button={button} testId='records-empty' />
    }
    return (
      <View data-testid='records'>
        {list.items.map((item, i) => (
          <View key={list.keyOf?.(item) ?? i} className='rec-list__item'>
            {renderItem(item)}
          </View>
        ))}
        <ListFooter list={list} testId='records-footer' />
      </View>
    )
  }
  return (
    <PageShell>
      <View className='rec-page'>
        {header}
        <View className='rec-list'>
          <Observer>{body}</Observer>
        </View>
      </View>
    </PageShell>
  )
}
