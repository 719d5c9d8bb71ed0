import { usePagedList } from '@/components/paged-list'
import { collectPage, type CollectItem } from '@/api/records'
import { navigateTo } from '@/router'
import { ListingRow } from './listings'
import { RecordsPage } from './shared'
import './records.scss'

export default function CollectPage() {
  const list = usePagedList<CollectItem>(collectPage)
  return (
    <RecordsPage
      kind='collect'
      list={list}
      keyOf={(r) => r.listingId}
      renderItem={(r) => <ListingRow item={r} list={list} kind='collect' removeOnUncollect />}
      emptyText='还没有收藏的账号，在推荐和相似账号里点「收藏」'
      emptyAction={{ text: '看看推荐', onClick: () => void navigateTo('/pages/my-page/account-recommendation') }}
    />
  )
}
