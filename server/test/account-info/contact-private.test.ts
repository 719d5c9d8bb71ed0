import type { TestApp } from '../helpers'
import { idNumber } from '../id-numbers'
import { API, GAME, createValuationApp, makeReport, waitForReport } from '../valuation-service/fixture'

/**
 * A published account's contact (and the description it may repeat) is the seller's alone: every response
 * another user or an anonymous caller can get about the listing is serialised and searched for it.
 */
describe('a seller’s contact never leaves the owner’s own pages', () => {
  let t: TestApp
  let seller: string
  let buyer: string
  let valId: string
  let listingId: number
  let url: string
  const CONTACT = 'wxSeller7788'
  const PRICE = 88_800

  beforeAll(async () => {
    t = await createValuationApp()
    seller = (await t.login('13800007101')).token
    buyer = (await t.login('13800007102')).token
    valId = await makeReport(t, seller, 11)
    expect((await t.post(`${API}/user/realInfoVerify`, { name: '张三', idNo: idNumber('19900101') }, seller)).code).toBe(200)
    const saved = await t.post(
      `${API}/val/accountInfo/save`,
      { valId, serverRegion: '微信区', contactType: 1, contact: CONTACT, description: `诚心出，加 ${CONTACT}`, confirmedAttrs: [] },
      seller,
    )
    expect(saved.code).toBe(200)
    const published = await t.post(`${API}/val/publish`, { valId, priceFen: PRICE }, seller)
    expect(published.code).toBe(200)
    listingId = published.data.listing.listingId
    url = published.data.listing.url
  })
  afterAll(async () => {
    await t.close()
  })

  const leaks = (res: { data: unknown; msg: string }) => JSON.stringify({ data: res.data, msg: res.msg }).includes(CONTACT)

  test('the owner sees it on their own account information, and only there', async () => {
    const own = await t.post(`${API}/val/accountInfo`, { valId }, seller)
    expect(own.data.info.contact).toBe(CONTACT)
    expect(leaks(await t.post(`${API}/val/publish`, { valId, priceFen: PRICE }, seller))).toBe(false)
    const other = await t.post(`${API}/val/accountInfo`, { valId }, buyer)
    expect(other.code).toBe(40004)
    expect(leaks(other)).toBe(false)
  })

  test('no response about the listing to a buyer or an anonymous caller carries it', async () => {
    const seen: { what: string; res: { code: number; data: unknown; msg: string } }[] = []
    const ask = async (what: string, path: string, body: unknown, token?: string) => {
      const res = await t.post(`${API}/${path}`, body, token)
      seen.push({ what, res })
      return res
    }

    const detail = await ask('goods/detail', 'goods/detail', { listingId }, buyer)
    expect(detail.data).toMatchObject({ listingId, priceFen: PRICE, source: '游戏估价' })
    await ask('goods/similar', 'goods/similar', { type: 4, listingId, pageSize: 50 }, buyer)
    expect((await ask('collect/toggle', 'collect/toggle', { listingId, origin: 2 }, buyer)).data.collected).toBe(true)
    const favourites = await ask('collect/list', 'collect/list', { pageSize: 50 }, buyer)
    expect(JSON.stringify(favourites.data)).toContain(`"listingId":${listingId}`)

    // Intention search around the asking price finds the listing once unlocked.
    const search = await ask(
      'purpose/search',
      'purpose/search',
      { searchType: 2, gameId: GAME, answers: {}, minFen: PRICE - 100, maxFen: PRICE + 100 },
      buyer,
    )
    await t.app.services.valuation.unlockReport(search.data.reportId, 'test')
    const matches = await ask('purpose/report', 'purpose/report', { reportId: search.data.reportId, pageSize: 50 }, buyer)
    expect(JSON.stringify(matches.data)).toContain(`"listingId":${listingId}`)

    await ask('market/analysis', 'market/analysis', { gameId: GAME })
    await ask('deal/evaluate', 'deal/evaluate', { link: url, askFen: PRICE }, buyer)
    const byLink = await ask('val/valuation', 'val/valuation', { evaluateType: 1, link: url }, buyer)
    await waitForReport(t, buyer, byLink.data.valId)
    await t.app.services.valuation.unlockReport(byLink.data.valId, 'test')
    await ask('val/valReport', 'val/valReport', { valId: byLink.data.valId }, buyer)
    await ask('val/accountInfo (buyer’s link report)', 'val/accountInfo', { valId: byLink.data.valId }, buyer)

    // The seller's own report shared publicly.
    const { shareToken } = (await t.post(`${API}/val/shareLink`, { valId }, seller)).data
    await ask('val/sharedReport', 'val/sharedReport', { shareToken })

    for (const { what, res } of seen) {
      expect({ what, code: res.code }).toEqual({ what, code: 200 })
      expect({ what, leaks: leaks(res) }).toEqual({ what, leaks: false })
    }
  })
})
