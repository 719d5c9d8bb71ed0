import { View, Text } from '@tarojs/components'
import type { ReactNode } from 'react'

/**
 * A boxed form row, its label beside the input, and under it what is wrong with the value (else `hint`, if any).
 * The page styles it under its own BEM block: `<block>-field` (`--error` while wrong) with `__label`, and
 * `<block>-error`; the input it holds keeps its own class. Test ids: `<testId>-field`, `<testId>-error`.
 */
export function LabelledField({
  block,
  label,
  error,
  hint,
  testId,
  children,
}: {
  block: string
  label: string
  error?: string
  hint?: ReactNode
  testId: string
  children: ReactNode
}) {
  return (
    <>
      <View className={`${block}-field ${error ? `${block}-field--error` : ''}`} data-testid={`${testId}-field`}>
        <Text className={`${block}-field__label`}>{label}</Text>
        {children}
      </View>
      {error ? (
        <Text className={`${block}-error`} data-testid={`${testId}-error`}>
          {error}
        </Text>
      ) : (
        (hint ?? null)
      )}
    </>
  )
}
