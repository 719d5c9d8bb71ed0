import { View, Text } from '@tarojs/components'
import type { CheckRecordItem } from '@/api/records'
import { RecordSources } from './sources'
import { VERDICT_TONE } from '@/constants/records'
import { navigateTo } from '@/router'
import { gainLoss } from '@/utils/gain-loss'
import { formatPct, formatSignedYuan, formatYuan } from '@/utils/money'
import { formatDate, relativeTime } from '@/utils/time'
import { tradeWords, verdictWord } from '@/features/did-i-lose'
import { Badge, RecordCard, RecordsPage, useRecordsList } from './shared'
import './records.scss'

function ProfitRow({ item }: { item: CheckRecordItem }) {
  const tone = VERDICT_TONE[item.verdict] ?? 'grey'
  const profitFen = item.profitFen
  const w = tradeWords(item.identity)
  return (
    <RecordCard
      kind='profit'
      tracked={{ recordId: item.recordId, status: item.status }}
      title={item.gameName}
      badges={<Badge text={verdictWord(item.verdict, item.identity)} tone={tone} testId='profit-verdict' />}
      foot={`${relativeTime(item.createdAt)}测算`}
      go='查看详情 ›'
      testId='profit-row'
      onOpen={() => void navigateTo('check', { reportId: item.reportId })}
    >
      <View className='rec-card__row'>
        {profitFen === undefined || item.profitPct === undefined ? (
          <Text className='rec-card__figure' data-testid='profit-locked'>
            盈亏金额 解锁后可见
          </Text>
        ) : (
          <>
            <Text className={`rec-card__figure rec-card__figure--${gainLoss(profitFen)}`} data-testid='profit-amount'>
              {formatSignedYuan(profitFen)}
            </Text>
            <Text className='rec-card__sep'> </Text>
            <Text>({formatPct(item.profitPct)})</Text>
          </>
        )}
      </View>
      <View className='rec-card__row'>
        <Text>
          {w.rowPrice} {formatYuan(item.paidFen)}
        </Text>
        <Text className='rec-card__sep'>|</Text>
        <Text>现值 {item.valueNowFen === undefined ? item.band : formatYuan(item.valueNowFen)}</Text>
        <Text className='rec-card__sep'>|</Text>
        <Text>
          {formatDate(item.paidAt)} {w.rowDate}
        </Text>
      </View>
    </RecordCard>
  )
}

export default function ProfitRecordPage() {
  const list = useRecordsList(RecordSources.profit, (r) => r.recordId)
  return (
    <RecordsPage
      kind='profit'
      list={list}
      renderItem={(r) => <ProfitRow item={r} />}
      emptyText='暂无盈亏记录，测一测你买的账号亏了没'
      emptyAction={{ text: '去测一测', onClick: () => void navigateTo('check') }}
    />
  )
}
