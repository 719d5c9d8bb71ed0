import TestUtils from '@tarojs/test-utils-react'
import { act, useState } from 'react'
import { Text } from '@tarojs/components'
import { LoadState } from '@/components/list-states'
import type { ListStatus } from '@/stores/paged-list'

/** The one loading / error / empty / content switch, driven through every state from a harness. */

type Props = { status: ListStatus; error?: string; empty?: { text: string } | null; retry?: boolean }
let setProps: (p: Props) => void = () => undefined
let retries = 0
let contentRuns = 0

function Harness() {
  const [p, set] = useState<Props>({ status: 'idle' })
  setProps = set
  return (
    <LoadState status={p.status} error={p.error} empty={p.empty} onRetry={p.retry ? () => retries++ : undefined} testId='x'>
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
  q('x-error-retry')?.click()
  expect(retries).toBe(1)
})

it('an error that retrying cannot fix shows no button; a missing text falls back to the generic one', async () => {
  await show({ status: 'error' })
  expect(q('x-error')?.textContent).toContain('加载失败，请检查网络后重试')
  expect(q('x-error-retry')).toBeNull()
})

it('ready but empty shows the empty state instead of the content', async () => {
  await show({ status: 'ready', empty: { text: '暂无记录' } })
  expect(q('x-empty')?.textContent).toContain('暂无记录')
  expect(q('content')).toBeNull()
})
