import { View, Text } from '@tarojs/components'
import type { ConfirmAttr } from './store'

/**
 * The attributes 属性确认 asks about, as the report valued them: name and the owner's answer. Without this list
 * the owner would confirm attributes the page never shows (a locked report shows none of them).
 */
export function ConfirmAttrList({ attrs, testId = 'confirm-attrs' }: { attrs: ConfirmAttr[] | null; testId?: string }) {
  if (!attrs?.length) return null
  return (
    <View className='rp-attrs' data-testid={testId}>
      {attrs.map((a) => (
        <View key={a.key} className='rp-attrs__row' data-testid={`${testId}-${a.key}`}>
          <Text className='rp-attrs__label'>{a.label}</Text>
          <Text className='rp-attrs__value'>{a.value}</Text>
        </View>
      ))}
    </View>
  )
}
