import { randomBytes } from 'node:crypto'
import { ReportRepository } from '../../src/modules/reports/repository'
import type { TestApp } from '../helpers'

/** A generated, still locked valuation report of `userId`, as a coupon or a payment unlocks it; answers its id. */
export async function lockedReport(t: Pick<TestApp, 'db' | 'clock'>, userId: number): Promise<string> {
  const id = `r_${randomBytes(8).toString('hex')}`
  const row = { id, userId, kind: 1, gameId: 10013, evaluateType: 2, input: JSON.stringify({ id }), now: t.clock.now() }
  await new ReportRepository(t.db).insertGenerated({ ...row, result: '{"estimateFen":123456}', teaser: '{"level":"SR"}' })
  return id
}
