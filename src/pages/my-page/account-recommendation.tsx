import { SimilarListPage } from '@/features/records/similar-list'

/** 账号推荐: on-sale accounts like the one of the user's latest valuation (goods/similar type 1). */
export default function AccountRecommendationPage() {
  return <SimilarListPage type={1} kind='recommend' intro='根据你最近的估价，为你推荐这些在售账号' />
}
