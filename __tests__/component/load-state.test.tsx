import TestUtils from '@tarojs/test-utils-react'
import { act, useState } from 'react'
import { Text } from '@tarojs/components'
import { LoadState, type NextStep } from '@/components/list-states'
import type { Remedy } from '@/http'
import type { ListStatus } from '@/stores/paged-list'

/** The one loading / error / empty / content switch, driven through every state from a harness. */

type Props = {
  status: ListStatus
  error?: string
  empty?: { text: string } | null
  retry?: boolean
  remedy?: Remedy
  next?: NextStep
}
let setProps: (p: Props) => void = () => undefined
let retries = 0
let contentRuns = 0

function Harness() {
  const [p, set] = useState<Props>({ status: 'idle' })
  setProps = set
  return (
    <LoadState
      status={p.status}
      error={p.error}
      empty={p.empty}
      onRetry={p.retry ? () => retries++ : undefined}
      remedy={p.remedy}
      next={p.next}
      testId='x'
    >
      {() => {
        contentRuns++
        return <Text data-testid='content'>数据</Text>
      }}
    </LoadState>
  )
}

const q = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null
const testUtils = new TestUtils()
async function show(p: Props) {
  await act(async () => {
    setProps(p)
    for (let k = 0; k < 5; k++) await Promise.resolve()
  })
}

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

beforeEach(async () => {
  retries = 0
  contentRuns = 0
  document.body.innerHTML = ''
  await testUtils.mount(Harness, {})
})

it('shows the skeleton while idle or loading and never runs the content before it is ready', async () => {
  expect(q('x-skeleton')).not.toBeNull()
  await show({ status: 'loading' })
  expect(q('x-skeleton')).not.toBeNull()
  expect(q('content')).toBeNull()
  expect(contentRuns).toBe(0)
  await show({ status: 'ready' })
  expect(q('content')?.textContent).toBe('数据')
  expect(q('x-skeleton')).toBeNull()
})

it('an error with a retry shows its text and 重新加载, which calls the retry', async () => {
  await show({ status: 'error', error: '网络不好', retry: true })
  expect(q('x-error')?.textContent).toContain('网络不好')
  // The icon set's error picture, not a glyph tile.
  expect(q('x-error')?.querySelector('.empty-icon--alert .nut-icon')).not.toBeNull()
  expect(q('x-error')?.textContent).not.toContain('!')
  q('x-error-retry')?.click()
  expect(retries).toBe(1)
})

it('an error without a retry leads home (返回首页), never to a reload; a missing text falls back to the generic one', async () => {
  await show({ status: 'error' })
  expect(q('x-error')?.textContent).toContain('加载失败，请检查网络后重试')
  expect(q('x-error-retry')).toBeNull()
  expect(q('x-error-next')?.textContent).toBe('返回首页')
  expect(q('x-error-next')?.getAttribute('data-next')).toBe('home')
})

it('a refusal (remedy none) offers the page’s next step even when the page could retry', async () => {
  await show({ status: 'error', error: '报告不存在', retry: true, remedy: 'none', next: 'evaluate' })
  expect(q('x-error')?.textContent).toContain('报告不存在')
  expect(q('x-error-retry')).toBeNull()
  expect(q('x-error-next')?.textContent).toBe('去估价')
})

it('a lost session (remedy login) offers 重新登录 instead of a reload', async () => {
  await show({ status: 'error', error: '请先登录', retry: true, remedy: 'login', next: 'evaluate' })
  expect(q('x-error-retry')).toBeNull()
  expect(q('x-error-next')?.textContent).toBe('重新登录')
})

it('a failure that may pass (remedy retry) keeps 重新加载 and no other step', async () => {
  await show({ status: 'error', error: '网络不给力，请检查网络设置', retry: true, remedy: 'retry', next: 'evaluate' })
  expect(q('x-error-retry')?.textContent).toBe('重新加载')
  expect(q('x-error-next')).toBeNull()
})

it('ready but empty shows the empty state instead of the content', async () => {
  await show({ status: 'ready', empty: { text: '暂无记录' } })
  expect(q('x-empty')?.textContent).toContain('暂无记录')
  expect(q('x-empty')?.querySelector('.empty-icon--quiet .nut-icon')).not.toBeNull()
  expect(q('x-empty')?.textContent).not.toContain('空')
  expect(q('content')).toBeNull()
})
