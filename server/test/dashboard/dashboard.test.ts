import { FeedbackStatus, PayType, PrizeState, ReportKind, ReportStatus } from '../../src/contract/values'
import type { DashboardData } from '../../src/contract/console'
import { JobName } from '../../src/jobs/job-queue'
import { LocalJobQueue } from '../../src/jobs/local-queue'
import { formatDashboard, spanDashboard } from '../../src/modules/dashboard'
import { trackerEvent } from '../tracker/events'
import { createConsoleApp, type ConsoleTestApp, type Session } from '../console/console-fixture'

/**
 * 数据看板: every figure from known rows, on the right Beijing day (a row at 23:59:59.999 Beijing is that day's, one
 * at 00:00 the next day's), the funnel that cannot exceed 100%, and the endpoint's roles and refusals.
 */
const HOUR = 3_600_000
const DAY = 24 * HOUR
// 2025-01-15 12:00 Beijing.
const NOW = Date.UTC(2025, 0, 15, 4)
/** Beijing midnight starting 2025-01-15 (16:00 UTC the day before). */
const MIDNIGHT = Date.UTC(2025, 0, 14, 16)
const LAST_MS_OF_14TH = MIDNIGHT - 1

let t: ConsoleTestApp
let analyst: Session
let users: number[]

const ev = trackerEvent

const report = (
  id: string,
  userId: number,
  status: number,
  createdAt: number,
  unlock: { at: number; by: string } | null = null,
  kind: number = ReportKind.VALUATION,
) => ({
  id,
  user_id: userId,
  kind,
  game_id: 10026,
  evaluate_type: 2,
  input: '{}',
  status,
  result: null,
  teaser: null,
  error: null,
  created_at: createdAt,
  updated_at: createdAt,
  unlocked_at: unlock?.at ?? null,
  unlocked_by: unlock?.by ?? null,
  deleted: 0,
})

const order = (
  id: string,
  userId: number,
  reportId: string,
  o: { at: number; paidAt?: number; payType?: number; provider?: string; fen?: number; scene?: number },
) => ({
  id,
  user_id: userId,
  scene: o.scene ?? 1,
  report_id: reportId,
  list_fen: o.fen ?? 990,
  discount_fen: 0,
  coupon_id: null,
  amount_fen: o.fen ?? 990,
  pay_type: o.payType ?? PayType.WEIXIN,
  provider: o.provider ?? 'weixin',
  channel: 'jsapi',
  terminal: 5,
  trade_no: null,
  status: o.paidAt ? ('paid' as const) : ('created' as const),
  launch: null,
  created_at: o.at,
  expires_at: o.at + HOUR,
  paid_at: o.paidAt ?? null,
  closed_at: null,
  close_reason: null,
  refunded_at: null,
  refund_no: null,
  refund_state: null,
  refund_reason: null,
  updated_at: o.at,
})

