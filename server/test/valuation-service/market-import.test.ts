import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { runMarketImport } from '../../src/cli/market-import-command'
import { generateDemoMarket } from '../../src/market/demo'
import { formatMarketRows, type MarketRow } from '../../src/market/format'
import { MarketStore } from '../../src/market/store'
import { createTestDb, type TestDb } from '../helpers'

const NOW = Date.UTC(2026, 10, 2)

describe('market import into the database', () => {
  let t: TestDb
  let dir: string
  beforeEach(async () => {
    t = await createTestDb()
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-import-'))
  })
  afterEach(async () => {
    await t.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const run = async (args: string[]) => {
    const out: string[] = []
    const err: string[] = []
    let opened = 0
    const code = await runMarketImport(args, {
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      now: () => NOW,
      // The test owns the database; the command must not close it.
      openDb: async () => {
        opened++
        return { db: t.db, close: async () => {} }
      },
    })
    return { code, out, err, opened }
  }

  const writeFile = (name: string, text: string) => {
    const file = path.join(dir, name)
    fs.writeFileSync(file, text)
    return file
  }

  test('a valid file is written (positional FILE), re-import upserts on (source, externalId), models stored', async () => {
    const rows = generateDemoMarket({ games: [10013], rowsPerGame: 30 })
    const file = writeFile('m.jsonl', formatMarketRows(rows, 'jsonl'))
    const first = await run([file])
    expect(first.code).toBe(0)
    const store = new MarketStore(t.db)
    expect(await store.count()).toBe(30)

    const changed: MarketRow[] = rows.map((r, i) => (i === 0 ? { ...r, priceFen: r.priceFen + 100 } : r))
    expect((await run(['--file', writeFile('m2.jsonl', formatMarketRows(changed, 'jsonl'))])).code).toBe(0)
    expect(await store.count()).toBe(30)
    expect((await store.find(rows[0].source, rows[0].externalId))?.priceFen).toBe(rows[0].priceFen + 100)

    // 30 rows are too few to train: the game is stored as refused, with the reason users will see.
    const model = await t.db.selectFrom('valuation_model').selectAll().where('game_id', '=', 10013).executeTakeFirstOrThrow()
    expect(model.refused_reason).toMatch(/样本不足/)
  })

  test('a bad file: line-numbered errors, exit 1, nothing written, database never opened', async () => {
    const good = formatMarketRows(generateDemoMarket({ games: [10013], rowsPerGame: 3 }), 'jsonl')
      .trim()
      .split('\n')
    const bad = JSON.stringify({ ...JSON.parse(good[1]), priceFen: -5 })
    const file = writeFile('bad.jsonl', [good[0], bad, good[2], '{oops'].join('\n'))
    const res = await run([file])
    expect(res.code).toBe(1)
    expect(res.err.join('\n')).toMatch(/第 2 行（priceFen）/)
    expect(res.err.join('\n')).toMatch(/第 4 行/)
    expect(res.opened).toBe(0)
    expect(await new MarketStore(t.db).count()).toBe(0)
  })

  test('--dry-run validates only', async () => {
    const file = writeFile('m.csv', formatMarketRows(generateDemoMarket({ games: [10012], rowsPerGame: 5 }), 'csv'))
    const res = await run([file, '--dry-run'])
    expect(res.code).toBe(0)
    expect(res.opened).toBe(0)
    expect(await new MarketStore(t.db).count()).toBe(0)
  })

  test('--dry-run reports every rejected line with its reason and the per-game counts, exit 1, nothing written', async () => {
    const good = formatMarketRows(generateDemoMarket({ games: [10013], rowsPerGame: 4 }), 'csv')
      .trim()
      .split('\n')
    const bad = good[2].replace(/,10013,/, ',').replace(/^10013,/, '99999,')
    const file = writeFile('m.csv', [good[0], good[1], bad, good[3], 'x,y'].join('\n'))
    const res = await run([file, '--dry-run'])
    expect(res.code).toBe(1)
    expect(res.out[0]).toBe('检查：4 行，可导入 2 行，被拒绝 2 行')
    expect(res.out.join('\n')).toMatch(/第 3 行（gameId）/)
    expect(res.out.join('\n')).toMatch(/第 5 行：列数应为 11，实际为 2/)
    expect(res.out.join('\n')).toMatch(/王者荣耀（10013）：成交 \d+，挂牌 \d+/)
    expect(res.opened).toBe(0)
    expect(await new MarketStore(t.db).count()).toBe(0)
  })

  test('the store writes all-or-nothing: a failing row in a later chunk rolls back the earlier chunks', async () => {
    const rows = generateDemoMarket({ games: [10013], rowsPerGame: 700 })
    // A NOT NULL violation in the second insert chunk (rows are written 500 at a time).
    const broken = [...rows.slice(0, 650), { ...rows[650], source: null as unknown as string }]
    // Not `rejects.toThrow()`: the native driver's error class may come from another test file's realm
    // when files share a worker, and then it is not `instanceof Error` here.
    let error: unknown
    await new MarketStore(t.db).upsertRows(broken, NOW).catch((e: unknown) => {
      error = e
    })
    expect(String(error)).toMatch(/null/i)
    expect(await new MarketStore(t.db).count()).toBe(0)
  })

  test('a listing and its deal in one batch keep the deal', async () => {
    const [r] = generateDemoMarket({ games: [10013], rowsPerGame: 1 })
    const listing: MarketRow = { ...r, kind: 'listing', status: 'on_sale', soldAt: null }
    const deal: MarketRow = { ...r, kind: 'deal', status: 'sold', soldAt: r.listedAt + 1000 }
    await new MarketStore(t.db).upsertRows([deal, listing], NOW)
    expect((await new MarketStore(t.db).find(r.source, r.externalId))?.kind).toBe('deal')
  })
})
