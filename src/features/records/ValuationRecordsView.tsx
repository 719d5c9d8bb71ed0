import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import GradeBadge from '@/components/grade-badge'
import type { ReportListItem } from '@/api/records'
import { RecordSources } from './sources'
import { EVALUATE_TYPE_LABEL, REPORT_STATUS_LABEL } from '@/constants/records'
import { ReportStatus } from '@/constants/report'
import { navigateTo, switchTab } from '@/router'
import { formatWholeYuan } from '@/utils/money'
import { relativeTime } from '@/utils/time'
import { Badge, RecordCard, RecordsPage, useRecordsList } from './shared'
import { useRouteParams } from '@/router/params'
import './records.scss'

/** Shown over the locked reports when the user came to use an unlock coupon (e.g. 去使用 after winning one). */
const USE_COUPON_HINT = '选择一份未解锁的报告使用解锁券'

/** The estimate once unlocked (the service sends it only then); before that, where it will be. */
function ReportValue({ item }: { item: ReportListItem }) {
  if (item.estimateFen !== undefined)
    return (
      <View className='rec-card__row'>
        <Text>估价</Text>
        <Text className='rec-card__sep'> </Text>
        <Text className='rec-card__figure' data-testid='report-value'>
          {formatWholeYuan(item.estimateFen)}
        </Text>
      </View>
    )
  if (item.status !== ReportStatus.NOT_UNLOCKED) return null
  return (
    <View className='rec-card__row'>
      <Text data-testid='report-value-locked'>估价 解锁后可见</Text>
    </View>
  )
}

function ReportRow({ item }: { item: ReportListItem }) {
  const status = REPORT_STATUS_LABEL[item.status] ?? { text: '未知', tone: 'blue' as const }
  return (
    <RecordCard
      kind='valuation'
      tracked={{ valId: item.valId, status: item.status }}
      title={item.gameName}
      badges={
        <>
          {item.level ? <GradeBadge level={item.level} className='rec-level' /> : null}
          <Badge text={status.text} tone={status.tone} testId='report-status' />
        </>
      }
      foot={`${EVALUATE_TYPE_LABEL[item.evaluateType] ?? '估价'} · ${relativeTime(item.createdAt)}`}
      go='查看报告 ›'
      testId='report-row'
      onOpen={() => void navigateTo('report', { valId: item.valId })}
    >
      <ReportValue item={item} />
      {item.keyAttrs?.length ? (
        <View className='rec-attrs' data-testid='report-attrs'>
          {item.keyAttrs.map((a) => (
            <Text key={a} className='rec-attr'>
              {a}
            </Text>
          ))}
        </View>
      ) : null}
    </RecordCard>
  )
}

/** What the list shows: every report, or (to use an unlock coupon) the locked ones with a hint. */
const MODES = {
  all: { source: RecordSources.valuation, hint: null, empty: '暂无估价记录，估一估你的账号值多少钱' },
  locked: {
    source: RecordSources.lockedValuation,
    hint: USE_COUPON_HINT,
    empty: '暂无未解锁的报告，估价后可用解锁券免费解锁',
  },
} as const

export default function ValuationRecordsPage() {
  const params = useRouteParams('valuationRecords')
  const [mode] = useState(() => MODES[params.locked === 1 ? 'locked' : 'all'])
  const list = useRecordsList(mode.source, (r) => r.valId)
  return (
    <RecordsPage
      kind='valuation'
      list={list}
      header={
        mode.hint ? (
          <Text className='rec-hint' data-testid='records-hint'>
            {mode.hint}
          </Text>
        ) : undefined
      }
      renderItem={(r) => <ReportRow item={r} />}
      emptyText={mode.empty}
      emptyAction={{ text: '去估价', onClick: () => void switchTab('evaluate') }}
    />
  )
}
