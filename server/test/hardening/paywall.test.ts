import { ownListingLink } from '../../src/market/links'
import { accountBand } from '../../src/modules/reports/band'
import { validateGameAnswers } from '../../src/valuation/catalogue/validate'
import type { Attrs } from '../../src/valuation/catalogue/types'
import type { TestApp } from '../helpers'
import { API, GAME, NOW, createValuationApp, waitForReport } from '../valuation-service/fixture'

/**
 * The paywall's side doors (issue 16 point 2). A caller holding a LOCKED valuation report tries to learn its
 * estimate for free through the three routes that value an account: deal/evaluate (by link and by answers,
 * bisecting the ask), goods/detail, and check/evaluate (bisecting the price paid). The attack is replayed on two
 * accounts in one price band whose estimates differ by more than 22.3% (issue 35 narrowed bands to 2×, so 25% apart
 * is rare in one band; 1.1 / 0.9 = 1.222 is what the check needs): every answer must be the same for both
 * (ids and echoes of the input aside), so whatever the attacker guesses is one number, which cannot be within
 * 10% of both estimates. Before the change each channel recovered the estimate to within 1%.
 *
 * Then the positive control (after unlocking, the same routes give the full figures again) and the did-I-lose
 * teaser rule (its verdict never contradicts the full one).
 */

let t: TestApp

interface Account {
  listingId: number
  externalId: string
  attrs: Attrs
  /** The locked estimate, read from the attacker's own (locked) link report: the secret. */
  estimateFen: number
  /** The account's teaser band (from its locked range), the most any free route may tell. */
  band: string
  token: string
  linkValId: string
  propsValId: string
}

const accounts: Account[] = []
/** Estimates this far apart cannot both be within 10% of one guess (that needs at most 1.1 / 0.9 = 1.2222). */
const SPREAD = 1.223
const paidAt = NOW - 90 * 86_400_000

/** Picks two listings in one band whose estimates differ by more than 22.3% (by the service's own model). */
async function pickPair(): Promise<Array<{ listingId: number; externalId: string; attrs: Attrs; estimateFen: number }>> {
  const market = t.app.services.market
  const { model } = await market.loadGame(GAME)
  const rows = (await market.rowsForGame(GAME))
    .filter((l) => l.kind === 'listing' && validateGameAnswers(GAME, l.attrs).ok)
    .map((l) => {
      const v = market.valuate(model, l.attrs)
      return { listingId: l.id, externalId: l.externalId, attrs: l.attrs, estimateFen: v.estimateFen, band: accountBand(v).label }
    })
  const byBand = new Map<string, typeof rows>()
  for (const r of rows) byBand.set(r.band, [...(byBand.get(r.band) ?? []), r])
  for (const group of byBand.values()) {
    const sorted = [...group].sort((a, b) => a.estimateFen - b.estimateFen)
    const low = sorted[0]
    const high = sorted[sorted.length - 1]
    if (high.estimateFen > low.estimateFen * SPREAD) return [low, high]
  }
  throw new Error('no band holds two listings 22.3% apart')
}

beforeAll(async () => {
  t = await createValuationApp()
  const pair = await pickPair()
  for (const [i, p] of pair.entries()) {
    const { token } = await t.login(`1390000100${i}`)
    const link = (await t.post(`${API}/val/valuation`, { evaluateType: 1, link: ownListingLink(p.externalId) }, token)).data.valId
    const props = (await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2, answers: p.attrs }, token)).data.valId
    expect((await waitForReport(t, token, link)).data.status).toBe(1)
    expect((await waitForReport(t, token, props)).data.status).toBe(1)
    const row = await t.db.selectFrom('report').select('result').where('id', '=', link).executeTakeFirstOrThrow()
    const result = JSON.parse(row.result!) as { estimateFen: number; range: { lowFen: number; highFen: number } }
    accounts.push({ ...p, estimateFen: result.estimateFen, band: accountBand(result).label, token, linkValId: link, propsValId: props })
  }
  // The premise of the test: one band, estimates far enough apart that no guess is within 10% of both.
  expect(accounts[0].band).toBe(accounts[1].band)
  expect(accounts[1].estimateFen / accounts[0].estimateFen).toBeGreaterThan(SPREAD)
})

