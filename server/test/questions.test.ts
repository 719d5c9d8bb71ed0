import { getGame, valuationQuestions } from '../src/valuation'
import { createTestApp, type TestApp } from './helpers'

const API = '/app/v1'

describe('val/questions', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  test("answers a game's questions without login, derived from its attribute schema", async () => {
    const res = await t.post(`${API}/val/questions`, { gameId: 10013 })
    expect(res.code).toBe(200)
    expect(res.data.gameId).toBe(10013)
    expect(res.data.gameName).toBe('王者荣耀')
    const expected = valuationQuestions(getGame(10013)!)
    expect(res.data.list).toEqual(JSON.parse(JSON.stringify(expected)))
    expect(res.data.list.map((q: { key: string }) => q.key)).toEqual(getGame(10013)!.attributes.map((a) => a.key))
    // Every question carries a spec question type and what its type needs.
    for (const q of res.data.list) {
      expect([1, 2, 3, 4, 5, 6]).toContain(q.type)
      if (q.type === 1 || q.type === 3 || q.type === 5) expect(q.options.length).toBeGreaterThan(0)
      if (q.type === 6) expect(q.fields.length).toBeGreaterThan(0)
      if (q.type === 2) expect(typeof q.max).toBe('number')
    }
  })

  test('across the open games the six question types all occur', async () => {
    const types = new Set<number>()
    for (const gameId of [10026, 10013, 10012, 10011, 10023, 10161, 10039, 10032, 10148]) {
      const res = await t.post(`${API}/val/questions`, { gameId })
      expect(res.code).toBe(200)
      for (const q of res.data.list) types.add(q.type)
    }
    expect([...types].sort()).toEqual(expect.arrayContaining([1, 2, 3, 4, 6]))
  })

  test('the flow words the hints: a buyer picks what they want, unpriced questions say they are not matched (issue 35 point 7)', async () => {
    const rare = async (flow?: string) => {
      const res = await t.post(`${API}/val/questions`, { gameId: 10013, ...(flow ? { flow } : {}) })
      expect(res.code).toBe(200)
      const list = res.data.list as { key: string; title: string; help?: string }[]
      return { rare: list.find((q) => q.key === 'rareSkins')!, vip: list.find((q) => q.key === 'vipLevel')! }
    }
    expect((await rare()).rare.help).toBe('荣耀典藏与热门传说皮肤，选出你拥有的')
    const buyer = await rare('purpose')
    expect(buyer.rare.help).toBe('荣耀典藏与热门传说皮肤，选出你想要的')
    expect(buyer.vip).toMatchObject({ title: '贵族等级（0-10级，不参与匹配）', help: '贵族等级是历史消费，不是账号资产' })
    expect((await rare('deal')).rare.help).toBe('荣耀典藏与热门传说皮肤，选出账号拥有的')
    expect((await t.post(`${API}/val/questions`, { gameId: 10013, flow: 'seller' })).code).toBe(40000)
  })

  test('unknown game → 40004; unnamed or disabled game → 40023; bad body → 40000', async () => {
    const unknown = await t.post(`${API}/val/questions`, { gameId: 99999 })
    expect(unknown.code).toBe(40004)
    expect(unknown.data).toBeNull()
    const unnamed = await t.post(`${API}/val/questions`, { gameId: 10130 })
    expect(unnamed.code).toBe(40023)
    expect(unnamed.msg).toMatch(/暂未开放估价/)

    await t.db.updateTable('game').set({ enabled: 0 }).where('game_id', '=', 10012).execute()
    const disabled = await t.post(`${API}/val/questions`, { gameId: 10012 })
    expect(disabled.code).toBe(40023)
    expect(disabled.msg).toBe('英雄联盟暂未开放估价')

    expect((await t.post(`${API}/val/questions`, {})).code).toBe(40000)
    expect((await t.post(`${API}/val/questions`, { gameId: '10013' })).code).toBe(40000)
  })
})
