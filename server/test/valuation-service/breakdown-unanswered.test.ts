import type { TestApp } from '../helpers'
import { API, GAME, createValuationApp, sampleAnswers, waitForReport } from './fixture'

/**
 * The report API carries the unanswered rows of the value breakdown (价值构成) and the number of missing
 * optional answers, only once the report is unlocked; a PK shows their rows like any other.
 */

const FLAGS = ['liveMail', 'realNameChangeable', 'violation']

interface Item {
  key: string
  label: string
  contributionFen: number
  unanswered?: boolean
  ifAnswered?: { lowFen: number; highFen: number }
}

describe('unanswered attributes in the report API', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createValuationApp()
    token = (await t.login('13800001701')).token
  })
  afterAll(async () => {
    await t.close()
  })

  /** A props valuation of demo account `index`, without the given optional answers; returns its id. */
  async function valuate(index: number, skip: string[]): Promise<string> {
    const answers = sampleAnswers(index)
    for (const key of skip) delete answers[key]
    const created = await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2, answers }, token)
    expect(created.code).toBe(200)
    const valId = created.data.valId as string
    expect((await waitForReport(t, token, valId)).data.status).toBe(1)
    return valId
  }

  test('unlocked: unanswered rows at 0 with what answering could change, the missing count, 缺项 questions to match', async () => {
    const valId = await valuate(3, FLAGS)
    const locked = await t.post(`${API}/val/valReport`, { valId }, token)
    for (const key of ['unanswered', 'ifAnswered', 'missingOptional', 'breakdown'])
      expect(JSON.stringify(locked.data)).not.toContain(`"${key}"`)

    await t.app.services.valuation.unlockReport(valId, 'test')
    const full = (await t.post(`${API}/val/valReport`, { valId }, token)).data
    const b = full.breakdown as { baseFen: number; items: Item[]; missingOptional: number }
    expect(b.missingOptional).toBe(3)
    // The log parts a PK splits gaps with stay in the service.
    expect(b).not.toHaveProperty('parts')
    const unanswered = b.items.filter((i) => i.unanswered)
    expect(unanswered.map((i) => i.key).sort()).toEqual([...FLAGS].sort())
    for (const i of unanswered) {
      expect(i.contributionFen).toBe(0)
      expect(Number.isInteger(i.ifAnswered!.lowFen)).toBe(true)
      expect(Number.isInteger(i.ifAnswered!.highFen)).toBe(true)
      expect(i.ifAnswered!.lowFen).toBeLessThanOrEqual(i.ifAnswered!.highFen)
    }
    expect(unanswered.find((i) => i.key === 'liveMail')!.label).toBe('活邮（绑定邮箱可换绑）')
    // Answered rows carry neither field; the breakdown still sums to the estimate.
    for (const i of b.items.filter((x) => !x.unanswered)) expect(i).not.toHaveProperty('ifAnswered')
    expect(b.items.reduce((s, i) => s + i.contributionFen, b.baseFen)).toBe(full.estimateFen)
    const lack = (full.reportQuestions as { type: number; key?: string }[]).filter((q) => q.type === 2).map((q) => q.key)
    expect(lack.sort()).toEqual([...FLAGS].sort())
  })

  test('a fully answered report has no unanswered rows and a missing count of 0', async () => {
    const valId = await valuate(4, [])
    await t.app.services.valuation.unlockReport(valId, 'test')
    const b = (await t.post(`${API}/val/valReport`, { valId }, token)).data.breakdown as { items: Item[]; missingOptional: number }
    expect(b.missingOptional).toBe(0)
    expect(b.items.some((i) => i.unanswered)).toBe(false)
  })

  test('PK: an attribute unanswered on one side keeps its row: the answered report’s amount against 0 (issue 35)', async () => {
    // A demo account sold with a dead mail: answered, its 活邮 row is a penalty.
    const index = Array.from({ length: 40 }, (_, i) => i).find((i) => sampleAnswers(i).liveMail === false) as number
    const answered = await valuate(index, [])
    const skipped = await valuate(index, FLAGS)
    await t.app.services.valuation.unlockReport(answered, 'test')
    await t.app.services.valuation.unlockReport(skipped, 'test')
    const own = (await t.post(`${API}/val/valReport`, { valId: answered }, token)).data.breakdown as { baseFen: number; items: Item[] }
    const theirs = (await t.post(`${API}/val/valReport`, { valId: skipped }, token)).data.breakdown as { baseFen: number; items: Item[] }
    const amountOf = (key: string) => own.items.find((i) => i.key === key)?.contributionFen ?? 0
    expect(FLAGS.reduce((s, key) => s + amountOf(key), 0)).toBeLessThan(0)

    const res = await t.post(`${API}/val/compare`, { valIdA: answered, valIdB: skipped, mode: 0 }, token)
    expect(res.code).toBe(200)
    type Row = { key: string; label: string; diffFen: number; baseContributionFen: number; otherContributionFen: number }
    const d = res.data as { gapFen: number; items: (Row & Record<string, unknown>)[] }
    for (const key of FLAGS) {
      expect(d.items.find((i) => i.key === key)).toMatchObject({
        baseContributionFen: amountOf(key),
        otherContributionFen: 0,
        diffFen: 0 - amountOf(key),
        otherState: 'unanswered',
        otherValue: '未填写',
      })
    }
    // Their market average is in the skipping report's 空号底价, which the PK names as that report does.
    expect(d.items.find((i) => i.key === 'base')).toMatchObject({
      label: '空号底价（含未填写项）',
      baseContributionFen: own.baseFen,
      otherContributionFen: theirs.baseFen,
      diffFen: theirs.baseFen - own.baseFen,
    })
    expect(d.items.reduce((s, i) => s + i.diffFen, 0)).toBe(d.gapFen)
  })
})
