import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import { Text } from '@tarojs/components'
import PagedList, { usePagedList, type PagedListState, type Page } from '@/components/paged-list'
import { RequestError } from '@/http'
import { relativeTime } from '@/utils/time'

/** The paged list on its own, with a scripted fetcher: each call waits until the test answers it. */

type Row = { id: number; at: number }
type Call = { page: number; pageSize: number; resolve: (p: Page<Row>) => void; reject: (e: unknown) => void }
let calls: Call[] = []
let state: PagedListState<Row>
const NOW = Date.now()

function fetcher(page: number, pageSize: number) {
  return new Promise<Page<Row>>((resolve, reject) => calls.push({ page, pageSize, resolve, reject }))
}

function Harness() {
  state = usePagedList<Row>(fetcher, { pageSize: 2 })
  return (
    <PagedList
      list={state}
      testId='rows'
      keyOf={(r) => r.id}
      emptyText='暂无记录'
      emptyAction={{ text: '去估价', onClick: () => undefined }}
      renderItem={(r) => <Text data-testid='row'>{`行${r.id} · ${relativeTime(r.at, NOW)}`}</Text>}
    />
  )
}

const q = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null
const rows = () => Array.from(document.querySelectorAll('[data-testid="row"]')).map((e) => e.textContent)

async function answer(i: number, p: Page<Row> | Error) {
  await act(async () => {
    if (p instanceof Error) calls[i].reject(p)
    else calls[i].resolve(p)
    for (let k = 0; k < 10; k++) await Promise.resolve()
  })
}
async function click(el: HTMLElement | null) {
  if (!el) throw new Error('no element')
  await act(async () => {
    el.click()
    for (let k = 0; k < 10; k++) await Promise.resolve()
  })
}

const row = (id: number, agoMs = 0): Row => ({ id, at: NOW - agoMs })
const testUtils = new TestUtils()

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

beforeEach(async () => {
  calls = []
  document.body.innerHTML = ''
  await testUtils.mount(Harness, {})
})

it('shows a skeleton while the first page loads, then the rows with relative times and 上拉加载更多', async () => {
  expect(q('rows-skeleton')).not.toBeNull()
  expect(calls.map((c) => [c.page, c.pageSize])).toEqual([[1, 2]])
  await answer(0, { list: [row(1, 60_000), row(2, 3 * 3_600_000)], total: 3 })
  expect(q('rows-skeleton')).toBeNull()
  expect(rows()).toEqual(['行1 · 刚刚', '行2 · 3小时前'])
  expect(q('rows-more')?.textContent).toBe('上拉加载更多')
})

it('load-more appends the next page and ends with 没有更多了; a repeated row shows once', async () => {
  await answer(0, { list: [row(1), row(2)], total: 3 })
  await act(async () => void state.loadMore())
  expect(q('rows-more')?.textContent).toBe('加载中...')
  // A second call while one is running does not ask again.
  await act(async () => void state.loadMore())
  expect(calls.map((c) => c.page)).toEqual([1, 2])
  await answer(1, { list: [row(2), row(3, 40 * 86_400_000)], total: 3 })
  expect(rows()).toHaveLength(3)
  expect(rows()[2]).toMatch(/^行3 · \d{4}-\d{2}-\d{2}$/)
  expect(q('rows-more')?.textContent).toBe('没有更多了')
  await act(async () => void state.loadMore())
  expect(calls).toHaveLength(2)
})

it('tapping the footer loads more; a failed load-more keeps the rows and offers a retry', async () => {
  await answer(0, { list: [row(1), row(2)], total: 4 })
  await click(q('rows-more')?.querySelector('.paged-list__footer-link') as HTMLElement)
  expect(calls.map((c) => c.page)).toEqual([1, 2])
  await answer(1, new Error('offline'))
  expect(rows()).toHaveLength(2)
  expect(q('rows-more')?.textContent).toBe('加载失败，点击重试')
  await click(q('rows-more')?.querySelector('.paged-list__footer-link') as HTMLElement)
  expect(calls.map((c) => c.page)).toEqual([1, 2, 2])
  await answer(2, { list: [row(3), row(4)], total: 4 })
  expect(rows()).toHaveLength(4)
  expect(q('rows-more')?.textContent).toBe('没有更多了')
})

it('an empty first page shows the empty state with its action and no footer', async () => {
  await answer(0, { list: [], total: 0 })
  expect(q('rows-empty')?.textContent).toContain('暂无记录')
  expect(q('rows-empty-action')?.textContent).toBe('去估价')
  expect(q('rows-more')).toBeNull()
})

it('a failed first load shows the service message and 重新加载, which shows the skeleton and loads again', async () => {
  await answer(0, new RequestError(40005, '请先登录'))
  expect(q('rows-error')?.textContent).toContain('请先登录')
  await click(q('rows-retry'))
  expect(q('rows-skeleton')).not.toBeNull()
  expect(calls.map((c) => c.page)).toEqual([1, 1])
  await answer(1, { list: [row(5)], total: 1 })
  expect(rows()).toEqual(['行5 · 刚刚'])
  expect(q('rows-more')?.textContent).toBe('没有更多了')
})

it('a network failure without a message reads 加载失败，请检查网络后重试', async () => {
  await answer(0, new Error('x'))
  expect(q('rows-error')?.textContent).toContain('加载失败，请检查网络后重试')
})

it('pull-to-refresh keeps the rows on screen, replaces them with page 1, and a failed refresh keeps the old rows', async () => {
  await answer(0, { list: [row(1), row(2)], total: 5 })
  await act(async () => void state.loadMore())
  await answer(1, { list: [row(3), row(4)], total: 5 })
  await act(async () => void state.refresh())
  expect(q('rows-refreshing')).not.toBeNull()
  expect(rows()).toHaveLength(4)
  await answer(2, { list: [row(9), row(1)], total: 6 })
  expect(q('rows-refreshing')).toBeNull()
  expect(rows().map((r) => r?.split(' ')[0])).toEqual(['行9', '行1'])
  await act(async () => void state.refresh())
  await answer(3, new Error('offline'))
  expect(q('rows-error')).toBeNull()
  expect(rows()).toHaveLength(2)
})

it('a refresh started during a load-more wins: the stale page is dropped', async () => {
  await answer(0, { list: [row(1), row(2)], total: 4 })
  await act(async () => void state.loadMore())
  await act(async () => void state.refresh())
  await answer(2, { list: [row(7), row(8)], total: 2 })
  await answer(1, { list: [row(3), row(4)], total: 4 })
  expect(rows().map((r) => r?.split(' ')[0])).toEqual(['行7', '行8'])
  expect(q('rows-more')?.textContent).toBe('没有更多了')
})

it('update() removes a row locally and lowers the total', async () => {
  await answer(0, { list: [row(1), row(2)], total: 2 })
  await act(async () => state.update((items) => items.filter((r) => r.id !== 1)))
  expect(rows()).toEqual(['行2 · 刚刚'])
  expect(state.total).toBe(1)
  await act(async () => state.update(() => []))
  expect(q('rows-empty')).not.toBeNull()
})
