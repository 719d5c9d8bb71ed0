import { loadConfig } from '../../src/config'
import { ownListingLink } from '../../src/market/links'
import { createProviders } from '../../src/providers'
import { sandboxAccountAttrs } from '../../src/providers/game-auth-attrs'
import {
  HttpListingFetchProvider,
  SANDBOX_LISTING,
  SandboxListingFetchProvider,
  type ListingFetchProvider,
} from '../../src/providers/listing-fetch'
import { validateGameAnswers } from '../../src/valuation/catalogue/validate'
import { createTestApp, type TestApp } from '../helpers'
import { API, createValuationApp, GAME, NOW, prepareValuationOnce, PROD_PROVIDERS, reportCount, waitForReport } from './fixture'

/**
 * Link valuation of a listing the market data does not hold: the listing-fetch provider reads it from its platform
 * (the sandbox where LISTING_GATEWAY=sandbox), and when nothing can read it the answer is 40021 with the way on — valuation
 * by properties of the game — never a dead end.
 */

const PROD = { NODE_ENV: 'production', TOKEN_SECRET: 'p'.repeat(40) }
const UNLISTED = 'https://m.jiaoyimao.com/goods/jym778899.html'
const MISSING = `https://www.pxb7.com/product/px1${SANDBOX_LISTING.missingSuffix}`

describe('listing-fetch provider selection', () => {
  test('the sandbox only where LISTING_GATEWAY=sandbox; never in production; the gateway when configured', () => {
    const sandbox = { LISTING_GATEWAY: 'sandbox' }
    expect(createProviders(loadConfig({ NODE_ENV: 'development', ...sandbox })).listingFetch).toBeInstanceOf(SandboxListingFetchProvider)
    expect(createProviders(loadConfig({ NODE_ENV: 'test' })).listingFetch).toBeNull()
    expect(() => new SandboxListingFetchProvider('production')).toThrow(/cannot be used when NODE_ENV=production.*LISTING_GATEWAY_URL/)
    // Production without partner credentials: no provider (and the service still starts).
    expect(createProviders(loadConfig({ ...PROD, ...PROD_PROVIDERS })).listingFetch).toBeNull()
    const gateway = { LISTING_GATEWAY_URL: 'https://listings.example/fetch', LISTING_GATEWAY_TOKEN: 'tok' }
    expect(createProviders(loadConfig({ ...PROD, ...PROD_PROVIDERS, ...gateway })).listingFetch).toBeInstanceOf(HttpListingFetchProvider)
    expect(createProviders(loadConfig({ NODE_ENV: 'development', ...gateway })).listingFetch).toBeInstanceOf(HttpListingFetchProvider)
  })
})

describe('sandbox listing fetch', () => {
  const sandbox = new SandboxListingFetchProvider('test')
  const ask = (source: string, externalId: string, gameId?: number) =>
    sandbox.fetch({ source, externalId, link: `https://x/${externalId}`, ...(gameId ? { gameId } : {}) })

  test('deterministic per (platform, id), schema-valid, of the chosen game; ids ending in 404 do not exist', async () => {
    const a = await ask('交易猫', 'jym1', GAME)
    expect(a?.gameId).toBe(GAME)
    expect(validateGameAnswers(GAME, a?.attrs).ok).toBe(true)
    expect(await ask('交易猫', 'jym1', GAME)).toEqual(a)
    expect((await ask('交易猫', 'jym2', GAME))?.attrs).not.toEqual(a?.attrs)
    expect((await ask('盼之', 'jym1', GAME))?.attrs).not.toEqual(a?.attrs)
    expect(await ask('螃蟹账号', `px${SANDBOX_LISTING.missingSuffix}`, GAME)).toBeNull()
    // Without a chosen game the id decides one, the same every time.
    const free = await ask('螃蟹账号', 'px77')
    expect(free).not.toBeNull()
    expect(await ask('螃蟹账号', 'px77')).toEqual(free)
  })

  test('covers the partner platforms only', async () => {
    expect(['交易猫', '螃蟹账号', '盼之'].every((s) => sandbox.covers(s))).toBe(true)
    expect(sandbox.covers('5173')).toBe(false)
    expect(sandbox.covers('藏宝阁')).toBe(false)
    expect(await ask('5173', 'abcdef123', GAME)).toBeNull()
  })
})

