import { demoAccount, generateDemoMarket } from '../../src/market/demo'
import { generateHardMarket } from '../../src/market/hard'
import { getGame, listGames } from '../../src/valuation/catalogue'
import type { NamedAttr } from '../../src/valuation/catalogue/types'
import { validateGameAnswers } from '../../src/valuation/catalogue/validate'

/**
 * The richer questions (issue 19, point 4): the full limited rosters of 原神 and 崩坏：星穹铁道 with their
 * signature weapons and light cones, 王者荣耀's named skins, and the markets that price them.
 */

const named = (gameId: number, key: string) => getGame(gameId)!.attributes.find((a) => a.key === key) as NamedAttr

describe('rosters and named skins', () => {
  it.each([
    [10026, 'chars', 'weapons', 50],
    [10161, 'chars', 'cones', 40],
  ])('game %s: a full roster, each signature item tied to a character of it', (gameId, chars, weapons, least) => {
    const c = named(gameId, chars)
    const w = named(gameId, weapons)
    expect(c.items.length).toBeGreaterThanOrEqual(least)
    for (const list of [c.items, w.items]) {
      expect(new Set(list.map((i) => i.key)).size).toBe(list.length)
      expect(new Set(list.map((i) => i.label)).size).toBe(list.length)
    }
    const keys = new Set(c.items.map((i) => i.key))
    for (const it of w.items) expect(keys.has(it.signatureOf as string)).toBe(true)
    expect(w.bundleWith).toBe(chars)
  })

  it('王者荣耀 asks the named 荣耀典藏/传说 skins (owned or not) next to the tier counts', () => {
    const skins = named(10013, 'rareSkins')
    expect(skins.priced).toBe(true)
    expect(skins.minLevel).toBe(skins.maxLevel)
    expect(skins.items.map((i) => i.label)).toEqual(expect.arrayContaining(['孙尚香·杀手不太冷', '李白·凤求凰']))
    expect(validateGameAnswers(10013, { server: '安卓QQ', skins: { glory: 1 }, heroCount: 60, rareSkins: ['xiaoqiaoSwan'] })).toEqual({
      ok: true,
      attrs: { server: '安卓QQ', skins: { glory: 1 }, heroCount: 60, rareSkins: { xiaoqiaoSwan: 1 } },
    })
  })

  it('marks levels as weakly priced, never lowering the estimate as they grow', () => {
    const weak = listGames().flatMap((g) => g.attributes.filter((a) => a.weak).map((a) => `${g.id}.${a.key}`))
    expect(weak.sort()).toEqual(['10026.adventureLevel', '10161.trailblazeLevel'])
    for (const g of listGames())
      for (const a of g.attributes.filter((x) => x.weak)) expect([a.priced, a.monotone]).toEqual([true, 'increasing'])
  })
})

describe('the markets generate the new items', () => {
  const demo = generateDemoMarket({ seed: 3, rowsPerGame: 600, games: [10026, 10161, 10013] })

  it('demo: later-roster characters and named skins appear, valid and consistent with the tier counts', () => {
    for (const r of demo) expect(validateGameAnswers(r.gameId, r.attrs, { requireRequired: false }).ok).toBe(true)
    const later = (gameId: number, first: string[]) =>
      demo.filter((r) => r.gameId === gameId && Object.keys((r.attrs.chars ?? {}) as object).some((k) => !first.includes(k))).length
    expect(
      later(10026, ['raiden', 'nahida', 'hutao', 'zhongli', 'yelan', 'neuvillette', 'furina', 'kazuha', 'ganyu', 'yae']),
    ).toBeGreaterThan(100)
    expect(later(10161, ['seele', 'jingliu', 'kafka', 'ruanmei', 'acheron', 'sparkle', 'firefly', 'feixiao'])).toBeGreaterThan(100)
    const glory = named(10013, 'rareSkins')
      .items.slice(0, 20)
      .map((i) => i.key)
    let withNamed = 0
    for (const r of demo.filter((x) => x.gameId === 10013)) {
      const owned = Object.keys((r.attrs.rareSkins ?? {}) as object)
      // A named 荣耀典藏 is one of the account's 荣耀典藏.
      expect(owned.filter((k) => glory.includes(k)).length).toBeLessThanOrEqual((r.attrs.skins as Record<string, number>).glory ?? 0)
      if (owned.length) withNamed++
    }
    expect(withNamed).toBeGreaterThan(50)
    // 黄数 counts every 5★ copy, the later roster's too.
    for (const r of demo.filter((x) => x.gameId === 10026)) {
      const copies = Object.values(r.attrs.chars as Record<string, number>).reduce((s, c) => s + c + 1, 0)
      expect(r.attrs.goldCount as number).toBeGreaterThanOrEqual(Math.min(300, copies))
    }
  })

  it('demo accounts (the authorization sandbox) carry the new attributes too', () => {
    expect(demoAccount(10013, 42)?.rareSkins).toBeDefined()
    expect(validateGameAnswers(10026, demoAccount(10026, 42)).ok).toBe(true)
  })

  it('hard: named skins are generated and valid', () => {
    const { rows } = generateHardMarket({ seed: 4, rowsPerGame: 400, games: [10013] })
    expect(rows.filter((r) => Object.keys((r.attrs.rareSkins ?? {}) as object).length > 0).length).toBeGreaterThan(100)
    for (const r of rows) expect(validateGameAnswers(10013, r.attrs, { requireRequired: false }).ok).toBe(true)
  })
})
