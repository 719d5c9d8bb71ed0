import { View, Text } from '@tarojs/components'
import type { PurposeRecord } from '@/api/records'
import { RecordSources } from './sources'
import { PurposeMatchStatus } from '@/constants/report'
import { PURPOSE_SEARCH_LABEL } from '@/constants/records'
import { navigateTo } from '@/router'
import { formatYuan } from '@/utils/money'
import { relativeTime } from '@/utils/time'
import { Badge, RecordCard, RecordsPage, useRecordsList } from './shared'
import './records.scss'

function PurposeRow({ item }: { item: PurposeRecord }) {
  const matched = item.status === PurposeMatchStatus.MATCHED
  return (
    <RecordCard
      kind='intention'
      tracked={{ recordId: item.recordId, status: item.status }}
      title={item.gameName}
      badges={
        <Badge text={matched ? `已匹配 ${item.matchCount} 个` : '匹配中'} tone={matched ? 'green' : 'blue'} testId='purpose-status' />
      }
      foot={`${PURPOSE_SEARCH_LABEL[item.searchType] ?? '找号'} · ${relativeTime(item.createdAt)}`}
      go={matched ? '查看推荐 ›' : '查看 ›'}
      testId='purpose-row'
      onOpen={() => void navigateTo('purpose', { recordId: item.recordId })}
    >
      <View className='rec-card__row'>
        <Text>预算</Text>
        <Text className='rec-card__sep'>|</Text>
        <Text data-testid='purpose-range'>
          {formatYuan(item.minFen)} - {formatYuan(item.maxFen)}
        </Text>
      </View>
    </RecordCard>
  )
}

export default function IntentionRecordPage() {
  const list = useRecordsList(RecordSources.intention, (r) => r.recordId)
  return (
    <RecordsPage
      kind='intention'
      list={list}
      renderItem={(r) => <PurposeRow item={r} />}
      emptyText='暂无意向记录，说出预算和想要的属性，帮你找号'
      emptyAction={{ text: '去找号', onClick: () => void navigateTo('purpose') }}
    />
  )
}