beforeAll(async () => {
  t = await createConsoleApp({ now: NOW })
  for (const phone of ['13800007001', '13800007002', '13800007003', '13800007004']) await t.playerLogin(phone)
  users = (await t.db.selectFrom('users').select('id').orderBy('id').execute()).map((u) => u.id)
  await t.addOperator('ana', 'analyst')
  analyst = await t.sessionOf('ana')

  await t.db
    .insertInto('tracker_event')
    .values([
      // 14th, last millisecond: visitor a (user 0) on H5 goes through the whole funnel.
      ev('a', 2, 'pv', 'index', LAST_MS_OF_14TH, users[0]),
      ev('a', 2, 'event', 'valuation', LAST_MS_OF_14TH, users[0]),
      ev('a', 2, 'pv', 'pay', LAST_MS_OF_14TH, users[0]),
      // 15th, first millisecond: a again (one visitor over the span), and b (user 1) on weixin.
      ev('a', 2, 'pv', 'index', MIDNIGHT),
      ev('b', 5, 'pv', 'index', MIDNIGHT, users[1]),
      ev('b', 5, 'event', 'valuation', MIDNIGHT + 1, users[1]),
      // c never opened the home page: not in the funnel, still a visitor.
      ev('c', 5, 'pv', 'report', MIDNIGHT + 2, users[2]),
      // Outside the span.
      ev('old', 2, 'pv', 'index', MIDNIGHT - 3 * DAY),
    ])
    .execute()

  await t.db
    .insertInto('report')
    .values([
      report('r1', users[0], ReportStatus.UNLOCKED, LAST_MS_OF_14TH, { at: LAST_MS_OF_14TH, by: 'pay:O1' }),
      report('r2', users[1], ReportStatus.UNLOCKED, MIDNIGHT, { at: MIDNIGHT, by: 'coupon:7' }),
      report('r3', users[1], ReportStatus.GENERATING, MIDNIGHT + 1),
      report('r4', users[1], ReportStatus.FAILED, MIDNIGHT + 2),
      // Users 2 and 3 never opened the home page: with r1 and r2, four users had a report unlocked while one visitor
      // opened the pay page, and the old funnel (users over visitors) showed 400% there.
      report('r5', users[2], ReportStatus.UNLOCKED, MIDNIGHT + 3, { at: MIDNIGHT + 3, by: 'help:abc' }),
      report('r6', users[2], ReportStatus.UNLOCKED, MIDNIGHT + 4, { at: MIDNIGHT + 4, by: 'pay:O3' }),
      report('r7', users[3], ReportStatus.UNLOCKED, MIDNIGHT + 5, { at: MIDNIGHT + 5, by: 'pay:O4' }),
      // A PK report is born unlocked: no unlock counted.
      report('pk', users[0], ReportStatus.UNLOCKED, MIDNIGHT, { at: MIDNIGHT, by: 'pk' }, ReportKind.PK),
    ])
    .execute()

  await t.db
    .insertInto('pay_order')
    .values([
      order('O1', users[0], 'r1', { at: LAST_MS_OF_14TH - 10, paidAt: LAST_MS_OF_14TH, fen: 990 }),
      order('O2', users[1], 'r3', { at: MIDNIGHT }),
      order('O3', users[2], 'r6', { at: MIDNIGHT + 1, paidAt: MIDNIGHT + 2, provider: 'alipay', payType: PayType.ZHIFUBAO, fen: 1990 }),
      order('O4', users[3], 'r7', {
        at: MIDNIGHT + 1,
        paidAt: MIDNIGHT + 2,
        provider: 'alipay',
        payType: PayType.ZHIFUBAO,
        fen: 500,
        scene: 2,
      }),
      // A coupon unlock's order is not a cash order.
      order('C1', users[1], 'r2', { at: MIDNIGHT, paidAt: MIDNIGHT, provider: 'coupon', payType: PayType.COUPON, fen: 0 }),
    ])
    .execute()
  await t.db
    .insertInto('pay_ledger')
    .values([
      { order_id: 'O1', kind: 'payment', provider: 'weixin', trade_no: 'W1', amount_fen: 990, created_at: LAST_MS_OF_14TH },
      { order_id: 'O3', kind: 'payment', provider: 'alipay', trade_no: 'A3', amount_fen: 1990, created_at: MIDNIGHT + 2 },
      { order_id: 'O4', kind: 'payment', provider: 'alipay', trade_no: 'A4', amount_fen: 500, created_at: MIDNIGHT + 2 },
      // O1 refunded on the 15th: counts against the 15th.
      { order_id: 'O1', kind: 'refund', provider: 'weixin', trade_no: 'R1', amount_fen: 990, created_at: MIDNIGHT + 10 },
    ])
    .execute()

  await t.db
    .insertInto('report_help')
    .values([
      { report_id: 'r5', helper_id: users[0], created_at: LAST_MS_OF_14TH },
      { report_id: 'r5', helper_id: users[1], created_at: MIDNIGHT },
      { report_id: 'r5', helper_id: users[3], created_at: MIDNIGHT + 1 },
    ])
    .execute()
  await t.db.updateTable('users').set({ inviter_id: users[0], invited_at: MIDNIGHT }).where('id', '=', users[3]).execute()

  await t.db
    .insertInto('draw_activity')
    .values({
      id: 'act',
      title: '活动',
      subtitle: '',
      style: 'draw',
      rules: '[]',
      start_at: 0,
      end_at: NOW + DAY,
      per_user_limit: 9,
      per_day_limit: 9,
      enabled: 1,
      created_at: 0,
      updated_at: 0,
    })
    .execute()
  const draw = (state: number, at: number) => ({
    user_id: users[0],
    activity_id: 'act',
    prize_id: null,
    prize_type: null,
    prize_name: null,
    prize_image: null,
    amount_fen: 0,
    coupon_count: 0,
    state,
    created_at: at,
    updated_at: at,
  })
  await t.db
    .insertInto('draw_record')
    .values([draw(PrizeState.COUPON_GRANTED, LAST_MS_OF_14TH), draw(PrizeState.NO_PRIZE, MIDNIGHT), draw(PrizeState.SHIPPED, MIDNIGHT)])
    .execute()

  const feedback = (status: number) => ({
    user_id: users[0],
    category: 'other',
    content: '建议',
    contact: null,
    contact_type: null,
    image_count: 0,
    status,
    created_at: NOW - 10 * DAY,
    page: null,
    device: null,
    assigned_to: null,
    last_reply_at: null,
  })
  await t.db
    .insertInto('feedback')
    .values([feedback(FeedbackStatus.NEW), feedback(FeedbackStatus.REPLIED), feedback(FeedbackStatus.CLOSED)])
    .execute()
})
afterAll(async () => {
  await t.close()
})

