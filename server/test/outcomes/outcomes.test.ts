import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { runMarketImport } from '../../src/cli/market-import-command'
import { formatMarketRows, type MarketRow } from '../../src/market/format'
import { OUTCOME_WINDOW_MS } from '../../src/modules/outcomes/queries'
import { MIN_LIVE_COUNT } from '../../src/modules/outcomes/live-accuracy'
import { LiveAccuracyCache } from '../../src/modules/outcomes/live-accuracy-cache'
import type { TestApp } from '../helpers'
import { API, GAME, NOW, createValuationApp, makeReport, sampleAnswers } from '../valuation-service/fixture'

/**
 * Issue 41 points 1 and 2: a valued account's realised price is linked to its report with what the report said —
 * from the owner's listing marked sold, a market import's deal of the same listing or attributes, or the price the
 * owner entered in 我亏了吗 — and val/accuracy shows live figures from them beside the backtest's once there are enough.
 * Runs on PostgreSQL too (TEST_DATABASE_URL).
 */
const DAY = 86_400_000
const info = { serverRegion: '微信区', contactType: 1, contact: 'wxid_abc123', description: '全英雄', confirmedAttrs: ['heroCount'] }

let t: TestApp
let token: string
let dir: string

const outcomeOf = (reportId: string) =>
  t.db.selectFrom('valuation_outcome').selectAll().where('report_id', '=', reportId).executeTakeFirst()
const resultOf = async (valId: string) =>
  JSON.parse((await t.db.selectFrom('report').select('result').where('id', '=', valId).executeTakeFirstOrThrow()).result!)

async function published(tok: string, index: number): Promise<string> {
  const valId = await makeReport(t, tok, index)
  expect((await t.post(`${API}/val/accountInfo/save`, { valId, ...info }, tok)).code).toBe(200)
  const res = await t.post(`${API}/val/publish`, { valId, priceFen: 300_000 }, tok)
  expect(res.code).toBe(200)
  return valId
}

async function importRows(rows: MarketRow[]): Promise<string> {
  const file = path.join(dir, `import-${Math.random().toString(36).slice(2)}.jsonl`)
  fs.writeFileSync(file, formatMarketRows(rows, 'jsonl'))
  const out: string[] = []
  const code = await runMarketImport([file], {
    out: (l) => out.push(l),
    err: (l) => out.push(l),
    now: () => t.clock.now(),
    openDb: async () => ({ db: t.db, close: async () => {} }),
  })
  expect({ code, out }).toMatchObject({ code: 0 })
  return out.join('\n')
}

const deal = (externalId: string, attrs: Record<string, unknown>, priceFen: number, soldAt: number): MarketRow => ({
  gameId: GAME,
  externalId,
  source: '交易猫',
  kind: 'deal',
  status: 'sold',
  priceFen,
  listedAt: soldAt - DAY,
  soldAt,
  attrs: attrs as MarketRow['attrs'],
  demo: false,
})

beforeAll(async () => {
  t = await createValuationApp()
  token = (await t.login('13800041001')).token
  await t.verifyRealName(token)
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outcomes-'))
})
afterAll(async () => {
  await t.app.services.valuation.idle()
  await t.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

test('a published account marked sold: a deal (goods status 0) and the report’s realised price, with what the report said', async () => {
  const valId = await published(token, 1)
  const other = (await t.login('13800041002')).token
  expect((await t.post(`${API}/val/markSold`, { valId, priceFen: 280_000 }, other)).code).toBe(40004)
  expect((await t.post(`${API}/val/markSold`, { valId, priceFen: 50 }, token)).code).toBe(40000)
  expect(await outcomeOf(valId)).toBeUndefined()

  const sold = await t.post(`${API}/val/markSold`, { valId, priceFen: 280_000 }, token)
  expect(sold.code).toBe(200)
  expect(sold.data).toMatchObject({ publishStatus: 0, listing: { priceFen: 280_000, status: 0, goodsStatus: 0 } })
  const listing = await t.db
    .selectFrom('market_listing')
    .selectAll()
    .where('id', '=', sold.data.listing.listingId)
    .executeTakeFirstOrThrow()
  expect([listing.kind, listing.status, Number(listing.sold_at)]).toEqual(['deal', 'sold', NOW])

  const result = await resultOf(valId)
  const outcome = await outcomeOf(valId)
  expect(outcome).toMatchObject({ source: 'listing', source_ref: String(listing.id), confidence: result.confidence.label })
  expect([outcome!.price_fen, outcome!.estimate_fen, outcome!.low_fen, outcome!.high_fen].map(Number)).toEqual([
    280_000,
    result.estimateFen,
    result.range.lowFen,
    result.range.highFen,
  ])

  // Marking it again changes nothing; a sold account cannot be put back on sale.
  expect((await t.post(`${API}/val/markSold`, { valId, priceFen: 999_000 }, token)).code).toBe(200)
  expect(Number((await outcomeOf(valId))!.price_fen)).toBe(280_000)
  const again = await t.post(`${API}/val/publish`, { valId, priceFen: 300_000 }, token)
  expect([again.code, again.msg]).toEqual([50000, '账号已售出，不能再次发布'])
})

test('only a published account can be marked sold', async () => {
  const valId = await makeReport(t, token, 2)
  const res = await t.post(`${API}/val/markSold`, { valId, priceFen: 280_000 }, token)
  expect([res.code, res.msg]).toEqual([50000, '账号未在售，无法标记为已售出'])
  expect(await outcomeOf(valId)).toBeUndefined()
})

test('100 parallel marks of one sale link one outcome at the first price', async () => {
  const valId = await published(token, 3)
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, i) => t.post(`${API}/val/markSold`, { valId, priceFen: 200_000 + i * 100 }, token)),
  )
  expect(answers.filter((a) => a.code !== 200)).toEqual([])
  const rows = await t.db.selectFrom('valuation_outcome').selectAll().where('report_id', '=', valId).execute()
  expect(rows).toHaveLength(1)
  const listing = await t.db.selectFrom('market_listing').selectAll().where('id', '=', Number(rows[0].source_ref)).executeTakeFirstOrThrow()
  expect(Number(listing.price_fen)).toBe(Number(rows[0].price_fen))
})

