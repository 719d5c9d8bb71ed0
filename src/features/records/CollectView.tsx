import type { CollectItem } from '@/api/records'
import { RecordSources } from './sources'
import { navigateTo } from '@/router'
import { ListingRow } from './listings'
import { RecordsPage, useRecordsList } from './shared'
import './records.scss'

export default function CollectPage() {
  const list = useRecordsList<CollectItem>(RecordSources.collect, (r) => r.listingId)
  return (
    <RecordsPage
      kind='collect'
      list={list}
      renderItem={(r) => <ListingRow item={r} list={list} kind='collect' removeOnUncollect />}
      emptyText='还没有收藏的账号，在推荐和相似账号里点「收藏」'
      emptyAction={{ text: '看看推荐', onClick: () => void navigateTo('accountRecommendation') }}
    />
  )
}
