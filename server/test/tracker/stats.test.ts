import { formatUsageStats, usageStats } from '../../src/modules/tracker/stats'
import { createTestApp, type TestApp } from '../helpers'
import { trackerEvent } from './events'

/** `npm run stats`: page views, visitors and top pages over seeded events. */
const DAY = 24 * 60 * 60 * 1000
// 2025-01-15 12:00 Beijing time.
const NOW = Date.UTC(2025, 0, 15, 4, 0, 0)

let t: TestApp
let users: number[]
beforeAll(async () => {
  t = await createTestApp({ now: NOW })
  await t.login('13800000001')
  await t.login('13800000002')
  users = (await t.db.selectFrom('users').select('id').orderBy('id').execute()).map((u) => u.id)
  const ev = trackerEvent
  const today = NOW - 60_000
  const yesterday = NOW - DAY
  await t.db
    .insertInto('tracker_event')
    .values([
      // web visitor a (user 1): the whole funnel today
      ev('a', 2, 'pv', 'index', today, users[0]),
      ev('a', 2, 'pv', 'index', today + 1),
      ev('a', 2, 'event', 'valuation', today + 2, users[0]),
      ev('a', 2, 'pv', 'valuation-report', today + 3, users[0]),
      ev('a', 2, 'pv', 'pay', today + 4, users[0]),
      ev('a', 2, 'duration', 'index', today + 5),
      // weixin visitor b (user 2): home and valuation yesterday
      ev('b', 5, 'pv', 'index', yesterday, users[1]),
      ev('b', 5, 'event', 'valuation', yesterday + 1, users[1]),
      // web visitor c: home only, a valuation page view (not an action) does not count as started
      ev('c', 2, 'pv', 'index', today),
      ev('c', 2, 'pv', 'valuation', today),
      // outside a 2-day period
      ev('old', 4, 'pv', 'index', NOW - 5 * DAY),
    ])
    .execute()
})
afterAll(async () => {
  await t.close()
})

test('daily page views and unique visitors per China day, zero days included', async () => {
  const s = await usageStats(t.db, NOW, 3)
  expect(s.daily).toEqual([
    { day: '2025-01-13', pageViews: 0, visitors: 0 },
    { day: '2025-01-14', pageViews: 1, visitors: 1 },
    { day: '2025-01-15', pageViews: 6, visitors: 2 },
  ])
})

test('top pages by page views', async () => {
  const s = await usageStats(t.db, NOW, 2)
  expect(s.topPages).toEqual([
    { name: 'index', pageViews: 4, visitors: 3 },
    { name: 'pay', pageViews: 1, visitors: 1 },
    { name: 'valuation', pageViews: 1, visitors: 1 },
    { name: 'valuation-report', pageViews: 1, visitors: 1 },
  ])
})

test('prints the daily figures and the top pages', async () => {
  const text = formatUsageStats(await usageStats(t.db, NOW, 2))
  expect(text).toContain('2025-01-15        6        2')
  expect(text).toContain('index')
})
