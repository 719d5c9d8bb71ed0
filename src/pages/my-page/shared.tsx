import { Text } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
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
