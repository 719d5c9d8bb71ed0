import { useState, type ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { Collapse as CollapseState } from '../../constants/valuation'
import './index.scss'

/**
 * A part of a page that opens and closes (the spec's Collapse: open or close). Closed, only `peek` stays in view
 * (the first rows of a long list, or nothing); the toggle says what a tap will do. The toggle keeps its tap to itself,
 * so a collapsible part of a tappable card does not open the card.
 */
export default function Collapse({
  initial = CollapseState.CLOSE,
  openText,
  closeText,
  peek,
  children,
  toggleFirst = false,
  testId,
  toggleTestId,
}: {
  /** Open or closed at first. */
  initial?: CollapseState
  /** The toggle's words while closed (a tap opens) and while open (a tap closes). */
  openText: string
  closeText: string
  peek?: ReactNode
  children: ReactNode
  /** The toggle above the content (a heading-like switch) instead of under it (a list's 展开全部). */
  toggleFirst?: boolean
  testId?: string
  toggleTestId: string
}) {
  const [state, setState] = useState<CollapseState>(initial)
  const open = state === CollapseState.OPEN
  const toggle = (
    <Text
      className='collapse__toggle'
      data-testid={toggleTestId}
      onClick={(e) => {
        e.stopPropagation()
        setState(open ? CollapseState.CLOSE : CollapseState.OPEN)
      }}
    >
      {open ? `${closeText} ▴` : `${openText} ▾`}
    </Text>
  )
  return (
    <View className='collapse' data-testid={testId} data-collapse={state}>
      {toggleFirst ? toggle : null}
      {open ? children : peek}
      {toggleFirst ? null : toggle}
    </View>
  )
}

/**
 * A list of short texts that may be long (the attributes of an account): the first `limit`, and 展开全部（N） for
 * the rest; a short list shows whole, with no toggle.
 */
export function CollapseList({
  items,
  limit,
  className,
  itemClassName,
  testId,
}: {
  items: readonly string[]
  limit: number
  className: string
  itemClassName: string
  testId: string
}) {
  const list = (shown: readonly string[]) => (
    <View className={className} data-testid={testId}>
      {shown.map((item) => (
        <Text key={item} className={itemClassName}>
          {item}
        </Text>
      ))}
    </View>
  )
  if (items.length <= limit) return list(items)
  return (
    <Collapse
      openText={`展开全部（${items.length}）`}
      closeText='收起'
      peek={list(items.slice(0, limit))}
      toggleTestId={`${testId}-toggle`}
    >
      {list(items)}
    </Collapse>
  )
}
