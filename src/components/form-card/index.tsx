import { View, Text } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { GainLoss } from '../../utils/gain-loss'
import { DemoBadge as DemoMark } from '../demo-badge'
import './index.scss'

/** A white card with a title (and optional note), the building block of the market feature pages. */
export function Card({
  title,
  sub,
  extra,
  children,
  testId,
}: {
  title?: string
  sub?: string
  extra?: ReactNode
  children?: ReactNode
  testId?: string
}) {
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

/** The page's main action; takes no taps while its request runs. */
export function SubmitButton({
  text,
  busyText,
  busy,
  onClick,
  testId,
}: {
  text: string
  busyText: string
  busy: boolean
  onClick: () => void
  testId: string
}) {
  return (
    <View className={`fc-submit${busy ? ' fc-submit--busy' : ''}`} data-testid={testId} onClick={() => !busy && onClick()}>
      <Text>{busy ? busyText : text}</Text>
    </View>
  )
}

/** A label and a figure, side by side in a row of stats; `tone` colours a figure that is a gain or a loss. */
export function Stat({ label, value, tone, testId }: { label: string; value: string; tone?: GainLoss; testId?: string }) {
  return (
    <View className='fc-stat'>
      <Text className={`fc-stat__value fc-stat__value--${tone ?? 'flat'}`} data-testid={testId}>
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

/** The big coloured verdict on top of a result (亏了 / 赚了 / 持平, 划算 / 合理 / 偏贵). */
export function VerdictBanner({
  tone,
  game,
  demo,
  word,
  lines,
  testId,
}: {
  tone: 'green' | 'blue' | 'red'
  game: string
  demo: boolean
  word: string
  lines: ReactNode[]
  testId: string
}) {
  return (
    <View className={`fc-verdict fc-verdict--${tone}`}>
      <Text className='fc-verdict__game'>
        {game}
        {demo ? <DemoMark /> : null}
      </Text>
      <Text className='fc-verdict__word' data-testid={testId}>
        {word}
      </Text>
      {lines.map((l, i) => (
        <Text key={i} className={i === 0 ? 'fc-verdict__line' : 'fc-verdict__sub'}>
          {l}
        </Text>
      ))}
    </View>
  )
}

/** Secondary actions under a result, side by side. */
export function Actions({ items }: { items: { text: string; testId: string; onClick: () => void }[] }) {
  return (
    <View className='fc-actions'>
      {items.map((a) => (
        <View key={a.testId} className='fc-btn' data-testid={a.testId} onClick={a.onClick}>
          <Text>{a.text}</Text>
        </View>
      ))}
    </View>
  )
}
