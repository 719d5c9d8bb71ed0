import { Image, Text, View } from '@tarojs/components'
import type { HelpShare } from '@/api/help'

type Progress = Pick<HelpShare, 'required' | 'count' | 'remaining' | 'helpers' | 'unlocked' | 'expired'>

/** The helpers so far (avatars, then empty slots), a bar, and 还差 N 人. */
export function HelpProgress({ progress }: { progress: Progress }) {
  const { required, count, remaining, helpers } = progress
  const slots = Math.max(0, Math.min(required, 10) - helpers.length)
  let text: JSX.Element
  if (progress.unlocked) text = <Text>报告已解锁</Text>
  else if (progress.expired) text = <Text>助力已结束，可通过支付或解锁券解锁</Text>
  else
    text = (
      <Text>
        已有 {count} 位好友助力，还差 <Text className='help-progress__num'>{remaining}</Text> 人
      </Text>
    )
  return (
    <View className='help-progress' data-testid='help-progress'>
      <View className='help-progress__avatars'>
        {helpers.map((h, i) =>
          h.avatar ? (
            <Image key={i} className='help-progress__avatar' src={h.avatar} mode='aspectFill' data-testid='helper-avatar' />
          ) : (
            // No photo: the silhouette every app uses, not a letter of the masked name (they all read 玩家…).
            <View key={i} className='help-progress__avatar help-progress__avatar--default' data-testid='helper-avatar-default'>
              <View className='help-progress__head' />
              <View className='help-progress__body' />
            </View>
          ),
        )}
        {Array.from({ length: slots }, (_, i) => (
          <View key={`s${i}`} className='help-progress__slot'>
            <Text>?</Text>
          </View>
        ))}
      </View>
      <View className='help-progress__bar'>
        <View className='help-progress__fill' style={{ width: `${Math.min(100, Math.round((count / Math.max(1, required)) * 100))}%` }} />
      </View>
      <View className='help-progress__text' data-testid='help-progress-text'>
        {text}
      </View>
    </View>
  )
}
