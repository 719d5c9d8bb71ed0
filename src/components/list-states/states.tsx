import { View, Text } from '@tarojs/components'
import type { ReactNode } from 'react'
import { LIST_LOAD_FAILED_TEXT as LOAD_FAILED_TEXT } from '@/constants/app'
import type { Remedy } from '@/http'
import type { ListStatus } from '@/stores/paged-list'
import { EmptyIcon } from '@/components/icon'
import { takeNextStep, type NextStep } from './next-step'
import './index.scss'

const RETRY_TEXT = '重新加载'

export type { NextStep }

const NEXT_STEP_TEXT: Record<NextStep, string> = { evaluate: '去估价', home: '返回首页', login: '重新登录' }

/** A page's own way on (e.g. did-I-lose: back to its form), when it helps more than leaving the page. */
interface OwnStep {
  text: string
  onClick: () => void
}

/** A state's one button (去登录, 去估价, 重新加载); `className` when the page styles it its own way. */
interface StateButton {
  text: string
  onClick: () => void
  testId?: string
  className?: string
}

function StateButtonView({ button }: { button: StateButton }) {
  return (
    <View className={button.className ?? 'ls-btn'} data-testid={button.testId} onClick={button.onClick}>
      <Text>{button.text}</Text>
    </View>
  )
}

/**
 * An empty list's or a failure's block (`ls-empty`, `ls-error`): the page's own illustration when it passes one,
 * else the icon set's picture, what happened, and what the state adds under it (a line, its button).
 */
function StateBlock({
  kind,
  text,
  icon,
  testId,
  children,
}: {
  kind: 'empty' | 'error'
  text: string
  icon?: ReactNode
  testId: string
  children: ReactNode
}) {
  const block = `ls-${kind}`
  return (
    <View className={block} data-testid={testId}>
      <View className={`${block}__icon ls-icon--custom`}>{icon ?? <EmptyIcon kind={kind} size='sm' />}</View>
      <Text className={`${block}__text`}>{text}</Text>
      {children}
    </View>
  )
}

/** Grey placeholder cards while a list or a result loads. */
export function ListSkeleton({ rows = 3, testId = 'list-skeleton' }: { rows?: number; testId?: string }) {
  return (
    <View className='ls-skeleton' data-testid={testId}>
      {Array.from({ length: rows }, (_, i) => (
        <View key={i} className='ls-skeleton__card'>
          <View className='ls-sk ls-sk--title' />
          <View className='ls-sk ls-sk--line' />
          <View className='ls-sk ls-sk--short' />
        </View>
      ))}
    </View>
  )
}

export function EmptyState({
  text,
  sub,
  action,
  button,
  icon,
  testId = 'list-empty',
}: {
  text: string
  sub?: string
  action?: ReactNode
  /** The usual action: one button. */
  button?: StateButton
  /** An illustration in place of the default glyph (e.g. the shared EmptyIcon). */
  icon?: ReactNode
  testId?: string
}) {
  return (
    <StateBlock kind='empty' text={text} icon={icon} testId={testId}>
      {sub ? <Text className='ls-empty__sub'>{sub}</Text> : null}
      {button ? <StateButtonView button={button} /> : action}
    </StateBlock>
  )
}

/** A failure that may pass (no network, a server fault): what happened and 重新加载. */
export function ErrorRetry({
  text,
  onRetry,
  icon,
  testId = 'list-error',
}: {
  text: string
  onRetry: () => void
  icon?: ReactNode
  testId?: string
}) {
  return (
    <StateBlock kind='error' text={text} icon={icon} testId={testId}>
      <StateButtonView button={{ text: RETRY_TEXT, onClick: onRetry, testId: `${testId}-retry` }} />
    </StateBlock>
  )
}

/**
 * A failure that reloading cannot mend (a page without its id, an invalid share link, a refusal, a lost
 * session): what happened and the one step that helps. The button's test id is `<testId>-next`, its
 * `data-next` the step (`own` for a page's own step).
 */
export function DeadEnd({
  text,
  sub,
  next = 'home',
  icon,
  testId = 'dead-end',
}: {
  text: string
  sub?: string
  next?: NextStep | OwnStep
  icon?: ReactNode
  testId?: string
}) {
  const step: OwnStep = typeof next === 'object' ? next : { text: NEXT_STEP_TEXT[next], onClick: () => takeNextStep(next) }
  const action = (
    <View className='ls-btn' data-testid={`${testId}-next`} data-next={typeof next === 'object' ? 'own' : next} onClick={step.onClick}>
      <Text>{step.text}</Text>
    </View>
  )
  return <EmptyState text={text} sub={sub} action={action} icon={icon} testId={testId} />
}

/**
 * A failed load, leading somewhere: 重新加载 when `onRetry` is given and `remedy` is `retry` or unknown; 重新登录
 * for a lost session; otherwise `next` (返回首页 by default). The retry's test id is `<testId>-retry`, the
 * other step's `<testId>-next`.
 */
export function Failure({
  text,
  onRetry,
  remedy,
  next = 'home',
  icon,
  testId,
}: {
  text?: string
  onRetry?: () => void
  remedy?: Remedy
  next?: NextStep | OwnStep
  icon?: ReactNode
  testId: string
}) {
  const shown = text || LOAD_FAILED_TEXT
  if (remedy === 'login') return <DeadEnd text={shown} next='login' icon={icon} testId={testId} />
  if (onRetry && remedy !== 'none') return <ErrorRetry text={shown} onRetry={onRetry} icon={icon} testId={testId} />
  return <DeadEnd text={shown} next={next} icon={icon} testId={testId} />
}

/**
 * The one loading / error / empty / content switch every page uses, so a load always shows the same skeleton
 * and a failure always leads somewhere. `children` is a function so content that reads loaded data never runs
 * before the data is there.
 *
 * A failure offers 重新加载 only when reloading can mend it: `onRetry` is given and `remedy` (from `remedyOf`
 * on the caught error) is `retry` or unknown. A lost session (`login`) offers 重新登录; anything else (no
 * `onRetry`, or `remedy` `none`: a missing id, an invalid link, a refusal) offers `next` (返回首页 by default).
 */
export function LoadState({
  status,
  error,
  onRetry,
  remedy,
  next = 'home',
  empty,
  rows,
  testId = 'load',
  children,
}: {
  status: ListStatus
  error?: string
  onRetry?: () => void
  remedy?: Remedy
  next?: NextStep | OwnStep
  /** Shown instead of the content when ready but there is nothing to show. */
  empty?: { text: string; sub?: string; action?: ReactNode; icon?: ReactNode } | null
  rows?: number
  testId?: string
  children: () => ReactNode
}) {
  if (status === 'error') return <Failure text={error} onRetry={onRetry} remedy={remedy} next={next} testId={`${testId}-error`} />
  if (status !== 'ready') return <ListSkeleton rows={rows} testId={`${testId}-skeleton`} />
  if (empty) return <EmptyState text={empty.text} sub={empty.sub} action={empty.action} icon={empty.icon} testId={`${testId}-empty`} />
  return <>{children()}</>
}
