import { generateDemoMarket } from '../../src/market/demo'
import type { MarketRow } from '../../src/market/format'
import { MarketStore } from '../../src/market/store'
import { cliActor } from '../../src/modules/audit/service'
import { runModelsCommand } from '../../src/modules/models/command'
import { DRIFT_ACTOR, DRIFT_RETRAIN_COOLDOWN_MS } from '../../src/modules/models/drift'
import { trainAndStore } from '../../src/modules/models/registry'
import { businessMetrics } from '../../src/observability/business-metrics'
import { DRIFT_WINDOW_MS } from '../../src/valuation/drift'
import { captureLog } from '../hardening/h5-fixture'
import { createTestApp, type TestApp } from '../helpers'

/**
 * Drift monitoring end to end, on SQLite and (with TEST_DATABASE_URL) PostgreSQL: two games whose models learnt every
 * month but the last; then the last month's deals arrive, as they sold for one game (stable) and 25% dearer for the
 * other (an injected shift). The shifted game is flagged (stored check, warning with the figures, metrics) and gets
 * one retrain through the ordinary retrain path however many checks run at once; the stable one is not flagged.
 */

const NOW = Date.UTC(2026, 9, 1, 4, 0, 0)
const STABLE = 10012
const SHIFTED = 10032
const TOKEN = 'drift-metrics-token-000001'
const PARALLEL = 100

let t: TestApp
const log = captureLog()

const deals = (gameId: number) => t.db.selectFrom('model_retrain').selectAll().where('game_id', '=', gameId).execute()
const flagsCounted = async (game: number) =>
  (await businessMetrics.driftFlags.get()).values.filter((v) => v.labels.game === String(game)).reduce((s, v) => s + v.value, 0)

beforeAll(async () => {
  t = await createTestApp({ now: NOW, env: { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'warn' }, logStream: log.stream })
  const cut = NOW - DRIFT_WINDOW_MS
  const rows: MarketRow[] = []
  const recent: MarketRow[] = []
  for (const gameId of [STABLE, SHIFTED]) {
    for (const r of generateDemoMarket({ games: [gameId], rowsPerGame: 2000, endMs: NOW, seed: 1 })) {
      if ((r.soldAt ?? r.listedAt) <= cut) rows.push(r)
      else recent.push(gameId === SHIFTED && r.kind === 'deal' ? { ...r, priceFen: Math.round(r.priceFen * 1.25) } : r)
    }
  }
  await new MarketStore(t.db).upsertRows(rows, cut)
  await trainAndStore(t.db, [STABLE, SHIFTED], { now: cut, registry: t.app.services.models, force: '测试：首个版本' })
  await new MarketStore(t.db).upsertRows(recent, NOW)
}, 240_000)

afterAll(async () => {
  await t.app.services.jobs.idle()
  await t.close()
})

test('the stable game is not flagged and queues no retrain', async () => {
  const [stable] = await t.app.services.modelDesk.drift.check([STABLE])
  expect(stable).toMatchObject({ gameId: STABLE, status: 'ok', reasons: [], retrain: null, versionId: expect.any(Number) })
  expect(Math.abs(stable.figures?.bias ?? 1)).toBeLessThan(0.06)
  expect(await deals(STABLE)).toHaveLength(0)
  expect(await flagsCounted(STABLE)).toBe(0)
}, 60_000)

