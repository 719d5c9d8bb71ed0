import { generateDemoMarket } from '../../src/market/demo'
import { getGame } from '../../src/valuation/catalogue'
import { prepareValuation, type PrepareValuationOptions } from '../../src/modules/valuation/startup'
import { createTestApp, type TestApp } from '../helpers'

/** Just after the demo market's last month, so valuations are "as of now" for the data. */
export const NOW = Date.UTC(2026, 10, 2, 4, 0, 0)
export const API = '/app/v1'
export const GAME = 10013

/** Every provider a production start needs besides the listing gateway. */
export const PROD_PROVIDERS = {
  SMS_GATEWAY_URL: 'https://sms.example',
  WEIXIN_APPID: 'a',
  WEIXIN_SECRET: 'b',
  TOUTIAO_APPID: 'c',
  TOUTIAO_SECRET: 'd',
  REALNAME_GATEWAY_URL: 'https://id.example',
  PX_GATEWAY_URL: 'https://px.example',
  GAME_AUTH_GATEWAY_URL: 'https://auth.example',
}

/**
 * `prepareValuation` on a test app's fresh database, as a service starts. Seeding and training write nothing but what
 * the preparation names (the app's environment plays no part), and are the same work in every file that asks for the
 * same preparation: the first one keeps the database they leave (db-snapshots.ts), and the others start from a copy
 * of it as a service starts over a database already trained, loading the stored models. Training every game's model
 * took 10-20 s of CPU in each file that needed them all.
 */
export async function prepareValuationOnce(t: TestApp, preparation: PrepareValuationOptions) {
  const snapshot = `prepareValuation ${JSON.stringify(preparation)}`
  const restored = await t.snapshots.restore(snapshot)
  const result = await prepareValuation(t.db, t.app.services.models, preparation)
  if (!restored) await t.snapshots.save(snapshot)
  return result
}

/**
 * A test app with a small demo market (one game, 600 rows ≈ 360 deals: enough to train, about a second);
 * `env` adds to its environment (LISTING_GATEWAY=sandbox for the partner-listing sandbox).
 */
export async function createValuationApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const t = await createTestApp({ now: NOW, env })
  await prepareValuationOnce(t, { demoRowsPerGame: 600, demoGames: [GAME], now: NOW })
  return t
}

/**
 * A valid props answer set for 王者荣耀: a demo account's attributes, with every optional question answered as a
 * user filling the whole form would (the demo market leaves some risk flags unanswered; tests remove answers
 * themselves when they want gaps).
 */
export function sampleAnswers(index = 0): Record<string, unknown> {
  const attrs: Record<string, unknown> = { ...generateDemoMarket({ games: [GAME], rowsPerGame: index + 1 })[index].attrs }
  for (const a of getGame(GAME)?.attributes ?? []) if (a.kind === 'flag' && attrs[a.key] === undefined) attrs[a.key] = a.default
  return attrs
}

/** How many reports exist (a refused request must write none). */
export async function reportCount(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('report')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Polls the report until it leaves "generating" (the job runs on setImmediate; no timing assumed). */
export async function waitForReport(t: TestApp, token: string, valId: string): Promise<any> {
  for (let i = 0; i < 200; i++) {
    const res = await t.post(`${API}/val/valReport`, { valId }, token)
    // The job may still be running what follows a finished report (the invitation reward): wait for it too, rather
    // than count on the read being slower than it.
    await t.app.services.valuation.idle()
    if (res.code !== 200 || res.data.status !== 0) return res
  }
  throw new Error('report still generating')
}

/** A props valuation of `sampleAnswers(index)` by the token's user, generated and (by default) unlocked. */
export async function makeReport(t: TestApp, token: string, index: number, unlock = true): Promise<string> {
  const { valId } = (await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2, answers: sampleAnswers(index) }, token)).data
  await waitForReport(t, token, valId)
  if (unlock) await t.app.services.valuation.unlockReport(valId, 'test')
  return valId
}
