import { SimilarListPage } from '@/features/records/similar-list'

/** 相似账号: on-sale accounts most similar to one of the user's valued accounts, chosen from the latest five. */
export default function SimilarAccountsPage() {
  return <SimilarListPage type={4} kind='similar' intro='与你的账号最相似的在售账号' choose />
}