describe('link valuation of a listing the market data lacks, read by the sandbox (LISTING_GATEWAY=sandbox)', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createValuationApp({ LISTING_GATEWAY: 'sandbox' })
    token = (await t.login('13800001901')).token
  })
  afterAll(async () => {
    await t.close()
  })

  test('the sandbox reads it from its platform: valued by the attributes it read, the same link reads the same account', async () => {
    const created = await t.post(`${API}/val/valuation`, { evaluateType: 1, gameId: GAME, link: `分享一个号 ${UNLISTED} 快来看` }, token)
    expect(created.code).toBe(200)
    const report = await waitForReport(t, token, created.data.valId)
    expect(report.data).toMatchObject({ status: 1, gameId: GAME, evaluateType: 1 })
    const row = await t.db.selectFrom('report').select('input').where('id', '=', created.data.valId).executeTakeFirstOrThrow()
    const input = JSON.parse(row.input)
    const expected = await new SandboxListingFetchProvider('test').fetch({
      source: '交易猫',
      externalId: 'jym778899',
      link: UNLISTED,
      gameId: GAME,
    })
    expect(input).toMatchObject({ source: '交易猫', externalId: 'jym778899', fetchedBy: 'sandbox-listing', attrs: expected?.attrs })
    // Nothing was added to the market data: a fetched listing is read, not collected.
    expect(await t.db.selectFrom('market_listing').select('id').where('external_id', '=', 'jym778899').executeTakeFirst()).toBeUndefined()
  })

  test('a listing its platform does not have → 40021 offering properties of the chosen game; nothing is written', async () => {
    const before = await reportCount(t)
    const res = await t.post(`${API}/val/valuation`, { evaluateType: 1, gameId: GAME, link: MISSING }, token)
    expect(res).toMatchObject({ code: 40021, msg: '暂未收录该链接对应的商品，请改用属性估价或查看「如何获取链接」' })
    expect(res.data).toEqual({ guide: '/pages/h5/guide/getLink', byProps: { gameId: GAME } })
    // A platform the provider does not cover (5173) and an unrecognised link: the same way on.
    const other = await t.post(
      `${API}/val/valuation`,
      { evaluateType: 1, gameId: GAME, link: 'https://www.5173.com/abc123456.shtml' },
      token,
    )
    expect(other).toMatchObject({ code: 40021, data: { byProps: { gameId: GAME } } })
    const unknown = await t.post(`${API}/val/valuation`, { evaluateType: 1, gameId: GAME, link: 'https://example.com/item/1' }, token)
    expect(unknown).toMatchObject({ code: 40021, msg: '暂不支持该链接，请查看「如何获取链接」', data: { byProps: { gameId: GAME } } })
    // Without a chosen game there is no game to offer.
    expect((await t.post(`${API}/val/valuation`, { evaluateType: 1, link: MISSING }, token)).data).toEqual({
      guide: '/pages/h5/guide/getLink',
      byProps: {},
    })
    expect(await reportCount(t)).toBe(before)
  })

  test('a listing in the market data is never asked of the platform', async () => {
    const calls: string[] = []
    const spy = jest.spyOn(SandboxListingFetchProvider.prototype, 'fetch').mockImplementation(async (r) => {
      calls.push(r.externalId)
      return null
    })
    try {
      const listing = await t.db
        .selectFrom('market_listing')
        .select(['external_id'])
        .where('kind', '=', 'listing')
        .where('game_id', '=', GAME)
        .executeTakeFirstOrThrow()
      const res = await t.post(`${API}/val/valuation`, { evaluateType: 1, link: ownListingLink(listing.external_id) }, token)
      expect(res.code).toBe(200)
      expect(calls).toEqual([])
    } finally {
      spy.mockRestore()
    }
  })
})

