// A stored report that fails its kind's schema (a row from an older service, or one written by hand) is served as
// it is stored, and each read of it reports the problem once, with the report's id.
import { ReportKind, ReportStatus } from '../../src/contract/values'
import { unitOfWork } from '../../src/db/unit-of-work'
import { DID_I_LOSE_REPOS, DidILoseService } from '../../src/modules/did-i-lose/service'
import { ReportRepository } from '../../src/modules/reports/repository'
import { captureLog } from '../hardening/h5-fixture'
import { createTestApp, type TestApp } from '../helpers'

const API = '/app/v1'
const GAME = 10013
const PROBLEM = 'stored report does not match its kind'

describe('a stored report that fails its schema', () => {
  const log = captureLog()
  let t: TestApp
  let token: string
  let userId: number
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: log.stream })
    token = (await t.login('13800003601')).token
    userId = Number((await t.db.selectFrom('users').select('id').where('phone', '=', '13800003601').executeTakeFirstOrThrow()).id)
  })
  afterAll(async () => {
    await t.close()
  })

  const problemLines = (reportId: string) => log.lines.filter((line) => line.msg === PROBLEM && line.reportId === reportId)

  test('val/valReport serves a valuation teaser as stored and reports it once per read', async () => {
    // A teaser without gameName, comparableCount and demo: the valuation kind's schema requires them.
    const teaser = { level: 'SR', band: '1千-5千元' }
    await new ReportRepository(t.db).insertGenerated({
      id: 'r_invalidvaluation',
      userId,
      kind: ReportKind.VALUATION,
      gameId: GAME,
      evaluateType: 2,
      input: JSON.stringify({ attrs: {} }),
      result: JSON.stringify({ estimateFen: 100000, range: { lowFen: 80000, highFen: 120000 }, breakdown: {}, comparables: [] }),
      teaser: JSON.stringify(teaser),
      now: t.clock.now(),
    })

    for (const read of [1, 2]) {
      const res = await t.post(`${API}/val/valReport`, { valId: 'r_invalidvaluation' }, token)
      expect(res.code).toBe(200)
      expect(res.data).toMatchObject({ valId: 'r_invalidvaluation', status: ReportStatus.NOT_UNLOCKED, level: 'SR', band: '1千-5千元' })
      const lines = problemLines('r_invalidvaluation')
      expect(lines).toHaveLength(read)
      // At least a warning (pino: warn 40, error 50).
      expect(lines[read - 1].level).toBeGreaterThanOrEqual(40)
      expect(lines[read - 1].problems).toEqual([expect.stringMatching(/^teaser/)])
    }
  })

  test('check/report serves a check teaser as stored and warns once per read', async () => {
    // A teaser without the verdict and the market change the did-I-lose kind's schema requires.
    const teaser = { gameName: '王者荣耀', band: '1千-5千元', paidFen: 100000, paidAt: 1, demo: false }
    await new ReportRepository(t.db).insertGenerated({
      id: 'r_invalidcheck000',
      userId,
      kind: ReportKind.CHECK,
      gameId: GAME,
      evaluateType: 2,
      input: JSON.stringify({ recordId: 1 }),
      result: JSON.stringify({
        valueNowFen: 90000,
        valueAtPaidFen: 95000,
        profitFen: -10000,
        profitPct: -10,
        range: { lowFen: 80000, highFen: 110000 },
        overpaidFen: 5000,
        text: '',
      }),
      teaser: JSON.stringify(teaser),
      now: t.clock.now(),
    })
    const warn = jest.fn()
    const check = new DidILoseService(t.app.services.market, unitOfWork(t.db, DID_I_LOSE_REPOS), warn)

    const shown = await check.report(userId, 'r_invalidcheck000')
    expect(shown).toMatchObject({ reportId: 'r_invalidcheck000', ...teaser, verdict: '待解锁' })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith({ reportId: 'r_invalidcheck000', problems: [expect.stringMatching(/^teaser/)] }, PROBLEM)

    await check.report(userId, 'r_invalidcheck000')
    expect(warn).toHaveBeenCalledTimes(2)
  })
})