test('a 我亏了吗 entry realises the owner’s own valuation of that account, when the purchase is near the valuation', async () => {
  const valId = await makeReport(t, token, 4, false)
  const answers = sampleAnswers(4)
  const near = await t.post(`${API}/check/evaluate`, { gameId: GAME, answers, paidFen: 150_000, paidAt: NOW - 3 * DAY }, token)
  expect(near.code).toBe(200)
  expect(await outcomeOf(valId)).toMatchObject({ source: 'check', source_ref: near.data.reportId })
  expect(Number((await outcomeOf(valId))!.price_fen)).toBe(150_000)

  // Another account's valuation, bought long before it was valued: no outcome (the price measures the market's move).
  const old = await makeReport(t, token, 5, false)
  const far = await t.post(`${API}/check/evaluate`, { valId: old, paidFen: 150_000, paidAt: NOW - OUTCOME_WINDOW_MS - DAY }, token)
  expect(far.code).toBe(200)
  expect(await outcomeOf(old)).toBeUndefined()
})

test('a market import links a deal of the same listing or the same attributes; demo rows and far-off deals never', async () => {
  const other = (await t.login('13800041003')).token
  const sameAttrs = await makeReport(t, other, 6)
  const farOff = await makeReport(t, other, 7)
  const demo = await makeReport(t, other, 8)
  const out = await importRows([
    deal('jym-6', sampleAnswers(6), 123_400, NOW + 2 * DAY),
    deal('jym-7', sampleAnswers(7), 99_900, NOW + OUTCOME_WINDOW_MS + DAY),
    { ...deal('jym-8', sampleAnswers(8), 88_800, NOW + DAY), demo: true, source: 'demo' },
  ])
  expect(out).toContain('其中 1 笔成交对上了估价报告')
  expect(await outcomeOf(sameAttrs)).toMatchObject({ source: 'market', source_ref: '交易猫:jym-6' })
  expect(Number((await outcomeOf(sameAttrs))!.price_fen)).toBe(123_400)
  expect(await outcomeOf(farOff)).toBeUndefined()
  expect(await outcomeOf(demo)).toBeUndefined()

  // The same deal imported again (or another deal of the account) leaves the first link as it was.
  await importRows([deal('jym-6b', sampleAnswers(6), 777_700, NOW + 3 * DAY)])
  expect(Number((await outcomeOf(sameAttrs))!.price_fen)).toBe(123_400)
})

test('val/accuracy: live figures beside the backtest once a game has enough realised prices, labelled by source and count', async () => {
  const accuracy = async () => (await t.post(`${API}/val/accuracy`, { gameId: GAME })).data.list[0]
  const before = await accuracy()
  expect(before.mdape).toEqual(expect.any(Number))
  expect(before.live).toBeUndefined()

  // Enough sold listings for the minimum, each at a known distance from its estimate: 5% off for half, 30% for the rest.
  const seller = (await t.login('13800041004')).token
  await t.verifyRealName(seller)
  const have = Number(
    (
      await t.db
        .selectFrom('valuation_outcome')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('game_id', '=', GAME)
        .executeTakeFirstOrThrow()
    ).n,
  )
  const extra = MIN_LIVE_COUNT - have
  for (let i = 0; i < extra; i++) {
    const valId = await published(seller, 20 + i)
    const { estimateFen } = await resultOf(valId)
    const priceFen = Math.round(estimateFen / (i % 2 ? 1.3 : 1.05))
    expect((await t.post(`${API}/val/markSold`, { valId, priceFen }, seller)).code).toBe(200)
  }
  const live = (await accuracy()).live
  expect(live).toBeDefined()
  expect(live.count).toBe(MIN_LIVE_COUNT)
  expect(live.sources.listing + live.sources.market + live.sources.check).toBe(MIN_LIVE_COUNT)
  expect(live.sources.listing).toBeGreaterThanOrEqual(extra)
  expect(live.within20).toBeGreaterThan(0)
  expect(live.within20).toBeLessThan(1)
  expect(live.mdape).toBeGreaterThan(0)
  expect(live.coverage).toBeGreaterThanOrEqual(0)
  expect(live.months.map((m: { month: string }) => m.month)).toEqual(['2026-11'])

  // The figures are computed once per change of the realised prices: unchanged, the same figures come back without
  // a second read; one more sold listing is in the very next answer.
  const cache = new LiveAccuracyCache(t.db)
  const first = await cache.byGame(NOW)
  expect(await cache.byGame(NOW)).toBe(first)
  const valId = await published(seller, 20 + extra)
  expect((await t.post(`${API}/val/markSold`, { valId, priceFen: (await resultOf(valId)).estimateFen }, seller)).code).toBe(200)
  const next = await cache.byGame(NOW)
  expect(next).not.toBe(first)
  expect(next.get(GAME)!.count).toBe(MIN_LIVE_COUNT + 1)
  expect((await accuracy()).live.count).toBe(MIN_LIVE_COUNT + 1)
})
