import { View, Text } from '@tarojs/components'
import './index.scss'

/** The rows of a locked report: what unlocking shows, each masked 解锁后可见 (tapping them may lead to unlock). */
export function LockedRows({ rows, onClick, testId = 'locked-rows' }: { rows: string[]; onClick?: () => void; testId?: string }) {
  return (
    <View className='lk-rows' data-testid={testId} onClick={onClick}>
      {rows.map((t) => (
        <View key={t} className='lk-rows__row'>
          <Text className='lk-rows__name'>{t}</Text>
          <Text className='lk-rows__mask'>解锁后可见</Text>
        </View>
      ))}
    </View>
  )
}

/** The report's main action (unlock, retry): a full-width gradient button. */
export function ReportAction({ text, onClick, testId }: { text: string; onClick: () => void; testId: string }) {
  return (
    <View className='lk-action' data-testid={testId} onClick={onClick}>
      <Text>{text}</Text>
    </View>
  )
}