test(`${PARALLEL} checks of the shifted game at once: each flags it, one retrain is queued`, async () => {
  const counted = await flagsCounted(SHIFTED)
  const desk = t.app.services.modelDesk
  const states = (await Promise.all(Array.from({ length: PARALLEL }, () => desk.drift.check([SHIFTED])))).flat()

  const runs = await deals(SHIFTED)
  expect(runs).toHaveLength(1)
  expect(runs[0].requested_by).toBe(DRIFT_ACTOR.name)
  expect(states).toHaveLength(PARALLEL)
  for (const s of states) expect(s).toMatchObject({ gameId: SHIFTED, status: 'drift', retrain: { runId: runs[0].run_id } })
  expect(states[0].figures?.bias).toBeGreaterThan(0.15)
  expect(states[0].reasons.join('；')).toContain('近 30 天成交价比估价高')
  expect(states.filter((s) => s.retrain?.note === '已排队重新训练')).toHaveLength(1)

  // Every check is stored; each flag is counted and logged as a warning with its figures.
  const stored = await t.db.selectFrom('model_drift').select('status').where('game_id', '=', SHIFTED).execute()
  expect(stored.filter((r) => r.status === 'drift')).toHaveLength(PARALLEL)
  expect((await flagsCounted(SHIFTED)) - counted).toBe(PARALLEL)
  const warnings = log.lines.filter((l) => l.level === 40 && String(l.msg).startsWith('valuation model drift'))
  expect(warnings.length).toBe(PARALLEL)
  expect(warnings[0]).toMatchObject({ gameId: SHIFTED, bias: expect.any(Number), mdape: expect.any(Number), limits: expect.any(Object) })
}, 300_000)

test('the queued retrain runs the ordinary retrain path; the latest check shows its outcome, and no second run within a day', async () => {
  await t.app.services.jobs.idle()
  const [step] = await deals(SHIFTED)
  expect(step.state).toBe('done')
  expect(step.note).toMatch(/^版本 \d+ 已训练/)
  const [latest] = await t.app.services.modelDesk.drift.latest(SHIFTED)
  expect(latest.retrain).toMatchObject({ runId: step.run_id, state: 'done' })

  // Within the cooldown a check that still flags queues nothing.
  t.clock.advance(60 * 60_000)
  const [again] = await t.app.services.modelDesk.drift.check([SHIFTED])
  if (again.status === 'drift') expect(again.retrain).toMatchObject({ runId: step.run_id, note: '24 小时内已重新训练过，暂不再次排队' })
  expect(await deals(SHIFTED)).toHaveLength(1)
  t.clock.advance(DRIFT_RETRAIN_COOLDOWN_MS)
}, 300_000)

test('/metrics reports each game’s latest check and counts the flags', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
  expect(res.body).toContain(`gujia_model_drift_flagged{game="${STABLE}"} 0`)
  expect(res.body).toMatch(new RegExp(`gujia_model_drift\\{game="${STABLE}",measure="bias"\\} -?\\d`))
  expect(res.body).toMatch(new RegExp(`gujia_model_drift_flags_total\\{game="${SHIFTED}",retrain="queued"\\} 1\\b`))
})

test('models:drift prints the latest checks; --check checks now; a bad game id is refused', async () => {
  const services = { jobs: t.app.services.jobs, modelDesk: t.app.services.modelDesk }
  const actor = cliActor('tester')
  const all = await runModelsCommand(['models:drift'], services, actor)
  expect(all.split('\n').filter((l) => /^\S/.test(l))).toEqual([
    expect.stringMatching(new RegExp(`^英雄联盟 \\(${STABLE}\\) OK checked .* bias [+-]?\\d`)),
    expect.stringMatching(new RegExp(`^火影忍者手游 \\(${SHIFTED}\\) (OK|DRIFT) checked`)),
  ])
  const before = await t.db.selectFrom('model_drift').select('id').where('game_id', '=', STABLE).execute()
  const one = await runModelsCommand(['models:drift', String(STABLE), '--check'], services, actor)
  expect(one).toMatch(new RegExp(`^英雄联盟 \\(${STABLE}\\) OK checked`))
  expect(await t.db.selectFrom('model_drift').select('id').where('game_id', '=', STABLE).execute()).toHaveLength(before.length + 1)
  await expect(runModelsCommand(['models:drift', '99999'], services, actor)).rejects.toThrow('no game 99999')
  await expect(runModelsCommand(['models:drift', '--force'], services, actor)).rejects.toThrow(/models:drift: Unknown option '--force'/)
})