afterAll(async () => {
  await t.app.services.valuation.idle()
  await t.close()
})

const near = (guess: number, secret: number) => Math.abs(guess - secret) <= secret * 0.1
const geomean = (xs: number[]) => Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length)

/**
 * Smallest integer x in [lo, hi] with pred(x) true, for a predicate that is monotone in x (false … true), by
 * bisection in log space: 16 steps narrow a range of 10^6 to 0.02%. Null when pred is false at hi or true at lo.
 */
async function boundary(pred: (x: number) => Promise<boolean>, lo = 100, hi = 100_000_000): Promise<number | null> {
  if (await pred(lo)) return null
  if (!(await pred(hi))) return null
  let a = Math.log(lo)
  let b = Math.log(hi)
  for (let i = 0; i < 16; i++) {
    const m = (a + b) / 2
    if (await pred(Math.round(Math.exp(m)))) b = m
    else a = m
  }
  return Math.round(Math.exp(b))
}

type Data = Record<string, any>

interface Attack {
  guess: number
  /** Every answer the attacker saw, without ids and echoes of its own input. */
  seen: unknown[]
}

const without = (d: Data, keys: string[]) => Object.fromEntries(Object.entries(d).filter(([k]) => !keys.includes(k)))

/** Bisects the ask: where 偏贵 starts and where 偏便宜 ends, read as ~1.2 × and ~0.9 × the estimate (the exact thresholds). */
async function attackDeal(ask: (askFen: number) => Promise<{ code: number; data: Data }>): Promise<Attack> {
  const seen: unknown[] = []
  const q = async (askFen: number) => {
    const res = await ask(askFen)
    expect(res.code).toBe(200)
    seen.push(without(res.data, ['valId']))
    return res.data
  }
  const first = await q(100_000)
  if (typeof first.estimateFen === 'number') return { guess: first.estimateFen, seen }
  const over = await boundary(async (f) => (await q(f)).verdict === 'overpriced')
  const notGood = await boundary(async (f) => (await q(f)).verdict !== 'good')
  const guesses = [over === null ? null : over / 1.2, notGood === null ? null : notGood / 0.9].filter((g): g is number => g !== null)
  return { guess: guesses.length ? geomean(guesses) : 100_000, seen }
}

/** Bisects the price paid: where 赚了 ends is ~value / 1.05, where 亏了 starts ~value / 0.95. */
async function attackCheck(valId: string, token: string): Promise<Attack> {
  const seen: unknown[] = []
  const q = async (paidFen: number) => {
    const res = await t.post(`${API}/check/evaluate`, { valId, paidFen, paidAt }, token)
    expect(res.code).toBe(200)
    seen.push(without(res.data, ['recordId', 'reportId']))
    return res.data
  }
  const first = await q(100_000)
  if (typeof first.valueNowFen === 'number') return { guess: first.valueNowFen, seen }
  const won = await boundary(async (f) => (await q(f)).verdict !== '赚了')
  const lost = await boundary(async (f) => (await q(f)).verdict === '亏了')
  const guesses = [won === null ? null : won * 1.05, lost === null ? null : lost * 0.95].filter((g): g is number => g !== null)
  return { guess: guesses.length ? geomean(guesses) : 100_000, seen }
}

/** The listing's page: its estimate if shown, else the middle of whatever band it gives. */
async function attackGoods(a: Account): Promise<Attack> {
  const res = await t.post(`${API}/goods/detail`, { listingId: a.listingId }, a.token)
  expect(res.code).toBe(200)
  const d = res.data as Data
  // The listing's own public fields (its price, attributes, ids) differ by nature; what is about the estimate must not.
  const seen = [{ estimateFen: d.estimateFen, estimateLocked: d.estimateLocked, band: d.band, gameId: d.gameId, gameName: d.gameName }]
  if (typeof d.estimateFen === 'number') return { guess: d.estimateFen, seen }
  const band = d.band as { lowFen: number; highFen: number | null } | null
  return { guess: band ? geomean([Math.max(band.lowFen, 100), band.highFen ?? band.lowFen * 2]) : 100_000, seen }
}

