import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { runMarketImport } from '../../src/cli/market-import-command'
import { DEMO_SOURCE, generateDemoMarket } from '../../src/market/demo'
import { formatMarketRows } from '../../src/market/format'
import { createTestApp, type TestApp } from '../helpers'

const NOW = Date.UTC(2026, 10, 2)
const OTHER_GAME = 10011

describe('market:import rematches purpose records', () => {
  let t: TestApp
  let dir: string
  beforeAll(async () => {
    t = await createTestApp({ now: NOW })
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'purpose-rematch-'))
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  test('a matching record whose range gets an on-sale listing becomes matched; others stay matching', async () => {
    const { token } = await t.login('13800007001')
    const user = await t.db.selectFrom('users').select('id').where('phone', '=', '13800007001').executeTakeFirstOrThrow()
    const base = {
      user_id: user.id,
      game_id: OTHER_GAME,
      search_type: 2,
      input: '{"attrs":{}}',
      status: 0,
      match_count: 0,
      created_at: NOW,
      updated_at: NOW,
      matched_at: null,
    }
    await t.db
      .insertInto('purpose_record')
      .values([
        { ...base, min_fen: 10_000, max_fen: 20_000 },
        { ...base, min_fen: 900_000, max_fen: 900_100 },
      ])
      .execute()

    const attrs = generateDemoMarket({ games: [OTHER_GAME], rowsPerGame: 1 })[0].attrs
    const file = path.join(dir, 'one.jsonl')
    fs.writeFileSync(
      file,
      formatMarketRows(
        [
          {
            gameId: OTHER_GAME,
            externalId: 'x-1',
            source: DEMO_SOURCE,
            kind: 'listing',
            status: 'on_sale',
            priceFen: 15_000,
            listedAt: NOW - 1000,
            soldAt: null,
            attrs,
            demo: true,
          },
        ],
        'jsonl',
      ),
    )
    const out: string[] = []
    const code = await runMarketImport([file], {
      out: (l) => out.push(l),
      err: (l) => out.push(l),
      now: () => NOW,
      openDb: async () => ({ db: t.db, close: async () => {} }),
    })
    expect(code).toBe(0)
    expect(out.join('\n')).toContain('1 条意向记录已匹配')

    const records = await t.post('/app/v1/purpose/records', {}, token)
    const byMax = new Map(records.data.list.map((r: { maxFen: number; status: number }) => [r.maxFen, r.status]))
    expect(byMax.get(20_000)).toBe(1)
    expect(byMax.get(900_100)).toBe(0)
  })
})
