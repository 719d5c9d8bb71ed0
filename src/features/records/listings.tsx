import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import type { ListingView } from '@/components/listing-card'
import { DemoBadge, ListingCard, listingStateText, sourceName } from '@/components/listing-card'
import { CollectMark } from '@/components/icon'
import type { PagedList } from '@/stores/paged-list'
import { relativeTime } from '@/utils/time'
import { toggleFavourite } from './favourites'
import { trackRecords, type RecordsKind } from './shared'

type Listing = ListingView & { collected?: boolean; similarity?: number; collectedAt?: number; origin?: number }

const copyLink = (url: string) => {
  Taro.setClipboardData({ data: url })
    .then(() => Taro.showToast({ title: '链接已复制', icon: 'none' }))
    .catch(() => undefined)
}

/**
 * One listing of a personal list with its favourite toggle. The list is updated from the service's answer
 * (`collected`), so what is shown is what is stored; `removeOnUncollect` drops the row (the favourites page).
 */
export function ListingRow<T extends Listing>({
  item,
  list,
  kind,
  removeOnUncollect,
}: {
  item: T
  list: PagedList<T>
  kind: RecordsKind
  removeOnUncollect?: boolean
}) {
  const [busy, setBusy] = useState(false)
  const collected = removeOnUncollect ? true : !!item.collected
  const toggle = async () => {
    if (busy) return
    setBusy(true)
    try {
      const now = await toggleFavourite(list, item, removeOnUncollect)
      trackRecords(kind, now ? 'collect' : 'uncollect', { listingId: item.listingId })
      void Taro.showToast({ title: now ? '已收藏' : '已取消收藏', icon: 'none' })
    } catch {
      // collectToggle toasts the service's message.
    } finally {
      setBusy(false)
    }
  }
  const fav = (
    <View className={`rec-fav ${collected ? 'rec-fav--on' : ''}`} data-testid='fav-toggle' onClick={() => void toggle()}>
      {removeOnUncollect ? null : <CollectMark on={collected} />}
      <Text>{collected ? (removeOnUncollect ? '取消收藏' : '已收藏') : '收藏'}</Text>
    </View>
  )
  return (
    <View className='rec-listing'>
      <ListingCard listing={item} side={fav} testId='listing'>
        <View className='rec-listing__extra'>
          <Text>
            {item.similarity !== undefined ? `相似度 ${Math.round(item.similarity * 100)}%` : null}
            {item.collectedAt !== undefined ? `${relativeTime(item.collectedAt)}收藏` : null}
            {item.status !== 'on_sale' ? ` · ${listingStateText(item)}` : null}
          </Text>
          {/* The demo market's source name already says so; other demo rows get the mark. */}
          {item.demo && !sourceName(item.source).includes('演示') ? <DemoBadge /> : null}
          {item.url ? (
            <Text className='rec-card__go' onClick={() => copyLink(item.url as string)}>
              复制链接
            </Text>
          ) : null}
        </View>
      </ListingCard>
    </View>
  )
}
