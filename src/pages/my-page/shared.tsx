import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import PageShell from '@/components/page-shell'
import PagedList, { usePagedList, usePagedPageHooks, type PageFetcher, type PagedListProps, type PagedListState } from '@/components/paged-list'
import { TrackEventType, TrackName } from '@/constants/tracker'
import { track } from '@/tracker'

export type Tone = 'blue' | 'orange' | 'green' | 'red' | 'grey'

export const Badge = ({ text, tone, testId }: { text: string; tone: Tone; testId?: string }) => (
  <Text className={`rec-badge rec-badge--${tone}`} data-testid={testId}>
    {text}
  </Text>
)

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
 * A personal list page: the page frame, an optional header over the list, the paged list wired to pull-down and
 * reach-bottom, and the page view. `list` lets a page that needs the state (e.g. to update a row) pass its own.
 */
export function RecordsPage<T>({
  kind,
  fetcher,
  list: given,
  header,
  ...rest
}: {
  kind: RecordsKind
  fetcher?: PageFetcher<T>
  list?: PagedListState<T>
  header?: ReactNode
} & Omit<PagedListProps<T>, 'list'>) {
  const own = usePagedList<T>(fetcher ?? (async () => ({ list: [], total: 0 })), { auto: !given })
  const list = given ?? own
  usePagedPageHooks(list)
  useRecordsPv(kind)
  return (
    <PageShell>
      <View className='rec-page'>
        {header}
        <PagedList list={list} testId='records' {...rest} />
      </View>
    </PageShell>
  )
}
