import { View, Text } from '@tarojs/components'
import type { GameSummary } from '../../../server/src/contract/home'
import { formatCount } from '../../utils/slogan'
import './index.scss'

const PALETTE = ['#1677ff', '#00b578', '#ff7d00', '#7b61ff', '#f54a45', '#13c2c2']

/** Grid of game cells (name, genre, valuation count); the selected one is outlined. Used by home and the valuation tab. */
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
      {games.map((g, i) => (
        <View
          key={g.gameId}
          data-testid={`game-${g.gameId}`}
          className={`game-grid__cell${g.gameId === selectedId ? ' game-grid__cell--active' : ''}`}
          onClick={() => onPick(g.gameId)}
        >
          <View className='game-grid__icon' style={{ background: PALETTE[i % PALETTE.length] }}>
            <Text className='game-grid__glyph'>{g.name.slice(0, 1)}</Text>
          </View>
          <Text className='game-grid__name'>{g.name}</Text>
          <Text className='game-grid__genre'>{g.genre}</Text>
          {showCount && <Text className='game-grid__count'>{formatCount(g.valuationCount)}次估价</Text>}
        </View>
      ))}
    </View>
  )
}
