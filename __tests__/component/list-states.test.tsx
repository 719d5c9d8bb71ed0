import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import { ListFooter } from '@/components/list-states'
import { PagedList, type Page } from '@/stores/paged-list'

/** The footer of a paged list on its own, over the store with a scripted fetcher. */

type Row = { id: number }
type Call = { page: number; resolve: (p: Page<Row>) => void; reject: (e: unknown) => void }
let calls: Call[] = []
let list: PagedList<Row>

const fetcher = (page: number) => new Promise<Page<Row>>((resolve, reject) => calls.push({ page, resolve, reject }))
const Harness = () => <ListFooter list={list} testId='rows-footer' />

const footer = () => document.querySelector('[data-testid="rows-footer"]') as HTMLElement | null
const settle = async () => {
  for (let k = 0; k < 10; k++) await Promise.resolve()
}
async function answer(i: number, p: Page<Row> | Error) {
  await act(async () => {
    if (p instanceof Error) calls[i].reject(p)
    else calls[i].resolve(p)
    await settle()
  })
}
async function click(el: Element | null | undefined) {
  if (!el) throw new Error('no element')
  await act(async () => {
    ;(el as HTMLElement).click()
    await settle()
  })
}
const rows = (...ids: number[]) => ids.map((id) => ({ id }))
const testUtils = new TestUtils()

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

beforeEach(async () => {
  calls = []
  list = new PagedList<Row>(fetcher, 2)
  document.body.innerHTML = ''
  await testUtils.mount(Harness, {})
})

it('hidden until rows are on screen, then 加载更多 (tappable), 加载中... while loading, 没有更多了 at the end', async () => {
  await act(async () => void list.refresh())
  expect(footer()).toBeNull()
  await answer(0, { list: rows(1, 2), total: 3 })
  expect(footer()?.textContent).toBe('加载更多')
  await click(document.querySelector('[data-testid="rows-footer-more"]'))
  expect(calls.map((c) => c.page)).toEqual([1, 2])
  expect(footer()?.textContent).toBe('加载中...')
  await answer(1, { list: rows(3), total: 3 })
  expect(footer()?.textContent).toBe('没有更多了')
})

it('a failed load-more says so with 点击重试; tapping it loads the same page again', async () => {
  await act(async () => void list.refresh())
  await answer(0, { list: rows(1, 2), total: 4 })
  await act(async () => void list.loadMore())
  await answer(1, new Error('offline'))
  expect(footer()?.textContent).toBe('加载失败，请检查网络后重试，点击重试')
  await click(footer()?.querySelector('.ls-footer__retry'))
  expect(calls.map((c) => c.page)).toEqual([1, 2, 2])
  await answer(2, { list: rows(3, 4), total: 4 })
  expect(footer()?.textContent).toBe('没有更多了')
})

it('an empty list has no footer', async () => {
  await act(async () => void list.refresh())
  await answer(0, { list: [], total: 0 })
  expect(footer()).toBeNull()
})
