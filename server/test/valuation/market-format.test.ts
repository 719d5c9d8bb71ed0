import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { formatMarketRows, parseMarketFile, parseMarketText } from '../../src/market/format'
import { generateDemoMarket } from '../../src/market/demo'
import { importMarketFile } from '../../src/market/import'
import { ownListingLink, recognizeLink } from '../../src/market/links'

const deal = {
  gameId: 10013,
  externalId: 'A1',
  source: '交易猫',
  kind: 'deal',
  status: 'sold',
  priceFen: 123400,
  listedAt: '2026-01-02',
  soldAt: '2026-01-05T08:00:00Z',
  attrs: { server: '安卓QQ', skins: { glory: 1 } },
  demo: false,
}
const listing = {
  gameId: 10026,
  externalId: 'B2',
  source: '螃蟹账号',
  kind: 'listing',
  status: 'on_sale',
  priceFen: 88800,
  listedAt: 1767225600000,
  soldAt: null,
  attrs: { server: '官服', chars: { raiden: 2 }, goldCount: 12 },
  url: 'https://www.pxb7.com/product/B2',
  demo: false,
}

describe('market import format', () => {
  it('parses a valid JSONL file', () => {
    const res = parseMarketText([deal, listing].map((r) => JSON.stringify(r)).join('\n'), 'jsonl')
    expect(res.ok).toBe(true)
    if (res.ok) {
      expect(res.rows).toHaveLength(2)
      expect(res.rows[0]).toMatchObject({ priceFen: 123400, listedAt: Date.UTC(2026, 0, 2), soldAt: Date.UTC(2026, 0, 5, 8), demo: false })
      expect(res.rows[1]).toMatchObject({ soldAt: null, attrs: { chars: { raiden: 2 } } })
    }
  })

  it('rejects a bad file with line numbers and returns no rows (all-or-nothing)', () => {
    const lines = [
      JSON.stringify(deal),
      JSON.stringify({ ...deal, externalId: 'A2', priceFen: 12.5 }),
      '{not json',
      '',
      JSON.stringify({ ...deal, externalId: 'A3', attrs: { server: '火星区' } }),
      JSON.stringify({ ...listing, externalId: 'B3', soldAt: '2026-01-09' }),
      JSON.stringify(deal),
    ]
    const res = parseMarketText(lines.join('\n'), 'jsonl')
    expect(res.ok).toBe(false)
    expect('rows' in res).toBe(false)
    if (!res.ok) {
      expect(res.errors.map((e) => e.line)).toEqual([2, 3, 5, 6, 7])
      expect(res.errors.find((e) => e.line === 5)).toMatchObject({ field: 'attrs.server' })
      expect(res.errors.find((e) => e.line === 7)?.message).toMatch(/第 1 行重复/)
      for (const e of res.errors) expect(e.message).toMatch(/[\u4e00-\u9fa5]/)
    }
  })

  it('reports CSV errors with file line numbers', () => {
    const header = 'gameId,externalId,source,kind,status,priceFen,listedAt,soldAt,attrs,url,demo'
    const good = '10013,A1,交易猫,deal,sold,1000,2026-01-01,2026-01-02,"{""server"":""安卓QQ""}",,false'
    const bad = '10013,A2,交易猫,deal,sold,-5,2026-01-01,,"{""server"":""安卓QQ""}",,false'
    const res = parseMarketText([header, good, bad, 'too,few'].join('\n'), 'csv')
    expect(res.ok).toBe(false)
    if (!res.ok) {
      expect(res.errors.map((e) => e.line)).toEqual([3, 3, 4])
      expect(res.errors.map((e) => e.field)).toEqual(['priceFen', 'soldAt', undefined])
    }
    const noHeader = parseMarketText('gameId,foo\n1,2', 'csv')
    expect(noHeader.ok).toBe(false)
    if (!noHeader.ok) expect(noHeader.errors[0].line).toBe(1)
  })

  it('reads CSV and JSONL equivalents the same', () => {
    const rows = generateDemoMarket({ seed: 5, rowsPerGame: 30 })
    const fromJsonl = parseMarketText(formatMarketRows(rows, 'jsonl'), 'jsonl')
    const fromCsv = parseMarketText(formatMarketRows(rows, 'csv'), 'csv')
    expect(fromJsonl.ok && fromCsv.ok).toBe(true)
    if (fromJsonl.ok && fromCsv.ok) {
      expect(fromCsv.rows).toEqual(fromJsonl.rows)
      expect(fromJsonl.rows).toHaveLength(rows.length)
      expect(fromJsonl.rows[0]).toEqual({ ...rows[0], url: undefined })
    }
  })

  it('reads files by extension and hands all rows to the writer once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'market-'))
    const file = join(dir, 'm.csv')
    writeFileSync(file, formatMarketRows(generateDemoMarket({ seed: 1, rowsPerGame: 10, games: [10013] }), 'csv'))
    expect(parseMarketFile(file).ok).toBe(true)
    const written: number[] = []
    const res = await importMarketFile(file, {
      writer: (rows) => {
        written.push(rows.length)
      },
    })
    expect(res.ok && res.summary.rows).toBe(10)
    expect(written).toEqual([10])
    const badFile = join(dir, 'bad.jsonl')
    writeFileSync(badFile, '{}\n')
    const calls: number[] = []
    const bad = await importMarketFile(badFile, {
      writer: (rows) => {
        calls.push(rows.length)
      },
    })
    expect(bad.ok).toBe(false)
    expect(calls).toEqual([])
  })
})

describe('listing links', () => {
  it("recognises platform listing links and the service's own links", () => {
    expect(recognizeLink('https://www.pxb7.com/product/123456?from=share')).toEqual({ source: '螃蟹账号', externalId: '123456' })
    expect(recognizeLink('看看这个号 https://m.jiaoyimao.com/goods/98765.html 很便宜')).toEqual({ source: '交易猫', externalId: '98765' })
    expect(recognizeLink('https://www.pzds.com/goodsDetails/ABC123/6')).toEqual({ source: '盼之', externalId: 'ABC123' })
    expect(recognizeLink(ownListingLink('L-42', 'https://gujia.example/listing/'), { ownBase: 'https://gujia.example/listing/' })).toEqual({
      source: '游戏估价',
      externalId: 'L-42',
    })
  })

  it('returns null for anything else', () => {
    expect(recognizeLink('https://www.pxb7.com/help')).toBeNull()
    expect(recognizeLink('https://evil.example/product/1')).toBeNull()
    expect(recognizeLink('not a link')).toBeNull()
  })
})
