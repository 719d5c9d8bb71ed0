import { PagedList, type Page } from '@/stores/paged-list'
import { RequestError } from '@/http'

/** The paged list store with a scripted fetcher: each call waits until the test answers it. */

type Row = { id: number }
type Call = { page: number; pageSize: number; resolve: (p: Page<Row>) => void; reject: (e: unknown) => void }
let calls: Call[] = []
const fetcher = (page: number, pageSize: number) =>
  new Promise<Page<Row>>((resolve, reject) => calls.push({ page, pageSize, resolve, reject }))

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}
async function answer(i: number, p: Page<Row> | Error) {
  if (p instanceof Error) calls[i].reject(p)
  else calls[i].resolve(p)
  await flush()
}
const rows = (...ids: number[]) => ids.map((id) => ({ id }))
const ids = (list: PagedList<Row>) => list.items.map((r) => r.id)
const pages = () => calls.map((c) => c.page)

let list: PagedList<Row>
beforeEach(() => {
  calls = []
  list = new PagedList<Row>(fetcher, 2, (r) => r.id)
})

it('first load: skeleton until page 1 arrives, then the rows and more to load', async () => {
  expect(list.showSkeleton).toBe(true)
  void list.refresh()
  expect(list.showSkeleton).toBe(true)
  expect(calls.map((c) => [c.page, c.pageSize])).toEqual([[1, 2]])
  await answer(0, { list: rows(1, 2), total: 3 })
  expect(list.showSkeleton).toBe(false)
  expect(ids(list)).toEqual([1, 2])
  expect(list.hasMore).toBe(true)
})

it('load-more appends the next page once at a time, skips a row already shown, and stops at the end', async () => {
  void list.refresh()
  await answer(0, { list: rows(1, 2), total: 3 })
  void list.loadMore()
  expect(list.loadingMore).toBe(true)
  void list.loadMore()
  expect(pages()).toEqual([1, 2])
  // Row 2 moved onto page 2 because a new row arrived at the top meanwhile.
  await answer(1, { list: rows(2, 3), total: 3 })
  expect(ids(list)).toEqual([1, 2, 3])
  expect(list.loadingMore).toBe(false)
  expect(list.hasMore).toBe(false)
  await list.loadMore()
  expect(calls).toHaveLength(2)
})

it('an empty next page (the list shrank meanwhile) stops asking', async () => {
  void list.refresh()
  await answer(0, { list: rows(1, 2), total: 6 })
  void list.loadMore()
  await answer(1, { list: [], total: 6 })
  expect(list.hasMore).toBe(false)
  await list.loadMore()
  expect(calls).toHaveLength(2)
})

it('a failed load-more keeps the rows and its error; trying again asks for the same page', async () => {
  void list.refresh()
  await answer(0, { list: rows(1, 2), total: 4 })
  void list.loadMore()
  await answer(1, new Error('offline'))
  expect(ids(list)).toEqual([1, 2])
  expect(list.moreError).toBe('加载失败，请检查网络后重试')
  void list.loadMore()
  expect(list.moreError).toBe('')
  await answer(2, { list: rows(3, 4), total: 4 })
  expect(pages()).toEqual([1, 2, 2])
  expect(ids(list)).toEqual([1, 2, 3, 4])
})

it('an empty first page is the empty state', async () => {
  void list.refresh()
  await answer(0, { list: [], total: 0 })
  expect(list.isEmpty).toBe(true)
  expect(list.showError).toBe(false)
})

it("a failed first load shows the service's message, else the network text; retrying shows the skeleton", async () => {
  void list.refresh()
  await answer(0, new RequestError(40005, '请先登录'))
  expect(list.showError).toBe(true)
  expect(list.errorText).toBe('请先登录')
  void list.refresh()
  expect(list.showSkeleton).toBe(true)
  expect(list.showError).toBe(false)
  await answer(1, new Error('x'))
  expect(list.errorText).toBe('加载失败，请检查网络后重试')
  void list.refresh()
  await answer(2, { list: rows(5), total: 1 })
  expect(ids(list)).toEqual([5])
  expect(list.hasMore).toBe(false)
})

it('pull-to-refresh keeps the rows on screen, replaces them with page 1; a failed one keeps the old rows usable', async () => {
  void list.refresh()
  await answer(0, { list: rows(1, 2), total: 5 })
  void list.loadMore()
  await answer(1, { list: rows(3, 4), total: 5 })
  void list.refresh()
  expect(list.showSkeleton).toBe(false)
  expect(ids(list)).toEqual([1, 2, 3, 4])
  await answer(2, { list: rows(9, 1), total: 6 })
  expect(ids(list)).toEqual([9, 1])
  void list.refresh()
  await answer(3, new Error('offline'))
  expect(list.showError).toBe(false)
  expect(ids(list)).toEqual([9, 1])
  // Still a working list: the next page can be loaded.
  void list.loadMore()
  expect(pages()).toEqual([1, 2, 1, 1, 2])
})

it('a refresh started during a load-more wins: the stale page is dropped', async () => {
  void list.refresh()
  await answer(0, { list: rows(1, 2), total: 4 })
  void list.loadMore()
  void list.refresh()
  await answer(2, { list: rows(7, 8), total: 2 })
  await answer(1, { list: rows(3, 4), total: 4 })
  expect(ids(list)).toEqual([7, 8])
  expect(list.hasMore).toBe(false)
  expect(list.loadingMore).toBe(false)
})

it('reload() goes back to the skeleton and page 1, dropping an answer still on its way', async () => {
  void list.refresh()
  await answer(0, { list: rows(1, 2), total: 4 })
  void list.loadMore()
  void list.reload()
  expect(list.showSkeleton).toBe(true)
  expect(list.items).toEqual([])
  await answer(1, { list: rows(3, 4), total: 4 })
  expect(list.items).toEqual([])
  await answer(2, { list: rows(5), total: 1 })
  expect(ids(list)).toEqual([5])
})

it('remove() drops rows locally and lowers the total; update() patches one in place', async () => {
  void list.refresh()
  await answer(0, { list: rows(1, 2), total: 3 })
  list.remove((r) => r.id === 1)
  expect(ids(list)).toEqual([2])
  expect(list.total).toBe(2)
  list.update((r) => r.id === 2, { id: 20 })
  expect(ids(list)).toEqual([20])
  list.remove(() => true)
  expect(list.total).toBe(1)
  expect(list.isEmpty).toBe(true)
})