const read = (from: string, to: string, session = analyst) => t.call<DashboardData>('GET', `/dashboard?from=${from}&to=${to}`, { session })

test('each figure on its Beijing day: the last millisecond of the 14th is the 14th, midnight the 15th', async () => {
  const d = await spanDashboard(t.db, '2025-01-14', '2025-01-15')
  const [d14, d15] = d.days
  expect(d14).toEqual({
    day: '2025-01-14',
    visitors: 1,
    valuationsStarted: 1,
    valuationsFinished: 1,
    unlockedByPay: 1,
    unlockedByCoupon: 0,
    unlockedByHelp: 0,
    paidFen: 990,
    netFen: 990,
    ordersCreated: 1,
    ordersPaid: 1,
    paySuccessRate: 1,
    refunds: 0,
    refundedFen: 0,
    helps: 1,
    invitationsAccepted: 0,
    prizesGiven: 1,
  })
  expect(d15).toEqual({
    day: '2025-01-15',
    visitors: 3,
    // r2..r7: failed and generating ones were started too.
    valuationsStarted: 6,
    valuationsFinished: 4,
    unlockedByPay: 2,
    unlockedByCoupon: 1,
    unlockedByHelp: 1,
    paidFen: 2490,
    netFen: 1500,
    // O2 unpaid, O3 and O4 paid; the coupon order is not a cash order.
    ordersCreated: 3,
    ordersPaid: 2,
    paySuccessRate: 2 / 3,
    refunds: 1,
    refundedFen: 990,
    helps: 2,
    invitationsAccepted: 1,
    prizesGiven: 1,
  })
  // Visitors over the span are distinct over it: a came on both days.
  expect(d.total).toMatchObject({ visitors: 3, valuationsStarted: 7, paidFen: 3480, netFen: 2490, ordersCreated: 4, ordersPaid: 3 })
  expect(d.total.paySuccessRate).toBeCloseTo(0.75)
  expect(d.feedback).toMatchObject({ open: 2, awaitingReply: 1 })
  expect(d.revenue.rows).toEqual([
    { day: '2025-01-14', scene: 1, provider: 'weixin', paidCount: 1, paidFen: 990, refundedFen: 0, netFen: 990 },
    { day: '2025-01-15', scene: 1, provider: 'alipay', paidCount: 1, paidFen: 1990, refundedFen: 0, netFen: 1990 },
    { day: '2025-01-15', scene: 1, provider: 'weixin', paidCount: 0, paidFen: 0, refundedFen: 990, netFen: -990 },
    { day: '2025-01-15', scene: 2, provider: 'alipay', paidCount: 1, paidFen: 500, refundedFen: 0, netFen: 500 },
  ])
  // Every figure has a 口径.
  for (const key of Object.keys(d14).filter((k) => k !== 'day')) expect(d.metrics.find((m) => m.key === key)?.basis).toBeTruthy()
})

