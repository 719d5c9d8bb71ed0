import type { Question } from '../../src/contract/questions'
import { NONE_ANSWER, toAnswerPayload } from '../../src/contract/values'
import { demoAccount } from '../../src/market/demo'
import { listGames } from '../../src/valuation/catalogue'
import { createTestApp, type TestApp } from '../helpers'
import { API, NOW, prepareValuationOnce, waitForReport } from './fixture'

/**
 * Issue 35 point 1, "None is an answer", through the service for generated accounts of every enabled game:
 *  - every optional asset question offers 没有 (`none`), and no title asks to leave it blank for none;
 *  - 没有, sent as the app sends it (0, [] or {}), is an answer: no unanswered row, no 缺项, valued as owning nothing;
 *  - left out (不确定), the question is unanswered and the report's 80% range contains the spread it announces;
 *  - a report stored before, whose spread lies beyond its range, no longer announces it.
 */

const GAMES = listGames().map((g) => g.id)
const SEEDS = [11, 12]
const FLAGS = ['liveMail', 'realNameChangeable', 'violation']

interface Item {
  key: string
  contributionFen: number
  unanswered?: boolean
  ifAnswered?: { lowFen: number; highFen: number }
}
interface Report {
  estimateFen: number
  range: { lowFen: number; highFen: number }
  breakdown: { items: Item[]; missingOptional: number }
  reportQuestions: { type: number; key?: string }[]
}

describe('没有 and 不确定 on every enabled game', () => {
  let t: TestApp
  let token: string
  const questions = new Map<number, Question[]>()
  beforeAll(async () => {
    t = await createTestApp({ now: NOW })
    await prepareValuationOnce(t, { demoRowsPerGame: 600, demoGames: GAMES, now: NOW })
    token = (await t.login('13800003501')).token
    for (const gameId of GAMES) questions.set(gameId, (await t.post(`${API}/val/questions`, { gameId })).data.list)
  }, 300_000)
  afterAll(async () => {
    await t.close()
  })

  const noneQuestions = (gameId: number) => (questions.get(gameId) ?? []).filter((q) => q.none)

  /** An unlocked props report of `answers`; returns its id and what the owner reads. */
  async function report(gameId: number, answers: Record<string, unknown>): Promise<{ valId: string; data: Report }> {
    const created = await t.post(`${API}/val/valuation`, { gameId, evaluateType: 2, answers }, token)
    expect(created.code).toBe(200)
    const valId = created.data.valId as string
    expect((await waitForReport(t, token, valId)).data.status).toBe(1)
    await t.app.services.valuation.unlockReport(valId, 'test')
    return { valId, data: (await t.post(`${API}/val/valReport`, { valId }, token)).data as Report }
  }

  test.each(GAMES)('game %i: every optional asset question offers 没有, and no title says to leave it blank', (gameId) => {
    const list = questions.get(gameId) ?? []
    expect(list.length).toBeGreaterThan(0)
    for (const q of list) expect(q.title).not.toContain('留空')
    const offered = noneQuestions(gameId).map((q) => q.key)
    // 穿越火线 asks only its required weapon tiers (没有 there is a 0 in each).
    if (gameId !== 10039) expect(offered.length).toBeGreaterThan(0)
    const game = listGames().find((g) => g.id === gameId)!
    for (const a of game.attributes) {
      const asset = a.kind === 'named' || a.kind === 'tiers' || (a.kind === 'count' && a.min <= 0 && !a.weak)
      expect([a.key, offered.includes(a.key)]).toEqual([a.key, a.priced && !a.required && asset])
    }
  })

  test.each(GAMES)('game %i: 没有 is an answer valued as owning nothing; 不确定 widens the range to what it announces', async (gameId) => {
    const none = noneQuestions(gameId)
    for (const seed of SEEDS) {
      const attrs = demoAccount(gameId, seed)!
      // 没有 as the app sends it.
      const nonePayload = toAnswerPayload(none, Object.fromEntries(none.map((q) => [q.key, NONE_ANSWER])))
      expect(Object.keys(nonePayload).sort()).toEqual(none.map((q) => q.key).sort())
      const answeredNone = (await report(gameId, { ...attrs, ...nonePayload })).data
      expect(answeredNone.breakdown.missingOptional).toBe(0)
      expect(answeredNone.breakdown.items.filter((i) => i.unanswered)).toEqual([])
      expect(answeredNone.reportQuestions.filter((q) => q.type === 2)).toEqual([])
      for (const q of none) {
        const row = answeredNone.breakdown.items.find((i) => i.key === q.key)
        // Owning none adds nothing over the empty account the breakdown starts from.
        if (row) expect([q.key, row.contributionFen]).toEqual([q.key, 0])
      }

      // 不确定: the same questions left out, and the risk flags (every game has them) with them.
      const unsure: Record<string, unknown> = { ...attrs }
      const skipped = [...none.map((q) => q.key), ...FLAGS]
      for (const key of skipped) delete unsure[key]
      const left = (await report(gameId, unsure)).data
      const rows = left.breakdown.items.filter((i) => i.unanswered)
      expect(rows.map((i) => i.key).sort()).toEqual(skipped.sort())
      for (const row of rows) {
        if (!row.ifAnswered) continue
        expect([row.key, row.ifAnswered.lowFen >= left.range.lowFen, row.ifAnswered.highFen <= left.range.highFen]).toEqual([
          row.key,
          true,
          true,
        ])
      }
      expect(rows.some((row) => row.ifAnswered)).toBe(true)
      expect(left.range.lowFen).toBeLessThanOrEqual(left.estimateFen)
      expect(left.range.highFen).toBeGreaterThanOrEqual(left.estimateFen)
    }
  })

  test('a stored report whose spread lies beyond its range no longer announces it; one inside keeps it', async () => {
    const gameId = 10026
    const unsure: Record<string, unknown> = { ...demoAccount(gameId, 21)! }
    for (const key of [...noneQuestions(gameId).map((q) => q.key), ...FLAGS]) delete unsure[key]
    const { valId, data } = await report(gameId, unsure)
    const row = await t.db.selectFrom('report').select('result').where('id', '=', valId).executeTakeFirstOrThrow()
    const stored = JSON.parse(row.result as string) as Report
    const [wide, inside] = stored.breakdown.items.filter((i) => i.unanswered)
    // As reports stored before issue 35 have it: none against the richest holding, far beyond the range.
    wide.ifAnswered = { lowFen: stored.range.lowFen - 4_600, highFen: stored.range.highFen * 8 }
    inside.ifAnswered = { lowFen: stored.range.lowFen, highFen: stored.range.highFen }
    await t.db
      .updateTable('report')
      .set({ result: JSON.stringify(stored) })
      .where('id', '=', valId)
      .execute()
    const read = (await t.post(`${API}/val/valReport`, { valId }, token)).data as Report
    const item = (key: string) => read.breakdown.items.find((i) => i.key === key)!
    expect(item(wide.key)).toMatchObject({ unanswered: true, contributionFen: 0 })
    expect(item(wide.key)).not.toHaveProperty('ifAnswered')
    expect(item(inside.key).ifAnswered).toEqual(inside.ifAnswered)
    expect(read.range).toEqual(data.range)
  })
})
