import type { TestApp } from '../helpers'
import { API, GAME, NOW, createValuationApp, sampleAnswers, waitForReport } from '../valuation-service/fixture'

describe('check/evaluate and check/records', () => {
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

  test('an overpaid account shows a loss; a bargain shows a gain; both are stored', async () => {
    const probe = await t.post(`${API}/check/evaluate`, { gameId: GAME, answers: sampleAnswers(), paidFen: 100, paidAt }, token)
    expect(probe.code).toBe(200)
    const value = probe.data.valueNowFen as number
    expect(value).toBeGreaterThan(0)
    expect(probe.data.verdict).toBe('赚了')
    expect(probe.data.profitFen).toBe(value - 100)

    const over = await t.post(`${API}/check/evaluate`, { gameId: GAME, answers: sampleAnswers(), paidFen: value * 3, paidAt }, token)
    expect(over.code).toBe(200)
    expect(over.data.verdict).toBe('亏了')
    expect(over.data.profitFen).toBe(value - value * 3)
    expect(over.data.profitPct).toBeCloseTo(-66.7, 1)
    expect(over.data.text).toContain('亏了')
    expect(over.data.overpaidFen).toBeGreaterThan(0)
    expect(over.data.valueAtPaidFen).toBeGreaterThan(0)

    const even = await t.post(`${API}/check/evaluate`, { gameId: GAME, answers: sampleAnswers(), paidFen: value, paidAt }, token)
    expect(even.data.verdict).toBe('持平')

    const list = await t.post(`${API}/check/records`, { page: 1, pageSize: 2 }, token)
    expect(list.code).toBe(200)
    expect(list.data.total).toBe(3)
    expect(list.data.list).toHaveLength(2)
    expect(list.data.list[0]).toMatchObject({ gameName: '王者荣耀', verdict: expect.any(String) })
    const page2 = await t.post(`${API}/check/records`, { page: 2, pageSize: 2 }, token)
    expect(page2.data.list).toHaveLength(1)
    // Another user sees none of them.
    expect((await t.post(`${API}/check/records`, {}, other)).data).toEqual({ list: [], total: 0 })
  })

  test('from the caller\'s own report; another user\'s report is 40004 like a missing one', async () => {
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

  test('bad input → 40000 naming the field; login required', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ gameId: GAME, answers: sampleAnswers(), paidAt }, /paidFen/],
      [{ gameId: GAME, answers: sampleAnswers(), paidFen: 0, paidAt }, /paidFen/],
      [{ gameId: GAME, answers: sampleAnswers(), paidFen: 100, paidAt: NOW + 86_400_000 }, /paidAt/],
      [{ gameId: GAME, answers: sampleAnswers(), paidFen: 100, paidAt: 1_600_000 }, /paidAt/],
      [{ gameId: GAME, paidFen: 100, paidAt }, /answers/],
      [{ gameId: GAME, answers: { ...sampleAnswers(), heroCount: 999 }, paidFen: 100, paidAt }, /heroCount/],
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
