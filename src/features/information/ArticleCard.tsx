import { Image, Text, View } from '@tarojs/components'
import type { Article } from '@/api/information'
import { formatDate } from '@/utils/time'

/** One article in a list: title, summary, category and date, and the cover as a thumbnail when there is one. */
export function ArticleCard({ article: a, onOpen }: { article: Article; onOpen: (a: Article) => void }) {
  return (
    <View className='info-card' data-testid='info-card' onClick={() => onOpen(a)}>
      <View className='info-card__main'>
        <Text className='info-card__title' data-testid='info-card-title'>
          {a.title}
        </Text>
        <Text className='info-card__summary'>{a.summary}</Text>
        <View className='info-card__meta'>
          <Text className={`info-tag info-tag--${a.category}`}>{a.categoryName}</Text>
          <Text className='info-card__date'>{formatDate(a.publishedAt)}</Text>
        </View>
      </View>
      {a.cover ? <Image className='info-card__cover' src={a.cover} mode='aspectFill' data-testid='info-card-cover' /> : null}
    </View>
  )
}
