import type { TestApp } from '../helpers'
import { API, createValuationApp, makeReport } from './fixture'

/**
 * The report API gives a server's, risk flag's and the correction's row its share of the whole account (factorPct,
 * issue 35: 大区 −15%, so ¥42 above −¥339 reads as the account ×85%), only once unlocked; a report stored before the
 * field gets it from its stored log parts, the same as a new one.
 */

const PERCENT_ROWS = ['server', 'liveMail', 'realNameChangeable', 'violation', 'comparables']

interface Item {
  key: string
  contributionFen: number
  noEffect?: boolean
  unanswered?: boolean
  factorPct?: number
}

describe('factorPct in the report API', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createValuationApp()
    token = (await t.login('13800003501')).token
  })
  afterAll(async () => {
    await t.close()
  })

  const items = async (valId: string) => (await t.post(`${API}/val/valReport`, { valId }, token)).data.breakdown.items as Item[]

  test('percentage rows carry it (sign of their amount), asset rows do not; a report stored without it gets the same', async () => {
    let moved = 0
    for (const index of [3, 8, 13]) {
      const valId = await makeReport(t, token, index)
      const fresh = await items(valId)
      for (const i of fresh.filter((r) => !r.unanswered && !r.noEffect)) {
        if (!PERCENT_ROWS.includes(i.key)) {
          expect(i.factorPct).toBeUndefined()
          continue
        }
        expect(i.factorPct).toEqual(expect.any(Number))
        expect(i.factorPct!).toBeGreaterThan(-100)
        expect(Math.sign(i.factorPct!)).toBe(Math.sign(i.contributionFen))
        if (i.contributionFen !== 0) moved++
      }
      // As stored before the field: the same rows without it.
      const stored = await t.db.selectFrom('report').select('result').where('id', '=', valId).executeTakeFirstOrThrow()
      const older = JSON.parse(stored.result as string)
      for (const i of older.breakdown.items as Item[]) delete i.factorPct
      await t.db
        .updateTable('report')
        .set({ result: JSON.stringify(older) })
        .where('id', '=', valId)
        .execute()
      expect(await items(valId)).toEqual(fresh)
    }
    expect(moved).toBeGreaterThan(0)
  })
})
