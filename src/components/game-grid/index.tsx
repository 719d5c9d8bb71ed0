import { View, Text } from '@tarojs/components'
import type { GameSummary } from '../../../server/src/contract/home'
import { formatCount, isCountShown } from '../../utils/slogan'
import { GameTile } from '../icon'
import './index.scss'

/** Grid of game cells (name, genre, valuation count once there is one); the selected one is outlined. Used by home and the valuation tab. */
export default function GameGrid({
  games,
  selectedId,
  onPick,
  showCount = true,
}: {
  games: GameSummary[]
  selectedId?: number | null
  onPick: (gameId: number) => void
  showCount?: boolean
}) {
  return (
    <View className='game-grid'>
      {games.map((g) => (
        <View
          key={g.gameId}
          data-testid={`game-${g.gameId}`}
          className={`game-grid__cell${g.gameId === selectedId ? ' game-grid__cell--active' : ''}`}
          onClick={() => onPick(g.gameId)}
        >
          <View className='game-grid__icon'>
            <GameTile name={g.name} genre={g.genre} icon={g.icon} />
          </View>
          <Text className='game-grid__name'>{g.name}</Text>
          <Text className='game-grid__genre'>{g.genre}</Text>
          {/* 0次估价 reads as "nobody trusts this"; a game few have valued yet says nothing. */}
          {showCount && isCountShown(g.valuationCount) && <Text className='game-grid__count'>{formatCount(g.valuationCount)}次估价</Text>}
        </View>
      ))}
    </View>
  )
}