test('one day alone: the 14th holds nothing of the 15th', async () => {
  const d = await spanDashboard(t.db, '2025-01-14', '2025-01-14')
  expect(d.days.map((x) => x.day)).toEqual(['2025-01-14'])
  expect(d.total).toMatchObject({ visitors: 1, valuationsStarted: 1, refunds: 0, helps: 1 })
})

test('the funnel counts visitors only, each step within the one before: never above 100%', async () => {
  const d = await spanDashboard(t.db, '2025-01-14', '2025-01-15')
  expect(d.funnel.rows).toEqual([
    // a: home, action, finished (r1), pay page, unlocked (r1).
    { terminal: 2, terminalName: 'H5', counts: [1, 1, 1, 1, 1] },
    // b: home, action, finished (r2), no pay page: stops there even though r2 was unlocked.
    { terminal: 5, terminalName: '微信小程序', counts: [1, 1, 1, 0, 0] },
    { terminal: null, terminalName: '全部终端', counts: [2, 2, 2, 1, 1] },
  ])
  for (const row of d.funnel.rows) for (let i = 1; i < row.counts.length; i++) expect(row.counts[i]).toBeLessThanOrEqual(row.counts[i - 1])
  expect(d.funnel.steps).toHaveLength(5)
  expect(formatDashboard(d)).toMatch(/全部终端\s+2\s+2\(100%\)\s+2\(100%\)\s+1\(50%\)\s+1\(100%\)/)
})

test('the console endpoint: analyst and admin read it, others are refused, bad ranges are 40000 in Chinese', async () => {
  const res = await read('2025-01-14', '2025-01-15')
  expect(res.code).toBe(200)
  expect(res.data.today).toBe('2025-01-15')
  expect(res.data.total.valuationsStarted).toBe(7)
  expect(res.data.jobs.rows.map((r) => r.name)).toEqual(Object.values(JobName))
  expect(res.data.accuracy.points.every((p) => p.mdape >= 0 && p.at > 0)).toBe(true)

  for (const role of ['finance', 'support', 'operations'] as const) {
    await t.addOperator(`op-${role}`, role)
    expect((await read('2025-01-14', '2025-01-15', await t.sessionOf(`op-${role}`))).code).toBe(40003)
  }
  for (const [from, to, msg] of [
    ['2025-02-30', '2025-03-01', '日期不存在'],
    ['2025-01-15', '2025-01-14', '结束日期不能早于开始日期'],
    ['2024-01-01', '2025-01-15', '一次最多查询 92 天'],
  ]) {
    const bad = await read(from, to)
    expect(bad.code).toBe(40000)
    expect(bad.msg).toContain(msg)
  }
  expect((await read('2025-1-14', '2025-01-15')).code).toBe(40000)
})

test('the in-process queue reports what waits, what runs, and what failed in the last 24 hours', async () => {
  let clock = NOW
  const q = new LocalJobQueue(
    () => {},
    () => clock,
  )
  let release: () => void = () => {}
  q.work(JobName.VALUATION, () => new Promise<void>((resolve) => (release = resolve)))
  q.work(JobName.RETRAIN, async () => {
    throw new Error('boom')
  })
  await q.send(JobName.RETRAIN, { gameIds: [] })
  await q.send(JobName.VALUATION, { reportId: 'a' })
  await q.send(JobName.VALUATION, { reportId: 'b' })
  await new Promise((r) => setImmediate(r))
  await new Promise((r) => setImmediate(r))
  const row = async (name: JobName) => (await q.stats()).find((s) => s.name === name)
  expect(await row(JobName.RETRAIN)).toEqual({ name: JobName.RETRAIN, queued: 0, oldestQueuedMs: 0, active: 0, failed: 1 })
  // The queued job's age is how long it has waited.
  clock += 5000
  expect(await row(JobName.VALUATION)).toEqual({ name: JobName.VALUATION, queued: 1, oldestQueuedMs: 5000, active: 1, failed: 0 })
  release()
  await new Promise((r) => setImmediate(r))
  release()
  await q.idle()
  expect(await row(JobName.VALUATION)).toEqual({ name: JobName.VALUATION, queued: 0, oldestQueuedMs: 0, active: 0, failed: 0 })
  clock += 24 * HOUR + 1
  expect((await row(JobName.RETRAIN))?.failed).toBe(0)
})