describe('link valuation when the platform cannot be read', () => {
  /** A gateway stand-in: answers what `reply` holds (or fails when it is an Error). */
  const gateway = (reply: () => unknown): ListingFetchProvider => ({
    name: 'stub-gateway',
    covers: () => true,
    fetch: async () => {
      const r = reply()
      if (r instanceof Error) throw r
      return r as never
    },
  })

  test('production without partner credentials: the link leads to properties of the chosen game', async () => {
    const t = await createTestApp({ now: NOW, env: PROD, providers: {} })
    try {
      await prepareValuationOnce(t, { demoRowsPerGame: 600, demoGames: [GAME], now: NOW })
      const token = (await t.login('13800001902')).token
      const res = await t.post(`${API}/val/valuation`, { evaluateType: 1, gameId: GAME, link: UNLISTED }, token)
      expect(res).toMatchObject({ code: 40021, data: { guide: '/pages/h5/guide/getLink', byProps: { gameId: GAME } } })
    } finally {
      await t.close()
    }
  })

  test('an unreachable platform or attributes that do not fit the game: properties, of the game the platform named', async () => {
    let reply: () => unknown = () => new Error('ECONNRESET')
    const t = await createTestApp({ now: NOW, providers: { listingFetch: gateway(() => reply()) } })
    try {
      await prepareValuationOnce(t, { demoRowsPerGame: 600, demoGames: [GAME], now: NOW })
      const token = (await t.login('13800001903')).token
      const value = (gameId?: number) =>
        t.post(`${API}/val/valuation`, { evaluateType: 1, link: UNLISTED, ...(gameId ? { gameId } : {}) }, token)

      expect(await value(GAME)).toMatchObject({ code: 40021, data: { byProps: { gameId: GAME } } })
      // The platform names the game but sends attributes the schema refuses: the user goes on with that game.
      reply = () => ({ gameId: GAME, attrs: { heroCount: 'lots', noSuchAttribute: 1 } })
      expect(await value()).toMatchObject({ code: 40021, data: { byProps: { gameId: GAME } } })
      reply = () => ({ gameId: GAME, attrs: {} })
      expect(await value()).toMatchObject({ code: 40021, data: { byProps: { gameId: GAME } } })
      // A game the catalogue does not know is not offered.
      reply = () => ({ gameId: 99999, attrs: { x: 1 } })
      expect((await value()).data).toEqual({ guide: '/pages/h5/guide/getLink', byProps: {} })
      // A listing of another game than the one chosen is refused as with market listings.
      reply = () => ({ gameId: 10026, attrs: sandboxAccountAttrs(10026, 1) })
      expect(await value(GAME)).toMatchObject({ code: 40000, msg: '参数错误：链接中的商品不属于所选游戏' })
      // A readable listing is valued.
      reply = () => ({ gameId: GAME, attrs: sandboxAccountAttrs(GAME, 5) })
      expect((await value(GAME)).code).toBe(200)
    } finally {
      await t.close()
    }
  })
})

describe('gateway adapter', () => {
  const originalFetch = global.fetch
  afterEach(() => {
    global.fetch = originalFetch
  })

  test('posts the recognised link, maps found/not found, refuses malformed replies as 50002', async () => {
    const sent: unknown[] = []
    let reply: unknown = { found: true, gameId: GAME, attrs: { heroCount: 80 } }
    global.fetch = (async (_url: string, init: RequestInit) => {
      sent.push({ auth: (init.headers as Record<string, string>).authorization, body: JSON.parse(String(init.body)) })
      return Response.json(reply)
    }) as typeof fetch
    const provider = new HttpListingFetchProvider({ url: 'https://listings.example/fetch', token: 'tok' })
    const request = { source: '盼之', externalId: 'pz1', link: 'https://www.pzds.com/goodsDetails/pz1', gameId: GAME }
    expect(await provider.fetch(request)).toEqual({ gameId: GAME, attrs: { heroCount: 80 } })
    expect(sent[0]).toEqual({ auth: 'Bearer tok', body: request })
    reply = { found: false }
    expect(await provider.fetch(request)).toBeNull()
    reply = { found: true, gameId: 'x' }
    await expect(provider.fetch(request)).rejects.toMatchObject({ code: 50002 })
    reply = { nothing: true }
    await expect(provider.fetch(request)).rejects.toMatchObject({ code: 50002 })
    expect(provider.covers('游戏估价')).toBe(false)
    expect(provider.covers('交易猫')).toBe(true)
  })
})
