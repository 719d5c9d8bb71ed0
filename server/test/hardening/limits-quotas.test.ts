import { DAILY_QUOTAS } from '../../src/modules/quotas/service'
import type { TestApp } from '../helpers'
import { API, GAME, NOW, createValuationApp, sampleAnswers } from '../valuation-service/fixture'

/**
 * Per-user daily quotas on the routes that run the valuation models, under parallel requests over them: exactly
 * the quota succeeds on SQLite and PostgreSQL, the rest get 42900 with the quota's message, and the next Beijing
 * day opens a new quota.
 */
let t: TestApp
beforeAll(async () => {
  t = await createValuationApp()
})
afterAll(async () => {
  await t.app.services.valuation.idle()
  await t.close()
})

interface Answer {
  code: number
  msg: string
}

const parallel = (n: number, fn: () => Promise<Answer>) => Promise.all(Array.from({ length: n }, fn))

function tally(answers: Answer[]) {
  const refused = answers.filter((a) => a.code === 42900)
  return { ok: answers.filter((a) => a.code === 200).length, refused: refused.length, messages: [...new Set(refused.map((a) => a.msg))] }
}

const paidAt = NOW - 180 * 86_400_000

test(`val/valuation: ${DAILY_QUOTAS.valuations} reports a day`, async () => {
  const { token } = await t.login('13877770001')
  const n = DAILY_QUOTAS.valuations + 50
  const answers = await parallel(n, () =>
    t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2, answers: sampleAnswers() }, token),
  )
  expect(tally(answers)).toEqual({
    ok: DAILY_QUOTAS.valuations,
    refused: n - DAILY_QUOTAS.valuations,
    messages: ['今日估价次数已达上限，请明天再试'],
  })
  const user = await t.db.selectFrom('users').select('id').where('phone', '=', '13877770001').executeTakeFirstOrThrow()
  expect(await t.db.selectFrom('report').select('id').where('user_id', '=', user.id).execute()).toHaveLength(DAILY_QUOTAS.valuations)
})

test(`check/evaluate: ${DAILY_QUOTAS.checks} a day`, async () => {
  const { token } = await t.login('13877770002')
  const n = DAILY_QUOTAS.checks + 50
  const answers = await parallel(n, () =>
    t.post(`${API}/check/evaluate`, { gameId: GAME, answers: sampleAnswers(), paidFen: 50_000, paidAt }, token),
  )
  expect(tally(answers)).toEqual({
    ok: DAILY_QUOTAS.checks,
    refused: n - DAILY_QUOTAS.checks,
    messages: ['今日盈亏测算次数已达上限，请明天再试'],
  })
})

test(`deal/evaluate: ${DAILY_QUOTAS.dealEvaluations} a day; a refused request costs nothing; a new day, a new quota`, async () => {
  const { token } = await t.login('13877770003')
  const body = { gameId: GAME, answers: sampleAnswers(), askFen: 50_000 }
  // Refused requests first (an unknown game, refused by the service after the quota was taken): they give it back.
  for (let i = 0; i < 5; i++) expect((await t.post(`${API}/deal/evaluate`, { ...body, gameId: 99999 }, token)).code).toBe(40004)
  const n = DAILY_QUOTAS.dealEvaluations + 50
  const answers = await parallel(n, () => t.post(`${API}/deal/evaluate`, body, token))
  expect(tally(answers)).toEqual({
    ok: DAILY_QUOTAS.dealEvaluations,
    refused: n - DAILY_QUOTAS.dealEvaluations,
    messages: ['今日交易评估次数已达上限，请明天再试'],
  })
  // Another user has a quota of their own.
  expect((await t.post(`${API}/deal/evaluate`, body, (await t.login('13877770004')).token)).code).toBe(200)
  t.clock.advance(24 * 60 * 60 * 1000)
  expect((await t.post(`${API}/deal/evaluate`, body, (await t.login('13877770003')).token)).code).toBe(200)
})