/** The attack's verdict: the same answers for both accounts, and one guess, within 10% of neither or just one. */
function expectNoLeak(name: string, attacks: Attack[]) {
  const [x, y] = attacks
  expect({ name, seen: x.seen }).toEqual({ name, seen: y.seen })
  expect(x.guess).toBeCloseTo(y.guess, 6)
  const hits = attacks.map((a, i) => near(a.guess, accounts[i].estimateFen))
  expect({ name, hits }).not.toEqual({ name, hits: [true, true] })
}

describe('side channels against a locked report', () => {
  test('deal/evaluate by link: bisecting the ask learns the band, not the estimate', async () => {
    const attacks: Attack[] = []
    for (const a of accounts) {
      attacks.push(await attackDeal((askFen) => t.post(`${API}/deal/evaluate`, { link: ownListingLink(a.externalId), askFen }, a.token)))
    }
    expectNoLeak('deal by link', attacks)
    // The locked answer carries no figure of the account.
    for (const a of attacks) for (const s of a.seen as Data[]) expect(s).not.toHaveProperty('estimateFen')
  })

  test('deal/evaluate by answers: the same', async () => {
    const attacks: Attack[] = []
    for (const a of accounts) {
      attacks.push(await attackDeal((askFen) => t.post(`${API}/deal/evaluate`, { gameId: GAME, answers: a.attrs, askFen }, a.token)))
    }
    expectNoLeak('deal by answers', attacks)
  })

  test('goods/detail: the band, not the estimate', async () => {
    const attacks: Attack[] = []
    for (const a of accounts) attacks.push(await attackGoods(a))
    expectNoLeak('goods/detail', attacks)
  })

  test('check/evaluate on the locked report: bisecting the price paid learns the band, not the value', async () => {
    const attacks: Attack[] = []
    for (const a of accounts) attacks.push(await attackCheck(a.linkValId, a.token))
    expectNoLeak('check/evaluate', attacks)
  })
})

describe('after unlock (positive control)', () => {
  test('deal/evaluate and goods/detail give the full figures to the caller who unlocked a report on the account', async () => {
    const [a, b] = accounts
    await t.app.services.valuation.unlockReport(a.linkValId, 'test')
    const link = ownListingLink(a.externalId)

    const byLink = (await t.post(`${API}/deal/evaluate`, { link, askFen: a.estimateFen }, a.token)).data
    expect(byLink).toMatchObject({ locked: false, valId: a.linkValId, estimateFen: a.estimateFen, ratio: 1, verdict: 'fair' })
    expect(byLink.range.lowFen).toBeLessThanOrEqual(a.estimateFen)
    expect(byLink.comparableCount).toEqual(expect.any(Number))
    // The same attributes by answers are the same account: the unlocked link report counts.
    const byAnswers = (await t.post(`${API}/deal/evaluate`, { gameId: GAME, answers: a.attrs, askFen: a.estimateFen }, a.token)).data
    expect(byAnswers).toMatchObject({ locked: false, valId: a.linkValId, estimateFen: a.estimateFen })
    const goods = (await t.post(`${API}/goods/detail`, { listingId: a.listingId }, a.token)).data
    expect(goods).toMatchObject({ estimateFen: a.estimateFen, estimateLocked: false, valId: a.linkValId })
    expect(goods.band.label).toBe(a.band)

    // Another user's unlock opens nothing for b; b's own locked report is named so the app can offer to unlock it.
    const other = (await t.post(`${API}/deal/evaluate`, { link, askFen: a.estimateFen }, b.token)).data
    expect(other).toMatchObject({ locked: true, verdict: 'fair', verdictText: '合理' })
    expect(other.estimateFen).toBeUndefined()
    expect(other.valId).toBeUndefined()
    const own = (await t.post(`${API}/goods/detail`, { listingId: b.listingId }, b.token)).data
    expect(own).toMatchObject({ estimateFen: null, estimateLocked: true, valId: expect.stringMatching(/^r_/) })
    expect([b.linkValId, b.propsValId]).toContain(own.valId)
    const stranger = (await t.post(`${API}/goods/detail`, { listingId: a.listingId }, b.token)).data
    expect(stranger).toMatchObject({ estimateFen: null, estimateLocked: true, band: { label: a.band } })
    expect(stranger.valId).toBeUndefined()

    // An unlocked props report opens the listing whose attributes it valued.
    await t.app.services.valuation.unlockReport(b.propsValId, 'test')
    const opened = (await t.post(`${API}/goods/detail`, { listingId: b.listingId }, b.token)).data
    expect(opened).toMatchObject({ estimateFen: b.estimateFen, estimateLocked: false, valId: b.propsValId })
  })
})

