import { View, Text } from '@tarojs/components'
import './index.scss'

/** The flow's completion percent (spec steps 0, 20, 40, 50, 60, 80, 100) as a bar with its number. */
export default function FlowProgress({ percent, label }: { percent: number; label?: string }) {
  const p = Math.max(0, Math.min(100, percent))
  return (
    <View className='flow-progress' data-testid='flow-progress' data-percent={p}>
      <View className='flow-progress__head'>
        <Text className='flow-progress__label'>{label ?? '完成度'}</Text>
        <Text className='flow-progress__num' data-testid='flow-percent'>
          {p}%
        </Text>
      </View>
      <View className='flow-progress__track'>
        <View className='flow-progress__bar' style={{ width: `${p}%` }} />
      </View>
    </View>
  )
}
