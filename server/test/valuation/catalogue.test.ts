import { CATALOGUE, GAME_IDS, applyGameOverrides, getGame, listGames } from '../../src/valuation/catalogue'
import { valuationQuestions } from '../../src/valuation/catalogue/questions'

describe('game catalogue', () => {
  it("has exactly the spec's 11 game ids", () => {
    expect(CATALOGUE.map((g) => g.id).sort()).toEqual([...GAME_IDS].sort())
    expect(new Set(CATALOGUE.map((g) => g.id)).size).toBe(11)
  })

  it('flags the two unnamed ids as disabled with a placeholder name and hides them from users', () => {
    for (const id of [10130, 10061]) {
      const g = getGame(id)
      expect(g?.enabled).toBe(false)
      expect(g?.name).toBe('未命名游戏')
    }
    expect(listGames().map((g) => g.id)).not.toContain(10130)
    expect(listGames()).toHaveLength(9)
    expect(listGames({ includeDisabled: true })).toHaveLength(11)
  })

  it('names the known games', () => {
    expect(getGame(10026)?.name).toBe('原神')
    expect(getGame(10161)?.name).toBe('崩坏：星穹铁道')
    expect(getGame(10013)?.name).toBe('王者荣耀')
    expect(getGame(10032)?.name).toBe('火影忍者手游')
  })

  it('lets operators rename and enable a game without mutating the built-in catalogue', () => {
    const edited = applyGameOverrides({ 10130: { name: '某游戏', enabled: true } })
    expect(edited.find((g) => g.id === 10130)).toMatchObject({ name: '某游戏', enabled: true })
    expect(getGame(10130)?.enabled).toBe(false)
  })

  it('declares the price drivers the notes name', () => {
    const hok = getGame(10013)!
    const skins = hok.attributes.find((a) => a.key === 'skins')
    expect(skins?.kind === 'tiers' && skins.tiers.map((t) => t.label)).toEqual(['史诗', '传说', '星传说', '荣耀典藏'])
    const server = hok.attributes.find((a) => a.key === 'server')
    expect(server?.kind === 'enum' && server.options.map((o) => o.value)).toEqual(['安卓QQ', '安卓微信', '苹果QQ', '苹果微信'])
    // VIP (贵族) is history, not an asset; seasonal ranks reset: both collected, never priced.
    expect(hok.attributes.find((a) => a.key === 'vipLevel')?.priced).toBe(false)
    expect(hok.attributes.find((a) => a.key === 'rank')?.priced).toBe(false)
    const chars = getGame(10026)!.attributes.find((a) => a.key === 'chars')
    expect(chars?.kind === 'named' && [chars.minLevel, chars.maxLevel]).toEqual([0, 6])
    const weapons = getGame(10026)!.attributes.find((a) => a.key === 'weapons')
    expect(weapons?.kind === 'named' && [weapons.minLevel, weapons.maxLevel, weapons.bundleWith]).toEqual([1, 5, 'chars'])
    const naruto = getGame(10032)!.attributes.find((a) => a.key === 'server')
    expect(naruto?.kind === 'enum' && naruto.options.map((o) => o.value)).toEqual(['官服', '渠道服'])
    for (const g of CATALOGUE) {
      for (const key of ['liveMail', 'realNameChangeable', 'violation']) expect(g.attributes.some((a) => a.key === key)).toBe(true)
    }
  })

  it("derives valuation questions with the spec's question types and stable ids", () => {
    for (const g of CATALOGUE) {
      const qs = valuationQuestions(g)
      expect(qs).toHaveLength(g.attributes.length)
      expect(new Set(qs.map((q) => q.id)).size).toBe(qs.length)
      for (const q of qs) {
        expect([1, 2, 3, 4, 5, 6]).toContain(q.type)
        expect(q.title).toMatch(/[\u4e00-\u9fa5]/)
        expect(Math.floor(q.id / 100)).toBe(g.id)
      }
    }
    const qs = valuationQuestions(getGame(10013)!)
    expect(qs.find((q) => q.key === 'server')).toMatchObject({ type: 1, required: true })
    expect(qs.find((q) => q.key === 'skins')?.type).toBe(6)
    expect(qs.find((q) => q.key === 'heroCount')).toMatchObject({ type: 2, min: 0, max: 130 })
    expect(qs.find((q) => q.key === 'liveMail')?.type).toBe(3)
    expect(qs.find((q) => q.key === 'remark')?.type).toBe(4)
  })
})