describe('did-I-lose teaser', () => {
  test('the teaser verdict never contradicts the full verdict, over many prices paid', async () => {
    const { token } = await t.login('13900001009')
    const a = accounts[0]
    const seen = new Map<string, number>()
    for (let i = 0; i <= 30; i++) {
      const paidFen = Math.round(a.estimateFen * 0.2 * Math.pow(25, i / 30))
      const teaser = (await t.post(`${API}/check/evaluate`, { gameId: GAME, answers: a.attrs, paidFen, paidAt }, token)).data
      expect(['亏了', '赚了', '待解锁']).toContain(teaser.verdict)
      await t.app.services.valuation.unlockReport(teaser.reportId, 'test')
      const full = (await t.post(`${API}/check/report`, { reportId: teaser.reportId }, token)).data
      expect(full.status).toBe(2)
      const exact = Math.abs(full.profitPct) < 5 ? '持平' : full.profitPct < 0 ? '亏了' : '赚了'
      expect(full.verdict).toBe(exact)
      if (teaser.verdict !== '待解锁') expect({ paidFen, verdict: full.verdict }).toEqual({ paidFen, verdict: teaser.verdict })
      seen.set(teaser.verdict, (seen.get(teaser.verdict) ?? 0) + 1)
    }
    // The band does commit far from the value, both ways.
    expect(seen.get('亏了')).toBeGreaterThan(0)
    expect(seen.get('赚了')).toBeGreaterThan(0)
    expect(seen.get('待解锁')).toBeGreaterThan(0)
  })

  test('a check report stored with the exact verdict (before this rule) shows only the band verdict until unlocked', async () => {
    const { token } = await t.login('13900001010')
    const a = accounts[0]
    // Paid within 5% of the value: the exact verdict is 持平, which the band cannot tell.
    const teaser = (await t.post(`${API}/check/evaluate`, { gameId: GAME, answers: a.attrs, paidFen: a.estimateFen, paidAt }, token)).data
    expect(teaser.verdict).toBe('待解锁')
    const row = await t.db.selectFrom('report').select('teaser').where('id', '=', teaser.reportId).executeTakeFirstOrThrow()
    const legacy = JSON.stringify({ ...JSON.parse(row.teaser!), verdict: '持平' })
    await t.db.updateTable('report').set({ teaser: legacy }).where('id', '=', teaser.reportId).execute()

    const report = (await t.post(`${API}/check/report`, { reportId: teaser.reportId }, token)).data
    expect(report.verdict).toBe('待解锁')
    const records = (await t.post(`${API}/check/records`, {}, token)).data
    expect(records.list.map((r: Data) => r.verdict)).toEqual(['待解锁'])
    await t.app.services.valuation.unlockReport(teaser.reportId, 'test')
    expect((await t.post(`${API}/check/report`, { reportId: teaser.reportId }, token)).data.verdict).toBe('持平')
    expect((await t.post(`${API}/check/records`, {}, token)).data.list[0]).toMatchObject({ verdict: '持平', status: 2 })
  })
})
