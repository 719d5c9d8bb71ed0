import { loadConfig } from '../../src/config'
import { LINK_PLATFORMS, OWN_LINK_SOURCE } from '../../src/contract/values/links'
import { LINK_PATTERNS, ownListingLink } from '../../src/market/links'
import { MarketStore } from '../../src/market/store'
import { createProviders } from '../../src/providers'
import { SandboxListingFetchProvider } from '../../src/providers/listing-fetch'
import type { TestApp } from '../helpers'
import { API, GAME, PROD_PROVIDERS, createValuationApp, reportCount, waitForReport } from '../valuation-service/fixture'

/**
 * One rule for links (issue 34): link valuation, deal evaluation and purpose search read a link with one reader and
 * get one answer. A fresh start reads only its own market data; the sandbox that invents an account for any
 * partner id runs only where LISTING_GATEWAY=sandbox, never in production.
 */

/** Links of the partner platforms whose listings no market data holds (made up, as a player might paste). */
const MADE_UP = [
  '【螃蟹账号】王者荣耀 V10 https://www.pxb7.com/product/px20260412',
  'https://www.pzds.com/goodsDetails/pz778899',
  'https://m.jiaoyimao.com/goods/jym20260404.html',
]

const PROD = { NODE_ENV: 'production', TOKEN_SECRET: 'p'.repeat(40) }

describe('listing-fetch provider: the sandbox only when configured', () => {
  test('a fresh start (development, test) reads no partner listing; LISTING_GATEWAY=sandbox asks for the sandbox', () => {
    expect(createProviders(loadConfig({ NODE_ENV: 'development' })).listingFetch).toBeNull()
    expect(createProviders(loadConfig({ NODE_ENV: 'test' })).listingFetch).toBeNull()
    expect(createProviders(loadConfig({ NODE_ENV: 'development', LISTING_GATEWAY: 'sandbox' })).listingFetch).toBeInstanceOf(
      SandboxListingFetchProvider,
    )
  })

  test('never in production: asking for the sandbox there refuses to start', () => {
    expect(() => createProviders(loadConfig({ ...PROD, ...PROD_PROVIDERS, LISTING_GATEWAY: 'sandbox' }))).toThrow(
      /listing fetch provider cannot be used when NODE_ENV=production/,
    )
  })
})

describe('one reader, one answer', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createValuationApp()
    token = (await t.login('13800003401')).token
  })
  afterAll(async () => {
    await t.close()
  })

  test('made-up 螃蟹/盼之/交易猫 links are unreadable in valuation, deal and purpose search alike, the game kept', async () => {
    const before = await reportCount(t)
    for (const link of MADE_UP) {
      for (const chosen of [{ gameId: GAME }, {}]) {
        const valued = await t.post(`${API}/val/valuation`, { evaluateType: 1, link, ...chosen }, token)
        const dealt = await t.post(`${API}/deal/evaluate`, { link, askFen: 100_000, ...chosen }, token)
        const searched = await t.post(`${API}/purpose/search`, { searchType: 1, link, minFen: 0, maxFen: 1_000_000, ...chosen }, token)
        const expected = {
          code: 40021,
          msg: '暂未收录该链接对应的商品，请改用属性估价或查看「如何获取链接」',
          data: { guide: '/pages/h5/guide/getLink', byProps: chosen },
        }
        for (const answer of [valued, dealt, searched]) expect({ code: answer.code, msg: answer.msg, data: answer.data }).toEqual(expected)
      }
    }
    // No report was made of attributes nobody entered.
    expect(await reportCount(t)).toBe(before)
  })

  test('a demo-market listing link reads the same account in valuation and deal evaluation', async () => {
    const row = await t.db
      .selectFrom('market_listing')
      .select(['external_id', 'attrs'])
      .where('kind', '=', 'listing')
      .where('game_id', '=', GAME)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    const link = ownListingLink(row.external_id, t.config.listingBaseUrl)

    const created = await t.post(`${API}/val/valuation`, { evaluateType: 1, link }, token)
    expect(created.code).toBe(200)
    await waitForReport(t, token, created.data.valId)
    const stored = await t.db.selectFrom('report').select('input').where('id', '=', created.data.valId).executeTakeFirstOrThrow()
    expect(JSON.parse(stored.input)).toMatchObject({ attrs: JSON.parse(row.attrs), externalId: row.external_id })
    // Deal evaluation reads the same listing: it finds the report just made of it.
    const dealt = await t.post(`${API}/deal/evaluate`, { link, askFen: 100_000 }, token)
    expect(dealt.code).toBe(200)
    expect(dealt.data).toMatchObject({ gameId: GAME, valId: created.data.valId })
  })

  test("a platform link whose id the market data holds (an imported listing) is read by both; the rest of that platform's ids are not", async () => {
    const store = new MarketStore(t.db)
    const [demo] = await store.rowsForGame(GAME)
    await store.upsertRows(
      [{ ...demo, source: '盼之', externalId: 'pzImported1', kind: 'listing', status: 'on_sale', soldAt: null, demo: false }],
      t.clock.now(),
    )
    const link = 'https://www.pzds.com/goodsDetails/pzImported1'
    const valued = await t.post(`${API}/val/valuation`, { evaluateType: 1, link }, token)
    expect(valued.code).toBe(200)
    await waitForReport(t, token, valued.data.valId)
    const dealt = await t.post(`${API}/deal/evaluate`, { link, askFen: 100_000 }, token)
    expect(dealt.data).toMatchObject({ gameId: GAME, valId: valued.data.valId })
    const other = { evaluateType: 1, link: 'https://www.pzds.com/goodsDetails/pzImported2' }
    expect((await t.post(`${API}/val/valuation`, other, token)).code).toBe(40021)
  })

  test('the platforms the app names (contract LINK_PLATFORMS) are exactly those recognised', () => {
    expect(LINK_PATTERNS.map((p) => p.source)).toEqual([...LINK_PLATFORMS])
    expect(OWN_LINK_SOURCE).toBe('游戏估价')
  })
})
