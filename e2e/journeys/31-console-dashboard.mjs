// 数据看板 after the journeys (issue 38 points 5 and 6): an analyst reads today's figures on the page and, for exact
// numbers, from the endpoint the page reads; then a new player does known things (opens the H5 app, two props
// valuations, pays for one in the sandbox cashier, sends one feedback) and the analyst reads again: every figure
// moved by exactly what the player did, and nothing else moved.
import assert from 'node:assert/strict'
import { consoleOperator, DESKTOP } from '../lib/console.mjs'
import { loginPlayer } from '../lib/login.mjs'
import { lockedValuationReport, payInSandbox } from '../lib/pay.mjs'

const PHONE = '13800138090'
const ANSWERS = { skins: { epic: 24, legend: 6, starLegend: 1, glory: 1 }, heroCount: 105, server: '安卓QQ' }
const beijingToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)

/** Today's dashboard as the endpoint answers the analyst's page (its session cookie). */
async function readToday(desk) {
  const day = beijingToday()
  const reply = await desk.evaluate(
    async (q) => (await fetch(`/console/api/dashboard?${q}`, { credentials: 'same-origin' })).json(),
    `from=${day}&to=${day}`,
  )
  assert.equal(reply.code, 200, JSON.stringify(reply))
  return reply.data
}

/** The value a card of 今日 shows. */
const card = async (desk, label) =>
  (
    await desk
      .locator('.ant-statistic', { has: desk.locator('.ant-statistic-title', { hasText: new RegExp(`^${label}$`) }) })
      .locator('.ant-statistic-content')
      .innerText()
  ).trim()

const revenueOf = (data) => new Map(data.revenue.rows.map((r) => [`${r.scene}|${r.provider}`, r]))

export default {
  name: 'console dashboard: the figures move by exactly what a player did',
  exclusive: "it checks that nothing but its own player moved the day's figures",
  async run(ctx) {
    const { page, api, screenshot } = ctx
    const { page: desk } = await consoleOperator(ctx, 'analyst', { name: 'e2e-analyst-dashboard' })
    await desk.goto(`${ctx.base}/console/dashboard`)
    await desk.getByText(`今日（${beijingToday()}）`).waitFor({ timeout: 15000 })
    await desk.locator('.ant-card', { hasText: '每日数字' }).waitFor({ timeout: 15000 })
    const before = await readToday(desk)
    const d0 = before.days[0]
    assert.equal(await card(desk, '访客'), String(d0.visitors))
    assert.equal(await card(desk, '开始估价'), String(d0.valuationsStarted))
    await screenshot('before', desk)

    // The player: opens the app (a new visitor), two valuations, pays for one, one feedback.
    const token = await loginPlayer(ctx, PHONE)
    const first = await lockedValuationReport({ api, page }, token, ANSWERS)
    await lockedValuationReport({ api, page }, token, { ...ANSWERS, heroCount: 90 })
    const orderNo = await payInSandbox(ctx, token, 1, first)
    const paid = await api('payment/status', { orderNo }, token)
    const amountFen = paid.data.amountFen
    assert.ok(amountFen > 0, JSON.stringify(paid))
    const sent = await api('feedback/submit', { category: 'suggestion', content: '数据看板旅程：希望增加更多游戏' }, token)
    assert.equal(sent.code, 200, JSON.stringify(sent))

    // The app sends its events in batches: wait until the visit has arrived, then compare every figure.
    let after = await readToday(desk)
    for (let i = 0; i < 60 && after.days[0].visitors === d0.visitors; i++) {
      await desk.waitForTimeout(500)
      after = await readToday(desk)
    }
    const d1 = after.days[0]
    const moved = Object.fromEntries(
      Object.keys(d0)
        .filter((k) => k !== 'day' && k !== 'paySuccessRate')
        .map((k) => [k, d1[k] - d0[k]]),
    )
    assert.deepEqual(moved, {
      visitors: 1,
      valuationsStarted: 2,
      valuationsFinished: 2,
      unlockedByPay: 1,
      unlockedByCoupon: 0,
      unlockedByHelp: 0,
      paidFen: amountFen,
      netFen: amountFen,
      ordersCreated: 1,
      ordersPaid: 1,
      refunds: 0,
      refundedFen: 0,
      helps: 0,
      invitationsAccepted: 0,
      prizesGiven: 0,
    })
    assert.equal(after.feedback.open - before.feedback.open, 1)
    // Revenue: exactly one scene and provider moved, by the order's amount, under scene 1 (估价报告解锁).
    const [was, now] = [revenueOf(before), revenueOf(after)]
    const changed = [...now.entries()].filter(([key, r]) => r.paidFen !== (was.get(key)?.paidFen ?? 0))
    assert.equal(changed.length, 1, JSON.stringify(changed))
    const [[key, row]] = changed
    assert.equal(row.scene, 1)
    assert.equal(row.paidFen - (was.get(key)?.paidFen ?? 0), amountFen)
    assert.equal(row.paidCount - (was.get(key)?.paidCount ?? 0), 1)
    // The funnel: one more visitor opened the home page (all terminals), and no step exceeds the one before.
    const allOf = (data) => data.funnel.rows.find((r) => r.terminal === null).counts
    assert.equal(allOf(after)[0] - allOf(before)[0], 1)
    for (const r of after.funnel.rows) r.counts.forEach((n, i) => assert.ok(i === 0 || n <= r.counts[i - 1], JSON.stringify(r)))

    // The page shows the same numbers.
    await desk.getByRole('button', { name: /刷\s*新/ }).click()
    for (let i = 0; i < 40 && (await card(desk, '访客')) !== String(d1.visitors); i++) await desk.waitForTimeout(250)
    assert.equal(await card(desk, '访客'), String(d1.visitors))
    assert.equal(await card(desk, '开始估价'), String(d1.valuationsStarted))
    assert.equal(await card(desk, '付费解锁'), String(d1.unlockedByPay))
    await screenshot('after', desk)
    await desk.setViewportSize({ width: 390, height: 844 })
    await desk.waitForTimeout(500)
    await screenshot('after-phone', desk)
    await desk.setViewportSize(DESKTOP)
    for (const section of ['每日数字', '估价漏斗（按终端）', '估价准确度（按游戏）']) {
      await desk.locator('.ant-card', { hasText: section }).last().scrollIntoViewIfNeeded()
      await screenshot(`after-${section.slice(0, 4)}`, desk)
    }
  },
}
