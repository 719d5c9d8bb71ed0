// val/valReport is polled every 1.2 s while a report generates: it reads its report row and its game row once
// each, and the account flags (perfectStatus, publishStatus) come from that same read.
import type { CompiledQuery } from 'kysely'
import type { TestApp } from '../helpers'
import { API, GAME, createValuationApp, sampleAnswers, waitForReport } from './fixture'

describe('val/valReport reads its rows once', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createValuationApp()
    token = (await t.login('13800001091')).token
  })
  afterAll(async () => {
    await t.close()
  })

  /** The SQL of every query the service sends while `run` runs. */
  async function queriesDuring(run: () => Promise<unknown>): Promise<string[]> {
    const executor = t.db.getExecutor()
    const spy = jest.spyOn(executor, 'executeQuery')
    try {
      await run()
      return spy.mock.calls.map(([query]) => (query as CompiledQuery).sql)
    } finally {
      spy.mockRestore()
    }
  }
  const reading = (table: string) => (sql: string) => new RegExp(`\\bfrom "${table}"`, 'i').test(sql)

  test.each([
    ['locked', false],
    ['unlocked', true],
  ])('a %s report: one read of report, one of game, flags included', async (_state, unlock) => {
    const created = await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2, answers: sampleAnswers() }, token)
    const valId = created.data.valId as string
    await waitForReport(t, token, valId)
    if (unlock) await t.app.services.valuation.unlockReport(valId, 'test')

    let res: Awaited<ReturnType<TestApp['post']>> | undefined
    const sqls = await queriesDuring(async () => {
      res = await t.post(`${API}/val/valReport`, { valId }, token)
    })
    expect(res?.code).toBe(200)
    expect(res?.data).toMatchObject({ valId, status: unlock ? 2 : 1, perfectStatus: 2, publishStatus: 0 })
    expect(sqls.filter(reading('report'))).toHaveLength(1)
    expect(sqls.filter(reading('game'))).toHaveLength(1)
  })
})
