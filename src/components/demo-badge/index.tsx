import { Text } from '@tarojs/components'
import './index.scss'

/** Figures computed from the generated demo market, never from real deals. On its own, so home needs no listing card. */
export const DemoBadge = () => (
  <Text className='demo-badge' data-testid='demo-badge'>
    演示数据
  </Text>
)
