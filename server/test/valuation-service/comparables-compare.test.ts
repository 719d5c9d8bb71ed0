import { getGame } from '../../src/valuation/catalogue'
import { attrText } from '../../src/valuation/catalogue/attr-text'
import type { Attrs, GameDef } from '../../src/valuation/catalogue/types'
import type { TestApp } from '../helpers'
import { API, GAME, createValuationApp, makeReport, sampleAnswers } from './fixture'

/**
 * Comparables a player can check (issue 35 point 4): each comparable of an unlocked report lists every priced
 * attribute of the game, the account's answer beside the deal's, marked alike, different or unknown; named items
 * and tiers list each item either side holds.
 */
describe('comparables list every priced attribute with matches and differences marked', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createValuationApp()
  })
  afterAll(async () => {
    await t.close()
  })

  test('every comparable carries each priced attribute, marked against the stored deal', async () => {
    const game = getGame(GAME) as GameDef
    const priced = game.attributes.filter((a) => a.priced)
    const { token } = await t.login('13800019101')
    let checked = 0
    for (const index of [0, 1]) {
      const mine = sampleAnswers(index) as Attrs
      const valId = await makeReport(t, token, index)
      const report = (await t.post(`${API}/val/valReport`, { valId }, token)).data
      expect(report.comparables.length).toBeGreaterThan(0)
      for (const c of report.comparables) {
        const row = await t.db
          .selectFrom('market_listing')
          .select(['attrs'])
          .where('source', '=', c.source)
          .where('external_id', '=', c.externalId)
          .executeTakeFirstOrThrow()
        const theirs = JSON.parse(row.attrs) as Attrs
        expect(c.compare.map((r: { key: string }) => r.key)).toEqual(priced.map((a) => a.key))
        for (const r of c.compare) {
          const a = mine[r.key]
          const b = theirs[r.key]
          expect(r.mine).toBe(attrText(game, r.key, a))
          expect(r.theirs).toBe(attrText(game, r.key, b))
          if (a === undefined || b === undefined) expect(r.match).toBe('unknown')
          else expect(r.match).toBe(JSON.stringify(a) === JSON.stringify(b) || r.mine === r.theirs ? 'same' : 'differs')
        }
        // 皮肤数量: every tier either side holds, with both counts; the shared tiers first.
        const skins = c.compare.find((r: { key: string }) => r.key === 'skins')
        const held = (v: unknown, k: string) => ((v ?? {}) as Record<string, number>)[k] > 0
        const tiers = game.attributes.find((a) => a.key === 'skins')
        if (tiers?.kind !== 'tiers') throw new Error('王者荣耀 has skin tiers')
        const expected = tiers.tiers.filter((x) => held(mine.skins, x.key) || held(theirs.skins, x.key))
        expect(skins.items).toHaveLength(expected.length)
        const shared = skins.items.filter((i: { mine: string | null; theirs: string | null }) => i.mine !== null && i.theirs !== null)
        expect(skins.items.slice(0, shared.length)).toEqual(shared)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(5)
  })
})
