import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { CompareListItem } from '@/api/compare'
import { gapText, sideNames } from '@/components/compare-view'
import { ErrorRetry, ListFooter } from '@/components/list-states'
import type { PagedList } from '@/stores/paged-list'
import { gainLoss } from '@/utils/gain-loss'
import { formatWholeYuan } from '@/utils/money'
import { formatDateTime } from '@/utils/time'

export const PkHistoryText = { TITLE: '我的PK记录', HINT: '点开可再次查看' } as const

function Side({ name, side }: { name: string; side: CompareListItem['base'] }) {
  return (
    <View className='pk-history__side'>
      <Text className='pk-history__name'>{name}</Text>
      <Text className='pk-history__value'>
        {side.level} {formatWholeYuan(side.estimateFen)}
      </Text>
    </View>
  )
}

/**
 * The user's earlier PK reports, newest first; tapping one reopens it. Hidden until there is one (the picker
 * above has its own loading state), so a first-time user sees only the picker.
 */
function PkHistory({ list, onOpen }: { list: PagedList<CompareListItem>; onOpen: (item: CompareListItem) => void }) {
  if (!list.items.length && !list.showError) return null
  return (
    <View className='pk-card pk-history-card' data-testid='pk-history'>
      <View className='pk-card__head'>
        <Text className='pk-card__title'>{PkHistoryText.TITLE}</Text>
        <Text className='pk-card__hint'>{PkHistoryText.HINT}</Text>
      </View>
      {list.showError ? <ErrorRetry text={list.errorText} onRetry={() => void list.refresh()} testId='pk-history-error' /> : null}
      {list.items.map((item) => {
        const names = sideNames(item.mode)
        return (
          <View key={item.reportId} className='pk-history' data-testid={`pk-${item.reportId}`} onClick={() => onOpen(item)}>
            <View className='pk-history__top'>
              <Text className='pk-history__game'>{item.gameName}</Text>
              <Text className='pk-history__date'>{formatDateTime(item.createdAt)}</Text>
            </View>
            <View className='pk-history__sides'>
              <Side name={names.base} side={item.base} />
              <Text className='pk-history__vs'>VS</Text>
              <Side name={names.other} side={item.other} />
            </View>
            <Text className={`pk-history__gap pk-history__gap--${gainLoss(item.gapFen)}`}>{gapText(item)}</Text>
          </View>
        )
      })}
      <ListFooter list={list} testId='pk-history-footer' />
    </View>
  )
}

export default observer(PkHistory)
