import { View, Text } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { MarketAnalysisData } from '../../../server/src/contract/market'
import { GoodsStatus } from '@/constants/report'
import { formatYuan } from '@/utils/money'
import { formatDate } from '@/utils/time'
import './index.scss'

export type ListingView = MarketAnalysisData['topListings'][number]

export { DemoBadge } from '../demo-badge'

const SOURCE_NAMES: Record<string, string> = {
  jym: '交易猫',
  pxb: '螃蟹',
  pzds: '盼之',
  '5173': '5173',
  cbg: '藏宝阁',
  demo: '演示市场',
}

export const sourceName = (s: string) => SOURCE_NAMES[s] ?? s

/** What became of a listing: 在售, 已下架, or 已成交 (the spec's goods status 0, deal: the service's `sold`). */
export function listingStateText(l: Pick<ListingView, 'status' | 'goodsStatus'>): string {
  if (l.goodsStatus === GoodsStatus.DEAL) return '已成交'
  return l.status === 'off_shelf' ? '已下架' : '在售'
}

/** One listing on sale: price, key attributes, source and date; extra content (reasons, actions) below. */
export function ListingCard({
  listing,
  rank,
  side,
  children,
  onClick,
  testId = 'listing-card',
}: {
  listing: ListingView
  rank?: number
  side?: ReactNode
  children?: ReactNode
  onClick?: () => void
  testId?: string
}) {
  return (
    <View className='listing-card' data-testid={testId} onClick={onClick}>
      <View className='listing-card__head'>
        {rank !== undefined && <Text className={`listing-card__rank${rank <= 3 ? ' listing-card__rank--top' : ''}`}>{rank}</Text>}
        <Text className='listing-card__price' data-testid={`${testId}-price`}>
          {formatYuan(listing.priceFen)}
        </Text>
        <Text className='listing-card__meta'>
          {sourceName(listing.source)} · {formatDate(listing.listedAt)}
        </Text>
        {side}
      </View>
      {listing.keyAttrs.length > 0 && (
        <View className='listing-card__attrs'>
          {listing.keyAttrs.slice(0, 6).map((a) => (
            <Text key={a} className='listing-card__attr'>
              {a}
            </Text>
          ))}
        </View>
      )}
      {children}
    </View>
  )
}
