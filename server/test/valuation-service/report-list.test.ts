import type { TestApp } from '../helpers'
import { getGame } from '../../src/valuation/catalogue'
import { summarizeAttrs } from '../../src/valuation/catalogue/summarize'
import { attrsFromAnswers } from '../../src/modules/games/answers'
import { API, GAME, createValuationApp, makeReport, sampleAnswers } from './fixture'

/** 我的估价记录 (val/reportList): the value of unlocked reports only, and the key attributes valued. */
describe('reportList: value and key attributes', () => {
  let t: TestApp
  let token: string
  let unlocked: string
  let locked: string
  beforeAll(async () => {
    t = await createValuationApp()
    token = (await t.login('13800001031')).token
    unlocked = await makeReport(t, token, 0, true)
    t.clock.advance(1000)
    locked = await makeReport(t, token, 1, false)
  })
  afterAll(async () => {
    await t.close()
  })

  type Item = { valId: string; status: number; estimateFen?: number; keyAttrs?: string[] }
  const list = async () => (await t.post(`${API}/val/reportList`, {}, token)).data.list as Item[]
  const row = async (valId: string) => (await list()).find((r) => r.valId === valId) as Item

  test('an unlocked report shows its estimate, the same as the full report', async () => {
    const full = await t.post(`${API}/val/valReport`, { valId: unlocked }, token)
    expect(full.data.status).toBe(2)
    const item = await row(unlocked)
    expect(item.status).toBe(2)
    expect(item.estimateFen).toBe(full.data.estimateFen)
    expect(item.estimateFen).toBeGreaterThan(0)
  })

  test('a locked report carries no estimate, and its stored estimate appears nowhere in the answer', async () => {
    const stored = await t.db.selectFrom('report').select(['status', 'result']).where('id', '=', locked).executeTakeFirstOrThrow()
    expect(stored.status).toBe(1)
    const estimateFen = (JSON.parse(stored.result as string) as { estimateFen: number }).estimateFen
    const item = await row(locked)
    expect(item.status).toBe(1)
    expect('estimateFen' in item).toBe(false)
    const text = JSON.stringify(item)
    expect(text).not.toMatch(new RegExp(`(^|[^0-9])(${estimateFen}|${estimateFen / 100})([^0-9]|$)`))
  })

  test('every record lists the key priced attributes of what was valued, most valuable first, at most four', async () => {
    const game = getGame(GAME)!
    for (const [valId, index] of [
      [unlocked, 0],
      [locked, 1],
    ] as const) {
      const expected = summarizeAttrs(game, attrsFromAnswers(GAME, sampleAnswers(index)), 4)
      expect(expected.length).toBeGreaterThan(0)
      expect((await row(valId)).keyAttrs).toEqual(expected)
    }
  })

  test('status lists only the reports in it (the locked ones a coupon can unlock), total counting them', async () => {
    const only = async (status: number) => (await t.post(`${API}/val/reportList`, { status }, token)).data
    expect(await only(1)).toMatchObject({ total: 1, list: [{ valId: locked, status: 1 }] })
    expect(await only(2)).toMatchObject({ total: 1, list: [{ valId: unlocked, status: 2 }] })
    expect(await only(3)).toEqual({ list: [], total: 0 })
    expect((await t.post(`${API}/val/reportList`, {}, token)).data.total).toBe(2)
    const bad = await t.post(`${API}/val/reportList`, { status: 9 }, token)
    expect(bad.code).toBe(40000)
  })

  test('gameId and finished narrow the list to the finished reports of one game (the intention search picker)', async () => {
    const own = (await t.login('13800001033')).token
    const kept = await makeReport(t, own, 2, false)
    t.clock.advance(1000)
    const failed = await makeReport(t, own, 3, false)
    await t.db.updateTable('report').set({ status: 3 }).where('id', '=', failed).execute()
    t.clock.advance(1000)
    const otherGame = await makeReport(t, own, 4, true)
    await t.db.updateTable('report').set({ game_id: 10026 }).where('id', '=', otherGame).execute()
    const listed = async (body: Record<string, unknown>) => (await t.post(`${API}/val/reportList`, body, own)).data
    expect((await listed({})).total).toBe(3)
    expect(await listed({ gameId: GAME, finished: true })).toMatchObject({ total: 1, list: [{ valId: kept, status: 1 }] })
    expect(await listed({ finished: true })).toMatchObject({ total: 2, list: [{ valId: otherGame }, { valId: kept }] })
    expect(await listed({ gameId: GAME })).toMatchObject({ total: 2, list: [{ valId: failed }, { valId: kept }] })
    expect(await listed({ gameId: 10026, status: 1 })).toEqual({ list: [], total: 0 })
    expect((await t.post(`${API}/val/reportList`, { gameId: 0 }, own)).code).toBe(40000)
  })

  test("another user's list stays empty", async () => {
    const other = (await t.login('13800001032')).token
    expect((await t.post(`${API}/val/reportList`, {}, other)).data).toEqual({ list: [], total: 0 })
  })
})
