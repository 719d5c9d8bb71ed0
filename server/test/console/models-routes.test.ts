import { generateDemoMarket, DEFAULT_DEMO_END } from '../../src/market/demo'
import { formatMarketRows, type MarketRow } from '../../src/market/format'
import { MarketStore } from '../../src/market/store'
import { cliActor } from '../../src/modules/audit/service'
import { runModelsCommand } from '../../src/modules/models/command'
import { ModelRegistry, ModelRepository, trainAndStore } from '../../src/modules/models/registry'
import { predict } from '../../src/valuation/model/predict'
import { createConsoleApp, type ConsoleTestApp, type Session } from './console-fixture'

/**
 * 市场数据与模型 in the console: market files checked (nothing written) and imported, retrains with progress, a
 * worse challenger kept, the admin's override with a reason, and rollback serving the previous predictions exactly
 * on another replica.
 */

const NOW = Date.UTC(2026, 10, 20, 2, 0, 0)
const GAME = 10012
const DAY = 24 * 3_600_000

let t: ConsoleTestApp
let admin: Session
let analyst: Session
/** The demo market the first champion learnt from. */
let base: MarketRow[]

beforeAll(async () => {
  t = await createConsoleApp({ now: NOW })
  await t.addOperator('m-admin', 'admin')
  await t.addOperator('m-analyst', 'analyst')
  await t.addOperator('m-support', 'support')
  admin = await t.sessionOf('m-admin')
  analyst = await t.sessionOf('m-analyst')
  base = generateDemoMarket({ games: [GAME], rowsPerGame: 500 })
  await new MarketStore(t.db).upsertRows(base, NOW)
  await trainAndStore(t.db, [GAME], { now: NOW, registry: t.app.services.models, force: '测试：首个版本' })
}, 120_000)
afterAll(async () => {
  await t.close()
})

const post = (path: string, body: unknown, session = admin) => t.call('POST', path, { session, body })
const get = (path: string, session = admin) => t.call('GET', path, { session })
const marketCount = () => new MarketStore(t.db).count()

/** A few good rows of the demo market under new listing numbers, and bad lines at known places. */
function fileWithRejects(format: 'jsonl' | 'csv'): { text: string; badLines: number[]; good: number } {
  const good = base.slice(0, 6).map((r, i) => ({ ...r, externalId: `chk-${format}-${i}` }))
  const lines = formatMarketRows(good, format).trimEnd().split('\n')
  const head = format === 'csv' ? 1 : 0
  // Row 2 gets a negative price, row 4 an unknown game; JSONL also gets a line that is not JSON.
  const broken = (line: string, from: string, to: string) => line.replace(from, to)
  lines[head + 1] = broken(lines[head + 1], `${good[1].priceFen}`, '-5')
  lines[head + 3] = broken(lines[head + 3], `${GAME}`, '99999')
  if (format === 'jsonl') lines.push('{not json')
  const badLines = format === 'jsonl' ? [2, 4, 7] : [3, 5]
  return { text: lines.join('\n') + '\n', badLines, good: 4 }
}

describe.each(['jsonl', 'csv'] as const)('a %s market file', (format) => {
  test('the check reports rows, rejects with line numbers and reasons, per-game counts, and writes nothing', async () => {
    const before = await marketCount()
    const { text, badLines, good } = fileWithRejects(format)
    const res = await post('/models/market/check', { fileName: `m.${format}`, text }, analyst)
    expect(res.code).toBe(200)
    expect(res.data.accepted).toBe(good)
    expect(res.data.rows).toBe(good + badLines.length)
    expect(res.data.rejected).toBe(badLines.length)
    expect([...new Set(res.data.rejects.map((r: { line: number }) => r.line))]).toEqual(badLines)
    expect(res.data.rejects.find((r: { line: number }) => r.line === badLines[0]).message).toContain('priceFen 应为正整数')
    expect(res.data.summary.games).toEqual([expect.objectContaining({ gameId: GAME, deals: expect.any(Number) })])
    expect(await marketCount()).toBe(before)
  })
})

test('a file the console cannot read is refused in Chinese, never a 500', async () => {
  const res = await post('/models/market/check', { fileName: 'm.txt', text: 'x' })
  expect([res.code, res.msg]).toEqual([40000, '无法识别文件格式，请上传 .jsonl 或 .csv 文件'])
  const bad = await post('/models/market/check', { fileName: 'm.csv', text: 'a,b\n1,2\n' })
  expect(bad.code).toBe(200)
  expect(bad.data.rejects[0]).toMatchObject({ line: 1, message: expect.stringContaining('表头缺少列') })
  const none = await post('/models/market/import', { fileName: 'm.csv', text: 'a,b\n1,2\n' })
  expect([none.code, none.msg]).toEqual([40000, '文件中没有可导入的行'])
})

