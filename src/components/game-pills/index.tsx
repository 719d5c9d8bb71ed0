import { View, Text, ScrollView } from '@tarojs/components'
import type { GameSummary } from '../../../server/src/contract/home'
import './index.scss'

/** One horizontal row of game names to switch between (market analysis, property entry). */
export default function GamePills({
  games,
  selectedId,
  onPick,
  testId = 'game-pills',
}: {
  games: readonly GameSummary[]
  selectedId: number | null
  onPick: (gameId: number) => void
  testId?: string
}) {
  return (
    <ScrollView scrollX className='game-pills' data-testid={testId}>
      {games.map((g) => (
        <View
          key={g.gameId}
          data-testid={`${testId}-${g.gameId}`}
          className={`game-pills__item${g.gameId === selectedId ? ' game-pills__item--on' : ''}`}
          onClick={() => onPick(g.gameId)}
        >
          <Text>{g.name}</Text>
        </View>
      ))}
    </ScrollView>
  )
}
