import { bandByLabel } from '../../src/modules/reports/band'
import type { TestApp } from '../helpers'
import { API, GAME, NOW, createValuationApp, makeReport, sampleAnswers, waitForReport } from '../valuation-service/fixture'

describe('check/evaluate, check/report and check/records', () => {
  let t: TestApp
  let token: string
  let other: string
  beforeAll(async () => {
    t = await createValuationApp()
    token = (await t.login('13800002001')).token
    other = (await t.login('13800002002')).token
  })
  afterAll(async () => {
    await t.close()
  })

  const paidAt = NOW - 180 * 86_400_000

  /** Every figure of the result: none of these keys may appear in a response before unlock. */
  const FIGURES = ['valueNowFen', 'valueAtPaidFen', 'profitFen', 'profitPct', 'range', 'overpaidFen', 'text', 'estimateFen']
  const noFigures = (data: unknown) => {
    const json = JSON.stringify(data)
    for (const k of FIGURES) expect(json).not.toContain(`"${k}"`)
  }
  const evaluate = (paidFen: number, tok = token) =>
    t.post(`${API}/check/evaluate`, { gameId: GAME, answers: sampleAnswers(), paidFen, paidAt }, tok)
  const unlock = (reportId: string) => t.app.services.valuation.unlockReport(reportId, 'test')

  test('evaluate answers only the teaser; the full result once the check report is unlocked', async () => {
    const probe = await evaluate(100)
    expect(probe.code).toBe(200)
    expect(probe.data).toEqual({
      recordId: expect.any(Number),
      reportId: expect.stringMatching(/^r_/),
      status: 1,
      gameId: GAME,
      gameName: '王者荣耀',
      verdict: '赚了',
      band: expect.any(String),
      paidFen: 100,
      paidAt,
      identity: 1,
      marketChangePct: expect.any(Number),
      demo: expect.any(Boolean),
      createdAt: NOW,
    })
    noFigures(probe.data)
    const locked = await t.post(`${API}/check/report`, { reportId: probe.data.reportId }, token)
    expect(locked.data).toEqual(probe.data)
    noFigures(locked.data)

    await unlock(probe.data.reportId)
    const full = (await t.post(`${API}/check/report`, { reportId: probe.data.reportId }, token)).data
    expect(full).toMatchObject({ ...probe.data, status: 2, unlockedAt: NOW })
    const value = full.valueNowFen as number
    expect(value).toBeGreaterThan(0)
    expect(full.profitFen).toBe(value - 100)
    expect(full.range.lowFen).toBeLessThanOrEqual(value)
    expect(typeof full.text).toBe('string')

    // The band holds today's value: paid well above its top is a loss the teaser may already name.
    const overPaid = Math.ceil((bandByLabel(probe.data.band)?.highFen as number) * 1.1)
    const over = await evaluate(overPaid)
    expect(over.data.verdict).toBe('亏了')
    expect(over.data.band).toBe(probe.data.band)
    noFigures(over.data)
    await unlock(over.data.reportId)
    const overFull = (await t.post(`${API}/check/report`, { reportId: over.data.reportId }, token)).data
    expect(overFull.profitFen).toBe(value - overPaid)
    expect(overFull.profitPct).toBeCloseTo(((value - overPaid) / overPaid) * 100, 0)
    expect(overFull.text).toContain('亏了')
    expect(overFull.overpaidFen).toBeGreaterThan(0)
    expect(overFull.valueAtPaidFen).toBeGreaterThan(0)

    // Within ±5% of the price the band cannot tell: the teaser says 待解锁, the unlocked report 持平.
    const even = await evaluate(value)
    expect(even.data.verdict).toBe('待解锁')
    expect(even.data.band).toBe(probe.data.band)
    await unlock(even.data.reportId)
    expect((await t.post(`${API}/check/report`, { reportId: even.data.reportId }, token)).data.verdict).toBe('持平')
  })

  test("a seller (identity 2): the price sold for against today's value, the verdict and profit the seller's", async () => {
    const sell = (paidFen: number) =>
      t.post(`${API}/check/evaluate`, { gameId: GAME, answers: sampleAnswers(), paidFen, paidAt, identity: 2 }, token)
    // Sold for far less than the account is worth today: 亏了 already on the teaser (a buyer would have 赚了).
    const cheap = await sell(100)
    expect(cheap.code).toBe(200)
    expect(cheap.data).toMatchObject({ identity: 2, verdict: '亏了', status: 1, paidFen: 100 })
    noFigures(cheap.data)
    await unlock(cheap.data.reportId)
    const cheapFull = (await t.post(`${API}/check/report`, { reportId: cheap.data.reportId }, token)).data
    const value = cheapFull.valueNowFen as number
    expect(cheapFull).toMatchObject({ identity: 2, verdict: '亏了', profitFen: 100 - value })
    expect(cheapFull.text).toContain('卖亏了')
    expect(cheapFull.text).toContain('卖出')

    // Sold well above the band: the seller gained, on the teaser and in the figures.
    const dear = Math.ceil((bandByLabel(cheap.data.band)?.highFen as number) * 1.1)
    const high = await sell(dear)
    expect(high.data).toMatchObject({ identity: 2, verdict: '赚了' })
    await unlock(high.data.reportId)
    const highFull = (await t.post(`${API}/check/report`, { reportId: high.data.reportId }, token)).data
    expect(highFull).toMatchObject({ verdict: '赚了', profitFen: dear - value })
    expect(highFull.profitPct).toBeCloseTo(((dear - value) / dear) * 100, 0)
    expect(highFull.text).toContain('卖赚了')
    // The records list keeps who traded.
    const rows = (await t.post(`${API}/check/records`, { pageSize: 50 }, token)).data.list as Array<{ reportId: string; identity: number }>
    expect(rows.find((r) => r.reportId === high.data.reportId)?.identity).toBe(2)
  })

  test("a check stored before identities reads as a buyer's", async () => {
    const made = (await evaluate(100)).data
    const row = await t.db.selectFrom('report').select('teaser').where('id', '=', made.reportId).executeTakeFirstOrThrow()
    const { identity: _dropped, ...old } = JSON.parse(row.teaser as string)
    await t.db
      .updateTable('report')
      .set({ teaser: JSON.stringify(old) })
      .where('id', '=', made.reportId)
      .execute()
    expect((await t.post(`${API}/check/report`, { reportId: made.reportId }, token)).data).toEqual(made)
  })

  test('check/report: owner only; a valuation id is missing here, a check id is missing in val/valReport', async () => {
    const mine = (await evaluate(50_000)).data
    const theirs = await t.post(`${API}/check/report`, { reportId: mine.reportId }, other)
    const missing = await t.post(`${API}/check/report`, { reportId: 'r_doesnotexist0000' }, token)
    expect(theirs.code).toBe(40004)
    expect(theirs.msg).toBe('报告不存在')
    // The same answer in every respect but the request's own id and the clock (`date` moves on at a second's
    // boundary between the two requests): nothing tells a missing report from another's.
    const sameness = (r: typeof theirs) => ({ ...r, headers: { ...r.headers, 'x-request-id': undefined, date: undefined } })
    expect(sameness(missing)).toEqual(sameness(theirs))
    await unlock(mine.reportId)
    expect((await t.post(`${API}/check/report`, { reportId: mine.reportId }, other)).code).toBe(40004)

    const valId = await makeReport(t, token, 1)
    expect((await t.post(`${API}/check/report`, { reportId: valId }, token)).code).toBe(40004)
    const asValuation = await t.post(`${API}/val/valReport`, { valId: mine.reportId }, token)
    expect(asValuation.code).toBe(40004)
    expect((await t.post(`${API}/check/report`, {}, token)).code).toBe(40000)
    expect((await t.post(`${API}/check/report`, { reportId: mine.reportId })).code).toBe(40005)
  })

  test('check/records: scoped to the owner, with reportId and status; figures only for unlocked reports', async () => {
    const me = (await t.login('13800002003')).token
    const a = (await evaluate(100, me)).data
    const b = (await evaluate(200_000, me)).data
    const c = (await evaluate(300_000, me)).data
    await unlock(b.reportId)

    const list = await t.post(`${API}/check/records`, { page: 1, pageSize: 2 }, me)
    expect(list.code).toBe(200)
    expect(list.data.total).toBe(3)
    expect(list.data.list.map((r: { reportId: string }) => r.reportId)).toEqual([c.reportId, b.reportId])
    const [lockedRow, unlockedRow] = list.data.list
    expect(lockedRow).toEqual(c)
    noFigures(lockedRow)
    // Unlocked, the row carries the exact verdict (the teaser's came from the band alone).
    const exact = Math.abs(unlockedRow.profitPct) < 5 ? '持平' : unlockedRow.profitPct < 0 ? '亏了' : '赚了'
    expect(unlockedRow).toMatchObject({
      ...b,
      verdict: exact,
      status: 2,
      profitFen: expect.any(Number),
      valueNowFen: expect.any(Number),
      profitPct: expect.any(Number),
    })
    expect(unlockedRow.profitFen).toBe(unlockedRow.valueNowFen - 200_000)
    const page2 = await t.post(`${API}/check/records`, { page: 2, pageSize: 2 }, me)
    expect(page2.data.list).toEqual([a])
    // Another user sees none of them.
    expect((await t.post(`${API}/check/records`, {}, other)).data.list.map((r: { reportId: string }) => r.reportId)).not.toContain(
      a.reportId,
    )
    const fresh = (await t.login('13800002004')).token
    expect((await t.post(`${API}/check/records`, {}, fresh)).data).toEqual({ list: [], total: 0 })
  })

  test("from the caller's own report; another user's report is 40004 like a missing one", async () => {
    const { valId } = (await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2, answers: sampleAnswers(2) }, token)).data
    await waitForReport(t, token, valId)
    const res = await t.post(`${API}/check/evaluate`, { valId, paidFen: 50_000, paidAt }, token)
    expect(res.code).toBe(200)
    expect(res.data.gameId).toBe(GAME)
    const theirs = await t.post(`${API}/check/evaluate`, { valId, paidFen: 50_000, paidAt }, other)
    const missing = await t.post(`${API}/check/evaluate`, { valId: 'r_doesnotexist0000', paidFen: 50_000, paidAt }, other)
    expect(theirs.code).toBe(40004)
    expect(theirs.msg).toBe(missing.msg)
  })

  describe('on an account whose valuation report the caller unlocked (issue 34: nothing charged twice)', () => {
    /** The value the caller bought: the unlocked report's own estimate and range. */
    const reportValue = async (valId: string, tok: string) => {
      const r = (await t.post(`${API}/val/valReport`, { valId }, tok)).data
      expect(r.status).toBe(2)
      return { estimateFen: r.estimateFen as number, range: r.range as { lowFen: number; highFen: number } }
    }

    test("picked from 我的估价记录, or by the same answers: born unlocked with the report's value; payment refuses it", async () => {
      const me = (await t.login('13800002011')).token
      const valId = await makeReport(t, me, 3)
      const { estimateFen, range } = await reportValue(valId, me)
      const paidFen = 80_000

      const picked = await t.post(`${API}/check/evaluate`, { valId, paidFen, paidAt }, me)
      expect(picked.code).toBe(200)
      expect(picked.data).toMatchObject({
        status: 2,
        sourceValId: valId,
        valueNowFen: estimateFen,
        profitFen: estimateFen - paidFen,
        range: { lowFen: range.lowFen, highFen: range.highFen },
        unlockedAt: NOW,
      })
      expect(picked.data.verdict).not.toBe('待解锁')
      // Read again it is the same unlocked report; the records list shows its figures.
      const read = (await t.post(`${API}/check/report`, { reportId: picked.data.reportId }, me)).data
      expect(read).toEqual(picked.data)
      const rows = (await t.post(`${API}/check/records`, {}, me)).data.list
      expect(rows[0]).toMatchObject({ reportId: picked.data.reportId, status: 2, valueNowFen: estimateFen })

      // The same attributes typed again are the same account.
      const typed = await t.post(`${API}/check/evaluate`, { gameId: GAME, answers: sampleAnswers(3), paidFen, paidAt }, me)
      expect(typed.data).toMatchObject({ status: 2, sourceValId: valId, valueNowFen: estimateFen })

      // Nothing to pay for: payment and coupon refuse the report as already unlocked.
      const pay = await t.post(`${API}/payment/payTrans`, { scene: 3, valId: picked.data.reportId, payType: 1 }, me)
      expect(pay.code).toBe(40026)
      expect((await t.post(`${API}/coupon/useCouponInfo`, { scene: 3, valId: picked.data.reportId }, me)).code).toBe(40026)
    })

    test('one value: the report as it was bought, even when the model would value the account differently today', async () => {
      const me = (await t.login('13800002012')).token
      const valId = await makeReport(t, me, 5)
      const row = await t.db.selectFrom('report').select('result').where('id', '=', valId).executeTakeFirstOrThrow()
      const stored = JSON.parse(row.result as string)
      // As if an older model had valued it: the check must show what the report shows, not a fresh estimate.
      stored.estimateFen = 123_400
      stored.range = { ...stored.range, lowFen: 100_000, highFen: 150_000 }
      await t.db
        .updateTable('report')
        .set({ result: JSON.stringify(stored) })
        .where('id', '=', valId)
        .execute()
      const res = (await t.post(`${API}/check/evaluate`, { valId, paidFen: 100_000, paidAt }, me)).data
      expect(res).toMatchObject({ status: 2, valueNowFen: 123_400, profitFen: 23_400, range: { lowFen: 100_000, highFen: 150_000 } })
      expect(bandByLabel(res.band)?.highFen).toBeGreaterThanOrEqual(150_000)
    })

    test("security: another user's unlocked report, or the caller's locked one, never makes a check free", async () => {
      const owner = (await t.login('13800002013')).token
      const stranger = (await t.login('13800002014')).token
      const theirs = await makeReport(t, owner, 6)
      // The stranger types the very attributes the owner unlocked: a paid check like any other.
      const typed = await t.post(`${API}/check/evaluate`, { gameId: GAME, answers: sampleAnswers(6), paidFen: 90_000, paidAt }, stranger)
      expect(typed.code).toBe(200)
      expect(typed.data.status).toBe(1)
      expect(typed.data).not.toHaveProperty('sourceValId')
      noFigures(typed.data)
      // Naming the owner's report is 40004 like a missing one, and stores nothing.
      const before = await t.db.selectFrom('report').select('id').where('kind', '=', 3).execute()
      const named = await t.post(`${API}/check/evaluate`, { valId: theirs, paidFen: 90_000, paidAt }, stranger)
      expect(named.code).toBe(40004)
      expect(await t.db.selectFrom('report').select('id').where('kind', '=', 3).execute()).toHaveLength(before.length)

      // The stranger's own report of that account, still locked: the check stays paid.
      const locked = await makeReport(t, stranger, 6, false)
      const own = await t.post(`${API}/check/evaluate`, { valId: locked, paidFen: 90_000, paidAt }, stranger)
      expect(own.data.status).toBe(1)
      noFigures(own.data)
      // Read again, the check typed over the owner's account is still a teaser: their unlock opens nothing.
      const typedAgain = (await t.post(`${API}/check/report`, { reportId: typed.data.reportId }, stranger)).data
      expect(typedAgain.status).toBe(1)
      noFigures(typedAgain)
      // Once the stranger unlocks their own report, their check is free.
      await t.app.services.valuation.unlockReport(locked, 'test')
      expect((await t.post(`${API}/check/evaluate`, { valId: locked, paidFen: 90_000, paidAt }, stranger)).data).toMatchObject({
        status: 2,
        sourceValId: locked,
      })
    })

    test('a check made before the report was unlocked becomes free when read, with the report value; never sold again', async () => {
      const me = (await t.login('13800002015')).token
      const valId = await makeReport(t, me, 7, false)
      const before = (await t.post(`${API}/check/evaluate`, { valId, paidFen: 70_000, paidAt }, me)).data
      expect(before.status).toBe(1)
      await t.app.services.valuation.unlockReport(valId, 'test')
      const { estimateFen } = await reportValue(valId, me)
      // Read in parallel (the page on show and the refresh event): it turns free once, and every read agrees.
      const reads = await Promise.all(Array.from({ length: 10 }, () => t.post(`${API}/check/report`, { reportId: before.reportId }, me)))
      for (const r of reads) {
        expect(r.data).toMatchObject({ status: 2, sourceValId: valId, valueNowFen: estimateFen, profitFen: estimateFen - 70_000 })
      }
      const row = await t.db.selectFrom('report').select(['unlocked_by']).where('id', '=', before.reportId).executeTakeFirstOrThrow()
      expect(row.unlocked_by).toBe(`report:${valId}`)
      expect((await t.post(`${API}/payment/payTrans`, { scene: 3, valId: before.reportId, payType: 1 }, me)).code).toBe(40026)
      const listed = (await t.post(`${API}/check/records`, {}, me)).data.list[0]
      expect(listed).toMatchObject({ reportId: before.reportId, status: 2, valueNowFen: estimateFen })
      const record = await t.db
        .selectFrom('profit_record')
        .select('value_now_fen')
        .where('id', '=', before.recordId)
        .executeTakeFirstOrThrow()
      expect(Number(record.value_now_fen)).toBe(estimateFen)
    })
  })

  test('bad input → 40000 naming the field; login required', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ gameId: GAME, answers: sampleAnswers(), paidAt }, /paidFen/],
      [{ gameId: GAME, answers: sampleAnswers(), paidFen: 0, paidAt }, /paidFen/],
      [{ gameId: GAME, answers: sampleAnswers(), paidFen: 100, paidAt: NOW + 86_400_000 }, /paidAt/],
      [{ gameId: GAME, answers: sampleAnswers(), paidFen: 100, paidAt: 1_600_000 }, /paidAt/],
      [{ gameId: GAME, paidFen: 100, paidAt }, /answers/],
      [{ gameId: GAME, answers: { ...sampleAnswers(), heroCount: 999 }, paidFen: 100, paidAt }, /heroCount/],
      [{ gameId: GAME, answers: sampleAnswers(), paidFen: 100, paidAt, identity: 3 }, /identity/],
      [{ gameId: GAME, answers: sampleAnswers(), paidFen: 100, paidAt, identity: 'seller' }, /identity/],
    ]
    for (const [body, msg] of cases) {
      const res = await t.post(`${API}/check/evaluate`, body, token)
      expect(res.code).toBe(40000)
      expect(res.msg).toMatch(msg)
    }
    expect((await t.post(`${API}/check/evaluate`, { gameId: GAME, answers: sampleAnswers(), paidFen: 100, paidAt })).code).toBe(40005)
    expect((await t.post(`${API}/check/records`, {})).code).toBe(40005)
  })
})
