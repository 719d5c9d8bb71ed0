import { BANNER_CACHE_TTL_MS } from '../../src/modules/banner/service'
import { createTestApp, type TestApp } from '../helpers'

const API = '/app/v1'
const NOW = Date.UTC(2026, 5, 1, 4, 0, 0)
const HOUR = 3_600_000

let t: TestApp

const list = async (token?: string) => {
  const res = await t.post(`${API}/banner/list`, {}, token)
  expect(res.code).toBe(200)
  return res.data.list as { id: number; sort: number }[]
}
const ids = async () => (await list()).map((b) => b.id)
const detail = (id: unknown) => t.post(`${API}/banner/detail`, { id })
/** Direct table edits bypass the service's cache: let it expire, as it does for an edit from another process. */
const expireCache = () => t.clock.advance(BANNER_CACHE_TTL_MS)

beforeEach(async () => {
  t = await createTestApp({ now: NOW })
})
afterEach(async () => {
  await t.close()
})

describe('banner/list', () => {
  test('answers the seeded banners without a login, as the contract describes them, by sort', async () => {
    const banners = await list()
    expect(banners.map((b) => b.id)).toEqual([1, 2, 3, 4, 5, 6])
    expect(banners[0]).toEqual({
      id: 1,
      title: '你的账号值多少钱？',
      desc: '一键估出账号资产价值',
      image: '',
      colors: ['#1677ff', '#4f9bff'],
      jumpType: 3,
      jumpPage: 1,
      target: '',
      startAt: null,
      endAt: null,
      sort: 10,
    })
    expect(banners[4]).toMatchObject({ id: 5, jumpType: 3, jumpPage: null, target: 'pages/h5/banner/red-envelope' })
    // A token changes nothing.
    const { token } = await t.login('13800007001')
    expect((await list(token)).map((b) => b.id)).toEqual([1, 2, 3, 4, 5, 6])
  })

  test('orders by sort, then by id on equal sorts', async () => {
    await t.db.updateTable('banner').set({ sort: 5 }).where('id', '=', 6).execute()
    await t.db.updateTable('banner').set({ sort: 20 }).where('id', 'in', [1, 4]).execute()
    expireCache()
    expect(await ids()).toEqual([6, 1, 2, 4, 3, 5])
  })

  test('shows a banner from its start (inclusive) until its end (exclusive); null bounds are open', async () => {
    await t.db
      .updateTable('banner')
      .set({ start_at: NOW + HOUR })
      .where('id', '=', 2)
      .execute()
    await t.db
      .updateTable('banner')
      .set({ end_at: NOW + 2 * HOUR })
      .where('id', '=', 3)
      .execute()
    await t.db
      .updateTable('banner')
      .set({ start_at: NOW - HOUR, end_at: NOW + 3 * HOUR })
      .where('id', '=', 4)
      .execute()
    expireCache()
    expect(await ids()).toEqual([1, 3, 4, 5, 6])

    t.clock.set(NOW + HOUR - 1)
    expect(await ids()).toEqual([1, 3, 4, 5, 6])
    // Within the cache's lifetime the period is still checked against the clock: the start is on time.
    t.clock.set(NOW + HOUR)
    expect(await ids()).toEqual([1, 2, 3, 4, 5, 6])
    t.clock.set(NOW + 2 * HOUR - 1)
    expect(await ids()).toContain(3)
    t.clock.set(NOW + 2 * HOUR)
    expect(await ids()).toEqual([1, 2, 4, 5, 6])
    t.clock.set(NOW + 3 * HOUR)
    expect(await ids()).toEqual([1, 2, 5, 6])
    expect((await list()).find((b) => b.id === 2)).toMatchObject({ startAt: NOW + HOUR, endAt: null })
  })

  test('hides disabled banners', async () => {
    await t.db.updateTable('banner').set({ enabled: 0 }).where('id', 'in', [1, 5]).execute()
    expireCache()
    expect(await ids()).toEqual([2, 3, 4, 6])
  })

  test('serves the list from a short cache: a direct table edit shows once it expires', async () => {
    expect(await ids()).toEqual([1, 2, 3, 4, 5, 6])
    await t.db.updateTable('banner').set({ enabled: 0 }).where('id', '=', 2).execute()
    expect(await ids()).toEqual([1, 2, 3, 4, 5, 6])
    expireCache()
    expect(await ids()).toEqual([1, 3, 4, 5, 6])
  })
})

describe('banner/detail', () => {
  test('banner 4: the banner, its landing page paragraphs and its button', async () => {
    const res = await detail(4)
    expect(res.code).toBe(200)
    expect(res.data).toEqual({
      banner: {
        id: 4,
        title: '做任务攒爱心值',
        desc: '签到、估价、邀请好友都能领',
        image: '',
        colors: ['#f5317f', '#ff7c6e'],
        jumpType: 3,
        jumpPage: null,
        target: 'pages/h5/banner/index?id=4',
        startAt: null,
        endAt: null,
        sort: 40,
      },
      body: [
        '## 爱心值怎么来',
        '在任务中心完成每日签到、估价账号、分享报告、邀请好友等任务，领取爱心值。',
        '## 爱心值能做什么',
        '爱心值可以兑换报告解锁券，也可以兑换抽奖机会，抽实物好礼、现金红包和解锁券。',
        '## 注意',
        '任务进度以实际发生为准，每个任务有每日或总领取上限；爱心值不能提现、不能转让。',
      ],
      action: { text: '去做任务', path: 'pages/missionCenter/index' },
    })
  })

  test('a banner without a landing page text answers an empty body and no button', async () => {
    const res = await detail(1)
    expect(res.data).toMatchObject({ banner: { id: 1, jumpPage: 1 }, body: [], action: null })
  })

  test('unknown, disabled, not yet started and ended banners answer 40004 活动不存在或已结束', async () => {
    const gone = { code: 40004, msg: '活动不存在或已结束', data: null }
    expect(await detail(999)).toMatchObject(gone)
    await t.db.updateTable('banner').set({ enabled: 0 }).where('id', '=', 1).execute()
    expect(await detail(1)).toMatchObject(gone)
    await t.db
      .updateTable('banner')
      .set({ start_at: NOW + 1 })
      .where('id', '=', 2)
      .execute()
    expect(await detail(2)).toMatchObject(gone)
    t.clock.set(NOW + 1)
    expect((await detail(2)).code).toBe(200)
    await t.db.updateTable('banner').set({ end_at: NOW }).where('id', '=', 3).execute()
    expect(await detail(3)).toMatchObject(gone)
  })

  test('a bad id is a parameter error naming the field', async () => {
    expect(await detail(0)).toMatchObject({ code: 40000, msg: '参数错误：id 超出范围' })
    expect(await detail('4')).toMatchObject({ code: 40000, msg: '参数错误：id 类型不正确' })
    expect(await t.post(`${API}/banner/detail`, {})).toMatchObject({ code: 40000, msg: '缺少参数 id' })
  })
})
