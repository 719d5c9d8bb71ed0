import { DEMO_SOURCE, generateDemoMarket } from '../../src/market/demo'
import { ownListingLink } from '../../src/market/links'
import { MarketStore } from '../../src/market/store'
import type { TestApp } from '../helpers'
import { API, GAME, createValuationApp, sampleAnswers, waitForReport } from './fixture'

describe('valuation reports', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createValuationApp()
    token = (await t.login('13800001001')).token
  })
  afterAll(async () => {
    await t.close()
  })

  const reportCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('report')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  test('props valuation: generating → teaser only → unlock → full report; unlock is idempotent', async () => {
    const created = await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2, answers: sampleAnswers() }, token)
    expect(created.code).toBe(200)
    const valId = created.data.valId as string
    expect(valId).toMatch(/^r_[A-Za-z0-9_-]{16}$/)

    const locked = await waitForReport(t, token, valId)
    expect(locked.code).toBe(200)
    expect(locked.data).toMatchObject({ valId, status: 1, gameId: GAME, gameName: '王者荣耀', evaluateType: 2, demo: true })
    expect(['N', 'R', 'SR', 'SSR', 'UR']).toContain(locked.data.level)
    expect(locked.data.band).toMatch(/元/)
    expect(typeof locked.data.comparableCount).toBe('number')
    expect(locked.data.estimateFen).toBeUndefined()

    expect(await t.app.services.valuation.unlockReport(valId, 'test')).toEqual({ status: 2, changed: true })
    expect(await t.app.services.valuation.unlockReport(valId, 'test')).toEqual({ status: 2, changed: false })
    // Paying for it now is refused: it is already unlocked.
    expect(await t.post(`${API}/payment/payTrans`, { scene: 1, valId, payType: 1 }, token)).toMatchObject({ code: 40026 })

    const full = await t.post(`${API}/val/valReport`, { valId }, token)
    expect(full.data.status).toBe(2)
    expect(full.data.estimateFen).toBeGreaterThan(0)
    expect(full.data.range.lowFen).toBeLessThanOrEqual(full.data.estimateFen)
    expect(full.data.range.highFen).toBeGreaterThanOrEqual(full.data.estimateFen)
    expect(
      full.data.breakdown.baseFen +
        full.data.breakdown.items.reduce((s: number, i: { contributionFen: number }) => s + i.contributionFen, 0),
    ).toBe(full.data.estimateFen)
    // 空号 is this game's: an account without its own assets (issue 35 point 7), not another game's 皮肤道具.
    expect(full.data.breakdown.emptyAccount).toBe('没有皮肤、英雄的账号')
    expect(Array.isArray(full.data.comparables)).toBe(true)
    expect(full.data.trend.length).toBeGreaterThan(0)
    expect(full.data.level).toBe(locked.data.level)
    expect(full.data.unlockedAt).toBe(t.clock.now())
  })

  test('a locked report never shows locked content, in any response', async () => {
    const { valId } = (await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2, answers: sampleAnswers(1) }, token)).data
    await waitForReport(t, token, valId)
    const stored = await t.db.selectFrom('report').select(['result', 'status']).where('id', '=', valId).executeTakeFirstOrThrow()
    expect(stored.status).toBe(1)
    const estimateFen = JSON.parse(stored.result as string).estimateFen as number

    const responses = [
      await t.post(`${API}/val/valReport`, { valId }, token),
      // The list also holds this user's unlocked report (with its estimate): only this report's row is checked.
      await t.post(`${API}/val/reportList`, {}, token).then((res) => ({
        ...res,
        data: (res.data.list as { valId: string }[]).find((r) => r.valId === valId),
      })),
      await t.post(`${API}/valMainCount`),
      await t.post(`${API}/valGameMain`),
    ]
    for (const res of responses) {
      const text = JSON.stringify(res.data)
      for (const key of [
        'estimateFen',
        'range',
        'breakdown',
        'comparables',
        'lowFen',
        'highFen',
        'contributionFen',
        'reportQuestions',
        'trend',
      ]) {
        expect(text).not.toContain(`"${key}"`)
      }
      expect(text).not.toMatch(new RegExp(`(^|[^0-9])(${estimateFen}|${estimateFen / 100})([^0-9]|$)`))
    }
  })

  test('bad answers → 40000 naming the field, no report written', async () => {
    const before = await reportCount()
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...sampleAnswers(), foo: 1 }, /未知的属性：foo/],
      [{ ...sampleAnswers(), heroCount: 999 }, /英雄数量应在 0 到 130 之间（heroCount）/],
      [{ ...sampleAnswers(), liveMail: 'x' }, /活邮.*（liveMail）/],
    ]
    for (const [answers, msg] of cases) {
      const res = await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2, answers }, token)
      expect(res.code).toBe(40000)
      expect(res.msg).toMatch(/^参数错误：/)
      expect(res.msg).toMatch(msg)
      expect(res.data).toBeNull()
    }
    expect((await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2, answers: [] }, token)).code).toBe(40000)
    expect((await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2 }, token)).msg).toBe('缺少参数 answers')
    expect(await reportCount()).toBe(before)
  })

  test('unknown game → 40004, unnamed/disabled game → 40023, auth type without authId → 40000, login required', async () => {
    expect((await t.post(`${API}/val/valuation`, { gameId: 99999, evaluateType: 2, answers: {} }, token)).code).toBe(40004)
    const disabled = await t.post(`${API}/val/valuation`, { gameId: 10130, evaluateType: 2, answers: {} }, token)
    expect(disabled.code).toBe(40023)
    expect(disabled.msg).toMatch(/暂未开放估价/)
    const auth = await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 3 }, token)
    expect(auth).toMatchObject({ code: 40000, msg: '缺少参数 authId' })
    expect((await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2, answers: sampleAnswers() })).code).toBe(40005)
  })

  test('a game with a refused model fails the report with the reason', async () => {
    // 10012 has no market rows in this app: its stored model is a refusal.
    const [row] = generateDemoMarket({ games: [10012], rowsPerGame: 1 })
    const { valId } = (await t.post(`${API}/val/valuation`, { gameId: 10012, evaluateType: 2, answers: row.attrs }, token)).data
    const res = await waitForReport(t, token, valId)
    expect(res.data).toMatchObject({ status: 3 })
    expect(res.data.reason).toMatch(/样本不足/)
    await expect(t.app.services.valuation.unlockReport(valId, 'test')).rejects.toMatchObject({ code: 40025 })
  })

  test('val/retry generates a failed report again from its stored input, for its owner only', async () => {
    const { valId } = (await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2, answers: sampleAnswers(3) }, token)).data
    const generated = await waitForReport(t, token, valId)
    expect(generated.data.status).toBe(1)
    const input = (await t.db.selectFrom('report').select('input').where('id', '=', valId).executeTakeFirstOrThrow()).input

    // A generated report has nothing to retry.
    expect(await t.post(`${API}/val/retry`, { valId }, token)).toMatchObject({ code: 40000, msg: '报告已生成，无需重新估价' })

    // Failed (as a crashed job leaves it): the retry re-queues it with the same input and it is generated again.
    await t.db
      .updateTable('report')
      .set({ status: 3, error: '估价失败，请稍后重试', result: null, teaser: null })
      .where('id', '=', valId)
      .execute()
    const other = (await t.login('13800001009')).token
    const foreign = await t.post(`${API}/val/retry`, { valId }, other)
    const missing = await t.post(`${API}/val/retry`, { valId: 'r_doesnotexist0000' }, other)
    expect([foreign.code, foreign.msg]).toEqual([40004, missing.msg])
    expect((await t.post(`${API}/val/retry`, { valId })).code).toBe(40005)
    expect(await t.post(`${API}/val/retry`, {}, token)).toMatchObject({ code: 40000, data: null })
    const before = await reportCount()
    const retried = await t.post(`${API}/val/retry`, { valId }, token)
    expect(retried).toMatchObject({ code: 200, data: { valId, status: 0 } })
    const again = await waitForReport(t, token, valId)
    expect(again.data).toMatchObject({ valId, status: 1, level: generated.data.level, band: generated.data.band })
    expect(again.data.reason).toBeUndefined()
    expect(await reportCount()).toBe(before)
    expect((await t.db.selectFrom('report').select('input').where('id', '=', valId).executeTakeFirstOrThrow()).input).toBe(input)
  })

  test('val/retry of a report the model still refuses fails it again with the reason', async () => {
    const [row] = generateDemoMarket({ games: [10012], rowsPerGame: 1 })
    const { valId } = (await t.post(`${API}/val/valuation`, { gameId: 10012, evaluateType: 2, answers: row.attrs }, token)).data
    expect((await waitForReport(t, token, valId)).data.status).toBe(3)
    expect((await t.post(`${API}/val/retry`, { valId }, token)).data).toEqual({ valId, status: 0 })
    const res = await waitForReport(t, token, valId)
    expect(res.data.status).toBe(3)
    expect(res.data.reason).toMatch(/样本不足/)
  })

  test('another user cannot read or list the report (40004, like a missing id)', async () => {
    const { valId } = (await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2, answers: sampleAnswers(2) }, token)).data
    await waitForReport(t, token, valId)
    const other = (await t.login('13800001002')).token
    const foreign = await t.post(`${API}/val/valReport`, { valId }, other)
    const missing = await t.post(`${API}/val/valReport`, { valId: 'r_doesnotexist0000' }, other)
    expect(foreign.code).toBe(40004)
    expect({ code: foreign.code, msg: foreign.msg, data: foreign.data }).toEqual({
      code: missing.code,
      msg: missing.msg,
      data: missing.data,
    })
    expect((await t.post(`${API}/val/reportList`, {}, other)).data).toEqual({ list: [], total: 0 })
  })

  test('reportList: own valuations, newest first, paged (pageSize ≤ 50)', async () => {
    const u = (await t.login('13800001003')).token
    const ids: string[] = []
    for (let i = 0; i < 3; i++) {
      ids.push((await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2, answers: sampleAnswers(i) }, u)).data.valId)
      t.clock.advance(1000)
    }
    for (const id of ids) await waitForReport(t, u, id)
    const page1 = await t.post(`${API}/val/reportList`, { page: 1, pageSize: 2 }, u)
    expect(page1.data.total).toBe(3)
    expect(page1.data.list.map((r: { valId: string }) => r.valId)).toEqual([ids[2], ids[1]])
    expect(page1.data.list[0]).toMatchObject({ status: 1, gameId: GAME, gameName: '王者荣耀', evaluateType: 2 })
    expect(page1.data.list[0].level).toBeDefined()
    const page2 = await t.post(`${API}/val/reportList`, { page: 2, pageSize: 2 }, u)
    expect(page2.data.list.map((r: { valId: string }) => r.valId)).toEqual([ids[0]])
    expect((await t.post(`${API}/val/reportList`, { pageSize: 51 }, u)).code).toBe(40000)
  })

  test('link valuation values the seeded listing by its attributes, never its price', async () => {
    const store = new MarketStore(t.db)
    const listing = (await store.rowsForGame(GAME)).find((r) => r.kind === 'listing')!
    expect(listing.source).toBe(DEMO_SOURCE)
    const { valId } = (
      await t.post(`${API}/val/valuation`, { evaluateType: 1, link: `看看这个号 ${ownListingLink(listing.externalId)}` }, token)
    ).data
    const locked = await waitForReport(t, token, valId)
    expect(locked.data).toMatchObject({ status: 1, gameId: GAME, evaluateType: 1 })

    // Same attributes, a wildly different asking price: the estimate must not move.
    await store.upsertRows([{ ...listing, source: '交易猫', externalId: 'abc123', priceFen: listing.priceFen * 50 }], t.clock.now())
    const { valId: other } = (
      await t.post(`${API}/val/valuation`, { evaluateType: 1, gameId: GAME, link: 'https://m.jiaoyimao.com/goods/abc123.html' }, token)
    ).data
    await waitForReport(t, token, other)
    await t.post('/dev/unlock-report', { valId }, token)
    await t.post('/dev/unlock-report', { valId: other }, token)
    const a = (await t.post(`${API}/val/valReport`, { valId }, token)).data
    const b = (await t.post(`${API}/val/valReport`, { valId: other }, token)).data
    expect(b.estimateFen).toBe(a.estimateFen)

    const wrongGame = await t.post(
      `${API}/val/valuation`,
      { evaluateType: 1, gameId: 10026, link: 'https://m.jiaoyimao.com/goods/abc123.html' },
      token,
    )
    expect(wrongGame.code).toBe(40000)
  })

  test('unknown link → 40021 with the guide page and valuation by properties (link-fallback.test.ts)', async () => {
    const before = await reportCount()
    // The sandbox platforms have no listing whose id ends in 404.
    for (const link of ['https://example.com/item/1', '随便写的文字', 'https://m.jiaoyimao.com/goods/nosuchlisting404.html']) {
      const res = await t.post(`${API}/val/valuation`, { evaluateType: 1, link }, token)
      expect(res.code).toBe(40021)
      expect(res.data).toEqual({ guide: '/pages/h5/guide/getLink', byProps: {} })
    }
    expect((await t.post(`${API}/val/valuation`, { evaluateType: 1, link: 'https://example.com/x' }, token)).msg).toBe(
      '暂不支持该链接，请查看「如何获取链接」',
    )
    expect(await reportCount()).toBe(before)
  })

  test('valMainCount counts finished valuations', async () => {
    t.clock.advance(60 * 1000)
    const finished = Number(
      (
        await t.db
          .selectFrom('report')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', 'in', [1, 2])
          .executeTakeFirstOrThrow()
      ).n,
    )
    expect(finished).toBeGreaterThan(0)
    expect((await t.post(`${API}/valMainCount`)).data.valuationCount).toBe(finished)
  })
})