test('an import writes the accepted rows only and is audited with the file and its counts', async () => {
  const before = await marketCount()
  const { text } = fileWithRejects('jsonl')
  const res = await post('/models/market/import', { fileName: 'week.jsonl', text }, analyst)
  expect(res.code).toBe(200)
  expect(res.data).toMatchObject({ accepted: 4, rejected: 3, games: [GAME] })
  expect(await marketCount()).toBe(before + 4)
  const { list } = await t.app.services.audit.list({ objectType: 'market' }, 1, 10)
  expect(list[0]).toMatchObject({
    action: 'market.import',
    actor: 'm-analyst',
    objectId: 'week.jsonl',
    after: { file: 'week.jsonl', rows: 7, accepted: 4, rejected: 3, games: [GAME] },
  })
})

test('support may not see the models; analysts may not promote or roll back', async () => {
  const support = await t.sessionOf('m-support')
  expect((await get('/models', support)).code).toBe(40003)
  expect((await post('/models/promote', { versionId: 1, reason: '试试' }, analyst)).code).toBe(40003)
  expect((await post('/models/rollback', { gameId: GAME, reason: '试试' }, analyst)).code).toBe(40003)
})

/** The champion's served model's predictions for the base market's first accounts. */
const predictions = (registry: ModelRegistry) => {
  const entry = registry.get(GAME)
  if (!entry) throw new Error('no model')
  return base.slice(0, 20).map((r) => predict(entry.model, r.attrs, { asOf: NOW }))
}

describe('a worse challenger', () => {
  let challengerId: number
  let firstChampion: number

  test('is trained by a retrain job with progress, kept as a challenger and not served', async () => {
    firstChampion = (await get('/models')).data.list.find((g: { gameId: number }) => g.gameId === GAME).champion.id
    // Bad data learnt from: old deals recorded at twice their price; and new clean deals after the champion's data
    // to judge by.
    const noisy = generateDemoMarket({ games: [GAME], rowsPerGame: 400, seed: 7 })
      .filter((r) => r.kind === 'deal')
      .map((r, i) => ({ ...r, externalId: `noise-${i}`, priceFen: r.priceFen * 2 }))
    const fresh = generateDemoMarket({ games: [GAME], rowsPerGame: 200, seed: 11, endMs: DEFAULT_DEMO_END + 40 * DAY, months: 1 })
      .filter((r) => r.kind === 'deal')
      .map((r, i) => ({ ...r, externalId: `fresh-${i}` }))
    await new MarketStore(t.db).upsertRows([...noisy, ...fresh], NOW)
    const before = predictions(t.app.services.models)

    const started = await post('/models/retrain', { gameIds: [GAME] }, analyst)
    expect(started.code).toBe(200)
    expect(started.data.list).toEqual([expect.objectContaining({ gameId: GAME, state: 'queued', requestedBy: 'm-analyst' })])
    await t.app.services.jobs.idle()
    const run = await get(`/models/runs?runId=${started.data.list[0].runId}`, analyst)
    const [step] = run.data.list
    expect(step).toMatchObject({ state: 'done', note: expect.stringContaining('留作候选') })
    challengerId = step.versionId

    const game = (await get('/models', analyst)).data.list.find((g: { gameId: number }) => g.gameId === GAME)
    expect(game.champion.id).toBe(firstChampion)
    const challenger = game.challengers[0]
    expect(challenger.id).toBe(challengerId)
    expect(challenger.backtest.window.unseenByChampion).toBe(true)
    expect(challenger.backtest.verdict.notWorse).toBe(false)
    expect(challenger.backtest.challenger.mdape).toBeGreaterThan(challenger.backtest.champion.mdape + 0.005)
    expect(game.lastRetrain).toMatchObject({ state: 'done', versionId: challengerId })
    expect(predictions(t.app.services.models)).toEqual(before)
  }, 120_000)

  test('an admin promotes it only with a reason, audited; another replica serves it, and a rollback restores the previous predictions exactly', async () => {
    const other = new ModelRegistry()
    const repo = new ModelRepository(t.db)
    await other.loadFrom(repo, NOW)
    const championPredictions = predictions(other)

    expect(await post('/models/promote', { versionId: challengerId })).toMatchObject({ code: 40000, msg: '请填写原因' })
    const promoted = await post('/models/promote', { versionId: challengerId, reason: '新数据更全，先上线观察' })
    expect(promoted.code).toBe(200)
    expect(promoted.data).toMatchObject({
      id: challengerId,
      status: 'champion',
      promotedBy: 'm-admin',
      promoteReason: '新数据更全，先上线观察',
    })
    const [row] = (await t.app.services.audit.list({ objectType: 'model_version', objectId: String(challengerId) }, 1, 5)).list
    expect(row).toMatchObject({
      action: 'model.promote',
      actor: 'm-admin',
      reason: '新数据更全，先上线观察',
      before: { gameId: GAME, champion: expect.objectContaining({ id: firstChampion }) },
      after: { gameId: GAME, override: true, champion: expect.objectContaining({ id: challengerId, status: 'champion' }) },
    })

    expect(await other.refreshIfStale(repo, NOW + 1, 0)).toEqual([GAME])
    const promotedPredictions = predictions(other)
    expect(promotedPredictions).not.toEqual(championPredictions)
    expect(predictions(t.app.services.models)).toEqual(promotedPredictions)

    expect(await post('/models/rollback', { gameId: GAME, reason: '' })).toMatchObject({ code: 40000, msg: '请填写原因' })
    const rolled = await post('/models/rollback', { gameId: GAME, reason: '线上投诉估价偏低' })
    expect(rolled.data).toMatchObject({ id: firstChampion, status: 'champion' })
    expect(await other.refreshIfStale(repo, NOW + 2, 0)).toEqual([GAME])
    expect(predictions(other)).toEqual(championPredictions)
    expect(predictions(t.app.services.models)).toEqual(championPredictions)

    const history = (await get(`/models/history?gameId=${GAME}`, analyst)).data.list
    expect(history.find((v: { id: number }) => v.id === challengerId).status).toBe('rejected')
    // Nothing earlier to go back to: the first champion had no predecessor.
    expect(await post('/models/rollback', { gameId: GAME, reason: '再回滚' })).toMatchObject({ code: 40000, msg: '没有可回滚的上一个版本' })
  })

  test('parallel promotions of the same game leave exactly one champion', async () => {
    const extra: number[] = []
    for (let i = 0; i < 3; i++) {
      const [o] = await trainAndStore(t.db, [GAME], { now: NOW + 10 + i })
      extra.push(o.versionId)
    }
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post('/models/promote', { versionId: extra[i % extra.length], reason: `并发启用 ${i}` })),
    )
    expect(replies.every((r) => r.code === 200 || r.code === 40000)).toBe(true)
    const champions = (await get(`/models/history?gameId=${GAME}`)).data.list.filter((v: { status: string }) => v.status === 'champion')
    expect(champions).toHaveLength(1)
    const served = await t.db.selectFrom('valuation_model').select('version_id').where('game_id', '=', GAME).executeTakeFirstOrThrow()
    expect(Number(served.version_id)).toBe(champions[0].id)
  }, 120_000)
})

