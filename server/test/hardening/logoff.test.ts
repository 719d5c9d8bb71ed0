import type { TestApp } from '../helpers'
import { API, createValuationApp, makeReport } from '../valuation-service/fixture'
import { readySeller, storedPublishState, type Seller } from './publish-fixture'

const WEB = { terminal: '2', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile Safari/537.36' }
/** An asking price no demo listing has, so a search for exactly this price finds only the seller's listing. */
const PRICE = 9_876_543

/**
 * user/logOff takes the user's published accounts off sale and revokes every link to their reports (share
 * token, shared comparison, help code), in the same transaction as the deletion.
 */
describe('user/logOff with published accounts and live links', () => {
  let t: TestApp
  let buyer: { token: string; valId: string }
  beforeAll(async () => {
    t = await createValuationApp()
    const token = (await t.login('13900007000')).token
    // The buyer values an account like the sellers' (same answers), so similar accounts rank theirs first.
    buyer = { token, valId: await makeReport(t, token, 21) }
  })
  afterAll(async () => {
    await t.close()
  })

  /** Everything a seller can hand out: a published listing, a report share token, a shared comparison, a help code. */
  async function sellerWithLinks(phone: string) {
    const seller = await readySeller(t, phone, 21)
    const published = await t.post(`${API}/val/publish`, { valId: seller.valId, priceFen: PRICE }, seller.token)
    expect(published.code).toBe(200)
    const listingId: number = published.data.listing.listingId
    const shareToken: string = (await t.post(`${API}/val/shareLink`, { valId: seller.valId }, seller.token)).data.shareToken
    const second = await makeReport(t, seller.token, 22)
    const compare = await t.post(`${API}/val/compareShare`, { valIdA: seller.valId, valIdB: second }, seller.token)
    expect(compare.code).toBe(200)
    const locked = await makeReport(t, seller.token, 23, false)
    const help = await t.post(`${API}/val/helpShare`, { valId: locked }, seller.token, WEB)
    expect(help.code).toBe(200)
    return { ...seller, listingId, shareToken, compareToken: compare.data.token as string, helpCode: help.data.code as string }
  }

  const sharedReport = (shareToken: string) => t.post(`${API}/val/sharedReport`, { shareToken })
  const sharedCompare = (token: string) => t.post(`${API}/val/sharedCompare`, { token })
  const helpDetail = (code: string) => t.post(`${API}/val/helpDetail`, { code })
  const searchAtPrice = () =>
    t.post(`${API}/purpose/search`, { searchType: 3, valId: buyer.valId, minFen: PRICE, maxFen: PRICE }, buyer.token)
  const similar = () => t.post(`${API}/goods/similar`, { type: 4, valId: buyer.valId, pageSize: 50 }, buyer.token)

  test('before: everything serves; after logOff: every link 40004, the listing off sale and out of every search', async () => {
    const s = await sellerWithLinks('13900007001')
    // A bystander's links, to show the revocation touches only the deleted user's.
    const other = await sellerWithLinks('13900007002')

    const shown = await sharedReport(s.shareToken)
    expect(shown.code).toBe(200)
    expect(shown.data.estimateFen).toBeGreaterThan(0)
    expect((await sharedCompare(s.compareToken)).code).toBe(200)
    expect((await helpDetail(s.helpCode)).code).toBe(200)
    const searchBefore = await searchAtPrice()
    expect(searchBefore.data.total).toBe(2)
    const similarBefore = await similar()
    expect(similarBefore.data.list.map((l: { listingId: number }) => l.listingId)).toEqual(
      expect.arrayContaining([s.listingId, other.listingId]),
    )

    const off = await t.post(`${API}/user/logOff`, {}, s.token)
    expect([off.code, off.msg]).toEqual([200, '账号已注销'])

    for (const reply of [await sharedReport(s.shareToken), await sharedCompare(s.compareToken), await helpDetail(s.helpCode)]) {
      expect([reply.status, reply.code, reply.data]).toEqual([200, 40004, null])
    }
    // Helping the deleted user's report is refused the same way.
    expect((await t.post(`${API}/val/valReportShare`, { valId: s.helpCode }, buyer.token)).code).toBe(40004)

    expect(await storedPublishState(t, s.valId)).toEqual({ publishStatus: 0, listingId: s.listingId, listingStatus: 'off_shelf' })
    expect((await searchAtPrice()).data.total).toBe(1)
    const similarAfter = await similar()
    expect(similarAfter.data.total).toBe(similarBefore.data.total - 1)
    expect(similarAfter.data.list.map((l: { listingId: number }) => l.listingId)).not.toContain(s.listingId)
    // Its detail page (a favourite may still point at it) says it is no longer on sale.
    expect((await t.post(`${API}/goods/detail`, { listingId: s.listingId }, buyer.token)).data.status).toBe('off_shelf')
    // The contact the seller left for buyers is erased with the rest of their personal data.
    const account = await t.db.selectFrom('report_account').selectAll().where('report_id', '=', s.valId).executeTakeFirstOrThrow()
    expect([account.contact, account.description]).toEqual([null, null])

    // The bystander's links and listing are untouched.
    expect((await sharedReport(other.shareToken)).code).toBe(200)
    expect((await sharedCompare(other.compareToken)).code).toBe(200)
    expect((await helpDetail(other.helpCode)).code).toBe(200)
    expect(await storedPublishState(t, other.valId)).toMatchObject({ publishStatus: 1, listingStatus: 'on_sale' })

    // The same phone registers again as a new user who owns none of it.
    const again = await t.login('13900007001')
    expect((await t.post(`${API}/val/accountInfo`, { valId: s.valId }, again.token)).code).toBe(40004)
    expect((await t.post(`${API}/val/unpublish`, { valId: s.valId }, again.token)).code).toBe(40004)
  })

  test('logOff racing publishes, unpublishes and refreshes: no 5xx, and the account ends off sale', async () => {
    for (let round = 0; round < 5; round++) {
      const seller: Seller = await readySeller(t, `1390000710${round}`, 21)
      const refreshToken = (await t.login(`1390000710${round}`)).refresh_token
      expect((await t.post(`${API}/val/publish`, { valId: seller.valId, priceFen: PRICE }, seller.token)).code).toBe(200)
      const calls = Array.from({ length: 40 }, (_, i) =>
        i === 20
          ? t.post(`${API}/user/logOff`, {}, seller.token)
          : i % 4 === 3
            ? t.get(`${API}/refresh`, refreshToken)
            : i % 2 === 0
              ? t.post(`${API}/val/publish`, { valId: seller.valId, priceFen: PRICE + i }, seller.token)
              : t.post(`${API}/val/unpublish`, { valId: seller.valId }, seller.token),
      )
      const replies = await Promise.all(calls)
      expect(replies.filter((r) => r.status >= 500)).toEqual([])
      expect(replies[20].code).toBe(200)
      const state = await storedPublishState(t, seller.valId)
      expect(state).toMatchObject({ publishStatus: 0 })
      expect(state.listingStatus === null || state.listingStatus === 'off_shelf').toBe(true)
      const user = await t.db.selectFrom('users').select('deleted_at').where('id', '=', seller.userId).executeTakeFirstOrThrow()
      expect(user.deleted_at).not.toBeNull()
    }
  })

  test('ten logOffs of one user at once: each answers 200 or 40005 (already signed out), none fails', async () => {
    const seller = await readySeller(t, '13900007201', 24)
    expect((await t.post(`${API}/val/publish`, { valId: seller.valId, priceFen: PRICE }, seller.token)).code).toBe(200)
    const replies = await Promise.all(Array.from({ length: 10 }, () => t.post(`${API}/user/logOff`, {}, seller.token)))
    expect(replies.every((r) => r.status === 200 && (r.code === 200 || r.code === 40005))).toBe(true)
    expect(replies.filter((r) => r.code === 200).length).toBeGreaterThanOrEqual(1)
    expect(await storedPublishState(t, seller.valId)).toMatchObject({ publishStatus: 0, listingStatus: 'off_shelf' })
  })
})
