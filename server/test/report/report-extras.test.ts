import { ownListingLink } from '../../src/market/links'
import { accountBand } from '../../src/modules/reports/band'
import type { TestApp } from '../helpers'
import { API, GAME, createValuationApp, sampleAnswers, waitForReport } from '../valuation-service/fixture'

/** val/propertyConfirm, val/shareLink + val/sharedReport, goods/detail and comparables' listing ids. */
describe('report extras', () => {
  let t: TestApp
  let owner: string
  let other: string
  let valId: string
  beforeAll(async () => {
    t = await createValuationApp()
    owner = (await t.login('13800007001')).token
    other = (await t.login('13800007002')).token
    valId = (await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2, answers: sampleAnswers(3) }, owner)).data.valId
    const res = await waitForReport(t, owner, valId)
    expect(res.data.status).toBe(1)
  })
  afterAll(async () => {
    await t.close()
  })

  const LOCKED_FIELDS = ['estimateFen', 'range', 'confidence', 'breakdown', 'comparables', 'trend', 'reportQuestions', 'lowConfidence']

  test('property confirm: unconfirmed by default, owner-only, stored and returned in valReport', async () => {
    expect((await t.post(`${API}/val/valReport`, { valId }, owner)).data.propertyConfirm).toEqual({ status: 0 })
    expect((await t.post(`${API}/val/propertyConfirm`, { valId, status: 1 }, other)).code).toBe(40004)
    expect((await t.post(`${API}/val/propertyConfirm`, { valId: 'r_missing', status: 1 }, owner)).code).toBe(40004)
    expect((await t.post(`${API}/val/propertyConfirm`, { valId, status: 1 })).code).toBe(40005)
    const bad = await t.post(`${API}/val/propertyConfirm`, { valId, status: 0 }, owner)
    expect(bad.code).toBe(40000)
    expect(bad.msg).toContain('status')
    const noText = await t.post(`${API}/val/propertyConfirm`, { valId, status: 2, feedback: '  ' }, owner)
    expect(noText).toMatchObject({ code: 40000, msg: '缺少参数 feedback' })
    expect((await t.post(`${API}/val/propertyConfirm`, { valId, status: 2, feedback: 'x'.repeat(201) }, owner)).code).toBe(40000)

    const ok = await t.post(`${API}/val/propertyConfirm`, { valId, status: 1, feedback: 'ignored' }, owner)
    expect(ok.code).toBe(200)
    expect(ok.data).toMatchObject({ status: 1 })
    expect(ok.data.feedback).toBeUndefined()
    t.clock.advance(1000)
    const fb = await t.post(`${API}/val/propertyConfirm`, { valId, status: 2, feedback: '英雄数量不对，实际 120 个' }, owner)
    expect(fb.data).toEqual({ status: 2, feedback: '英雄数量不对，实际 120 个', updatedAt: t.clock.now() })
    expect((await t.post(`${API}/val/valReport`, { valId }, owner)).data.propertyConfirm).toEqual(fb.data)
    const rows = await t.db.selectFrom('report_property_confirm').selectAll().execute()
    expect(rows).toHaveLength(1)
  })

  test('share link: owner-only; a locked report shares only the teaser, and nothing locked leaves the service', async () => {
    expect((await t.post(`${API}/val/shareLink`, { valId }, other)).code).toBe(40004)
    expect((await t.post(`${API}/val/shareLink`, { valId })).code).toBe(40005)
    const link = await t.post(`${API}/val/shareLink`, { valId }, owner)
    expect(link.code).toBe(200)
    expect(link.data.path).toBe(`/pages/h5/report/share?shareToken=${encodeURIComponent(link.data.shareToken)}`)
    // The full address (the saved image's QR code): the service's public base with the hash route.
    expect(link.data.url).toMatch(/^https?:\/\/[^#]+\/#\/pages\/h5\/report\/share\?shareToken=/)
    expect(link.data.url.endsWith(`#${link.data.path}`)).toBe(true)

    // No login needed; the teaser only.
    const shared = await t.post(`${API}/val/sharedReport`, { shareToken: link.data.shareToken })
    expect(shared.code).toBe(200)
    expect(shared.data).toMatchObject({ status: 1, gameId: GAME, level: expect.any(String), band: expect.any(String) })
    expect(shared.data.valId).toBeUndefined()
    expect(shared.data.propertyConfirm).toBeUndefined()
    for (const f of LOCKED_FIELDS) expect(shared.data[f]).toBeUndefined()
    // Not even inside another field: the stored estimate never appears in the body.
    const row = await t.db.selectFrom('report').select('result').where('id', '=', valId).executeTakeFirstOrThrow()
    const estimate = String(JSON.parse(row.result!).estimateFen)
    expect(JSON.stringify(shared)).not.toContain(estimate)
  })

  test('after unlock the share shows the full figures; tampered, foreign-signed and expired tokens are refused', async () => {
    const { shareToken } = (await t.post(`${API}/val/shareLink`, { valId }, owner)).data
    await t.app.services.valuation.unlockReport(valId, 'test')
    const shared = await t.post(`${API}/val/sharedReport`, { shareToken })
    expect(shared.data.status).toBe(2)
    expect(shared.data.estimateFen).toBeGreaterThan(0)
    expect(shared.data.range.lowFen).toBeLessThanOrEqual(shared.data.estimateFen)
    expect(shared.data.propertyConfirm).toBeUndefined()

    const [id, exp, sig] = shareToken.split('.')
    const flipped = sig[0] === 'A' ? `B${sig.slice(1)}` : `A${sig.slice(1)}`
    for (const bad of [
      `${id}.${exp}.${flipped}`,
      `${id}.${(Number.parseInt(exp, 36) + 1).toString(36)}.${sig}`,
      'r_x.1.abc',
      'nonsense',
      `${id}..${sig}`,
    ]) {
      expect(await t.post(`${API}/val/sharedReport`, { shareToken: bad })).toMatchObject({ code: 40004, msg: '分享链接无效或已过期' })
    }
    expect((await t.post(`${API}/val/sharedReport`, {})).code).toBe(40000)
    t.clock.advance(31 * 24 * 3600 * 1000)
    expect((await t.post(`${API}/val/sharedReport`, { shareToken })).code).toBe(40004)
  })

  test('unlocked comparables carry listing ids that goods/detail opens; detail marks favourites; bad input', async () => {
    // The previous test moved the clock past the access tokens' lifetime.
    owner = (await t.login('13800007001')).token
    other = (await t.login('13800007002')).token
    const report = (await t.post(`${API}/val/valReport`, { valId }, owner)).data
    expect(report.comparables.length).toBeGreaterThan(0)
    const listingId = report.comparables[0].listingId
    expect(listingId).toEqual(expect.any(Number))

    const deal = await t.post(`${API}/goods/detail`, { listingId }, owner)
    expect(deal.code).toBe(200)
    expect(deal.data).toMatchObject({ listingId, gameId: GAME, kind: 'deal', collectable: false, collected: false })
    // A sold account: the spec's goods status 0 (deal); its price is an asset price (price type 1).
    expect(deal.data).toMatchObject({ status: 'sold', goodsStatus: 0, priceType: 1 })
    expect(deal.data.attrs.length).toBeGreaterThanOrEqual(deal.data.keyAttrs.length)

    const onSale = await t.db
      .selectFrom('market_listing')
      .select(['id', 'external_id'])
      .where('kind', '=', 'listing')
      .where('status', '=', 'on_sale')
      .where('game_id', '=', GAME)
      .executeTakeFirstOrThrow()
    const lid = Number(onSale.id)
    await t.post(`${API}/collect/toggle`, { listingId: lid, origin: 2 }, owner)
    const listing = await t.post(`${API}/goods/detail`, { listingId: lid }, owner)
    expect(listing.data).toMatchObject({ listingId: lid, kind: 'listing', collectable: true, collected: true, soldAt: null })
    expect(listing.data.goodsStatus).toBeUndefined()
    // The estimate is what a link valuation of the listing sells: only its band until the caller unlocks one.
    expect(listing.data).toMatchObject({ estimateFen: null, estimateLocked: true, band: { label: expect.any(String) } })
    expect(listing.data.valId).toBeUndefined()
    const link = ownListingLink(onSale.external_id)
    const linkValId = (await t.post(`${API}/val/valuation`, { evaluateType: 1, link }, owner)).data.valId
    await waitForReport(t, owner, linkValId)
    expect((await t.post(`${API}/goods/detail`, { listingId: lid }, owner)).data).toMatchObject({ estimateFen: null, valId: linkValId })
    await t.app.services.valuation.unlockReport(linkValId, 'test')
    const unlocked = (await t.post(`${API}/goods/detail`, { listingId: lid }, owner)).data
    expect(unlocked).toMatchObject({ estimateLocked: false, valId: linkValId, band: listing.data.band })
    expect(unlocked.estimateFen).toBeGreaterThan(0)
    // The listing's band is the one of its own valuation: it holds the range the unlocked link report shows.
    const linkReport = (await t.post(`${API}/val/valReport`, { valId: linkValId }, owner)).data
    expect(unlocked.estimateFen).toBe(linkReport.estimateFen)
    expect(accountBand(linkReport)).toEqual(listing.data.band)
    expect(listing.data.band.lowFen).toBeLessThanOrEqual(linkReport.range.lowFen)
    expect(listing.data.band.highFen).toBeGreaterThanOrEqual(linkReport.range.highFen)
    // Another user still sees the band only.
    expect((await t.post(`${API}/goods/detail`, { listingId: lid }, other)).data.estimateFen).toBeNull()
    expect((await t.post(`${API}/goods/detail`, { listingId: lid }, other)).data.collected).toBe(false)

    expect((await t.post(`${API}/goods/detail`, { listingId: lid })).code).toBe(40005)
    expect(await t.post(`${API}/goods/detail`, { listingId: 99_999_999 }, owner)).toMatchObject({ code: 40004, msg: '商品不存在' })
    expect((await t.post(`${API}/goods/detail`, { listingId: '1' }, owner)).code).toBe(40000)
  })
})
