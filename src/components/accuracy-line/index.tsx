import { View, Text } from '@tarojs/components'
import type { ValuationAccuracy } from '../../../server/src/contract'
import { DEMO_NOTE, errorPercent, sharePercent } from './format'
import './index.scss'

/** One sentence with the game's held-out figures, e.g. 中位误差 13.4%，38% 的估价与成交价相差不到 10%，…. */
function accuracySentence(a: ValuationAccuracy): string {
  return (
    `中位误差 ${errorPercent(a.mdape)}，${sharePercent(a.within10)} 的估价与成交价相差不到 10%，` +
    `标称 ${sharePercent(a.rangeLevel)} 的区间实际覆盖 ${sharePercent(a.coverage)}（基于 ${a.testSize} 笔未参与训练的成交）`
  )
}

/**
 * Under the estimate of an unlocked report: how accurate this game's valuations have been on deals the model
 * never saw. Tapping it calls `onOpen` (the report opens the page that explains how that is measured).
 */
export default function AccuracyLine({ accuracy, onOpen }: { accuracy?: ValuationAccuracy; onOpen: () => void }) {
  if (!accuracy) return null
  return (
    <View className='acc-line' data-testid='accuracy-line' onClick={onOpen}>
      <Text className='acc-line__text' data-testid='accuracy-line-text'>
        <Text className='acc-line__title'>本游戏估价准确度：</Text>
        {accuracySentence(accuracy)}
      </Text>
      {accuracy.demo ? (
        <Text className='acc-line__demo' data-testid='accuracy-line-demo'>
          {DEMO_NOTE}
        </Text>
      ) : null}
      <Text className='acc-line__more'>怎么算的 ›</Text>
    </View>
  )
}
