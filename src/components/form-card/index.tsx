import { View, Text } from '@tarojs/components'
import type { ReactNode } from 'react'
import './index.scss'

/** A white card with a title (and optional note), the building block of the market feature pages. */
export function Card({ title, sub, extra, children, testId }: { title?: string; sub?: string; extra?: ReactNode; children?: ReactNode; testId?: string }) {
  return (
    <View className='fc' data-testid={testId}>
      {title ? (
        <View className='fc__head'>
          <Text className='fc__title'>{title}</Text>
          {sub ? <Text className='fc__sub'>{sub}</Text> : null}
          {extra}
        </View>
      ) : null}
      {children}
    </View>
  )
}

/** The page's main action; disabled while its request runs. */
export function SubmitButton({ text, busyText, busy, onClick, testId }: { text: string; busyText: string; busy: boolean; onClick: () => void; testId: string }) {
  return (
    <View className={`fc-submit${busy ? ' fc-submit--busy' : ''}`} data-testid={testId} onClick={() => !busy && onClick()}>
      <Text>{busy ? busyText : text}</Text>
    </View>
  )
}

/** A label and a figure, side by side in a row of stats. */
export function Stat({ label, value, tone, testId }: { label: string; value: string; tone?: 'up' | 'down' | 'plain'; testId?: string }) {
  return (
    <View className='fc-stat'>
      <Text className={`fc-stat__value fc-stat__value--${tone ?? 'plain'}`} data-testid={testId}>
        {value}
      </Text>
      <Text className='fc-stat__label'>{label}</Text>
    </View>
  )
}

export function FieldError({ text, testId }: { text: string; testId: string }) {
  return text ? (
    <Text className='fc-error' data-testid={testId}>
      {text}
    </Text>
  ) : null
}
