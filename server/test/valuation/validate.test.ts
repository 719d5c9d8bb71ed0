import { validateGameAnswers } from '../../src/valuation/catalogue/validate'

const chinese = /[\u4e00-\u9fa5]/

describe('validateGameAnswers', () => {
  const good = { server: '安卓QQ', skins: { epic: 20, glory: '1' }, heroCount: 80, liveMail: 'true', violation: false }

  it('accepts valid answers and normalises them', () => {
    const res = validateGameAnswers(10013, good)
    expect(res).toEqual({
      ok: true,
      attrs: { server: '安卓QQ', skins: { epic: 20, glory: 1 }, heroCount: 80, liveMail: true, violation: false },
    })
  })

  it('rejects an unknown attribute', () => {
    const res = validateGameAnswers(10013, { ...good, wingCount: 3 })
    expect(res.ok).toBe(false)
    if (!res.ok) {
      expect(res.errors).toEqual([{ field: 'wingCount', message: expect.stringMatching(chinese) }])
    }
  })

  it('rejects out-of-range counts, tiers and levels', () => {
    const res = validateGameAnswers(10013, { ...good, heroCount: 131, skins: { glory: 31 } })
    expect(res.ok).toBe(false)
    if (!res.ok) {
      expect(res.errors.map((e) => e.field).sort()).toEqual(['heroCount', 'skins.glory'])
      expect(res.errors.find((e) => e.field === 'heroCount')?.message).toMatch(/0 到 130/)
    }
    const gi = validateGameAnswers(10026, { server: '官服', goldCount: 10, chars: { raiden: 7 } })
    expect(gi.ok).toBe(false)
    if (!gi.ok) expect(gi.errors[0]).toMatchObject({ field: 'chars.raiden', message: expect.stringMatching(/0 到 6/) })
  })

  it('rejects wrong types with Chinese messages', () => {
    const res = validateGameAnswers(10013, { ...good, heroCount: 'many', liveMail: 1, skins: [1, 2], server: 3 })
    expect(res.ok).toBe(false)
    if (!res.ok) {
      expect(res.errors.map((e) => e.field).sort()).toEqual(['heroCount', 'liveMail', 'server', 'skins'])
      for (const e of res.errors) expect(e.message).toMatch(chinese)
    }
    expect(validateGameAnswers(10013, { ...good, heroCount: 1.5 }).ok).toBe(false)
  })

  it('rejects unknown options, tiers and items', () => {
    const res = validateGameAnswers(10013, { ...good, server: '国际服', skins: { mythic: 1 } })
    expect(res.ok).toBe(false)
    if (!res.ok) expect(res.errors.map((e) => e.field).sort()).toEqual(['server', 'skins.mythic'])
    const gi = validateGameAnswers(10026, { server: '官服', goldCount: 3, chars: { paimon: 0 } })
    expect(gi.ok).toBe(false)
  })

  it('requires the required questions unless told otherwise', () => {
    const res = validateGameAnswers(10013, { skins: { epic: 1 } })
    expect(res.ok).toBe(false)
    if (!res.ok) expect(res.errors.map((e) => e.field).sort()).toEqual(['heroCount', 'server'])
    expect(validateGameAnswers(10013, { skins: { epic: 1 } }, { requireRequired: false }).ok).toBe(true)
  })

  it('rejects an unknown game and non-object answers', () => {
    expect(validateGameAnswers(99999, {})).toEqual({ ok: false, errors: [{ field: 'gameId', message: expect.stringMatching(chinese) }] })
    expect(validateGameAnswers(10013, 'x').ok).toBe(false)
  })
})