test('the CLI lists versions and rolls back through the same desk, audited as the command line', async () => {
  const services = t.app.services
  const out = await runModelsCommand(['models:versions', String(GAME)], services, cliActor('ops'))
  expect(out).toMatch(/^#\d+ champion/m)
  await expect(runModelsCommand(['models:rollback', String(GAME)], services, cliActor('ops'))).rejects.toThrow('请填写原因')
  const res = await runModelsCommand(['models:rollback', String(GAME), '--reason', '命令行回滚'], services, cliActor('ops'))
  expect(res).toMatch(/^rolled back; champion now #\d+ champion/)
  const [row] = (await services.audit.list({ objectType: 'model_version' }, 1, 1)).list
  expect(row).toMatchObject({ action: 'model.rollback', actor: 'cli:ops', reason: '命令行回滚' })
})

test('漂移监测: a check now is stored and then read back per game; an unknown game is refused in Chinese', async () => {
  const checked = await post('/models/drift/check', { gameIds: [GAME] }, analyst)
  expect(checked.code).toBe(200)
  expect(checked.data).toMatchObject({ windowDays: 30, minDeals: 30, everyMinutes: 60 })
  expect(checked.data.list).toEqual([
    expect.objectContaining({ gameId: GAME, name: '英雄联盟', status: expect.stringMatching(/^(ok|drift|insufficient)$/) }),
  ])
  const read = await get(`/models/drift?gameId=${GAME}`, analyst)
  expect(read.data.list).toEqual([expect.objectContaining({ gameId: GAME, checkedAt: checked.data.list[0].checkedAt })])
  expect((await get('/models/drift', analyst)).data.list.map((s: { gameId: number }) => s.gameId)).toEqual([GAME])
  expect(await post('/models/drift/check', { gameIds: [99999] })).toMatchObject({ code: 40000, msg: '没有编号为 99999 的游戏' })
  expect(await get('/models/drift?gameId=99999')).toMatchObject({ code: 40000, msg: '没有编号为 99999 的游戏' })
})
