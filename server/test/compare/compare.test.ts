import type { TestApp } from '../helpers'
import { API, GAME, createValuationApp, makeReport } from '../valuation-service/fixture'

describe('val/compare, val/compareShare and val/sharedCompare', () => {
  let t: TestApp
  let token: string
  let other: string
  const make = (tok: string, index: number, unlock = true) => makeReport(t, tok, index, unlock)
  beforeAll(async () => {
    t = await createValuationApp()
    token = (await t.login('13800006001')).token
    other = (await t.login('13800006002')).token
  })
  afterAll(async () => {
    await t.close()
  })

  test('side by side: item differences sum to the price gap; mode 1 swaps the base', async () => {
    const a = await make(token, 5)
    const b = await make(token, 9)
    const res = await t.post(`${API}/val/compare`, { valIdA: a, valIdB: b, mode: 0 }, token)
    expect(res.code).toBe(200)
    const d = res.data
    expect(d).toMatchObject({ gameId: GAME, gameName: '王者荣耀', mode: 0, base: { valId: a }, other: { valId: b } })
    expect(d.gapFen).toBe(d.other.estimateFen - d.base.estimateFen)
    expect(d.items.reduce((s: number, i: { diffFen: number }) => s + i.diffFen, 0)).toBe(d.gapFen)
    expect(d.items.find((i: { key: string }) => i.key === 'skins')?.baseValue).toBeDefined()
    expect(d.text.length).toBeGreaterThan(0)
    const swapped = await t.post(`${API}/val/compare`, { valIdA: a, valIdB: b, mode: 1 }, token)
    expect(swapped.data.base.valId).toBe(b)
    expect(swapped.data.gapFen).toBe(-d.gapFen)
  })

  test('locked reports, others\' reports, different games and bad input are refused', async () => {
    const a = await make(token, 6)
    const locked = await make(token, 7, false)
    const lockedRes = await t.post(`${API}/val/compare`, { valIdA: a, valIdB: locked }, token)
    expect(lockedRes.code).toBe(40024)
    expect(lockedRes.msg).toContain('valIdB')

    const theirs = await make(other, 8)
    const theirsRes = await t.post(`${API}/val/compare`, { valIdA: a, valIdB: theirs }, token)
    const missingRes = await t.post(`${API}/val/compare`, { valIdA: a, valIdB: 'r_nothinghere0000' }, token)
    expect(theirsRes.code).toBe(40004)
    expect(theirsRes.msg).toBe(missingRes.msg)

    // A report of another game (written directly: only one game is trained here).
    const row = await t.db.selectFrom('report').selectAll().where('id', '=', a).executeTakeFirstOrThrow()
    await t.db.insertInto('report').values({ ...row, id: 'r_othergame000000', game_id: 10011 }).execute()
    const diff = await t.post(`${API}/val/compare`, { valIdA: a, valIdB: 'r_othergame000000' }, token)
    expect(diff.code).toBe(40000)
    expect(diff.msg).toContain('同一游戏')

    expect((await t.post(`${API}/val/compare`, { valIdA: a, valIdB: a }, token)).code).toBe(40000)
    const noB = await t.post(`${API}/val/compare`, { valIdA: a }, token)
    expect(noB.code).toBe(40000)
    expect(noB.msg).toContain('valIdB')
    expect((await t.post(`${API}/val/compare`, { valIdA: a, valIdB: a, mode: 2 }, token)).code).toBe(40000)
    expect((await t.post(`${API}/val/compare`, { valIdA: a, valIdB: theirs })).code).toBe(40005)
  })

  test('a share token opens the same comparison without login; the same comparison shares one token', async () => {
    const a = await make(token, 5)
    const b = await make(token, 9)
    const share = await t.post(`${API}/val/compareShare`, { valIdA: a, valIdB: b, mode: 1 }, token)
    expect(share.code).toBe(200)
    expect(share.data.token).toMatch(/^c_[A-Za-z0-9_-]{16}$/)
    expect(share.data.path).toBe(`/pages/h5/report/compareShare?token=${share.data.token}`)
    expect((await t.post(`${API}/val/compareShare`, { valIdA: a, valIdB: b, mode: 1 }, token)).data.token).toBe(share.data.token)
    expect((await t.post(`${API}/val/compareShare`, { valIdA: a, valIdB: b, mode: 0 }, token)).data.token).not.toBe(share.data.token)

    const direct = await t.post(`${API}/val/compare`, { valIdA: a, valIdB: b, mode: 1 }, token)
    const shared = await t.post(`${API}/val/sharedCompare`, { token: share.data.token })
    expect(shared.code).toBe(200)
    const { sharedAt, ...rest } = shared.data
    expect(rest).toEqual(direct.data)
    expect(sharedAt).toBeGreaterThan(0)
  })

  test('only the caller\'s unlocked reports can be shared; unknown or stale tokens are 40004', async () => {
    const a = await make(token, 6)
    const locked = await make(token, 7, false)
    const theirs = await make(other, 8)
    const lockedRes = await t.post(`${API}/val/compareShare`, { valIdA: a, valIdB: locked }, token)
    expect([lockedRes.code, lockedRes.msg]).toEqual([40024, '报告尚未解锁，无法对比（valIdB）'])
    expect((await t.post(`${API}/val/compareShare`, { valIdA: a, valIdB: theirs }, token)).code).toBe(40004)
    expect((await t.post(`${API}/val/compareShare`, { valIdA: a, valIdB: a }, token)).code).toBe(40000)
    expect((await t.post(`${API}/val/compareShare`, { valIdA: a, valIdB: locked })).code).toBe(40005)
    expect(await t.db.selectFrom('compare_share').selectAll().where('val_id_b', '=', locked).execute()).toEqual([])

    const unknown = await t.post(`${API}/val/sharedCompare`, { token: 'c_nothinghere000000000' })
    expect([unknown.code, unknown.msg]).toEqual([40004, '分享不存在或已失效'])
    expect((await t.post(`${API}/val/sharedCompare`, {})).code).toBe(40000)

    // A report deleted after sharing makes the link stale: the same answer as an unknown token.
    const b = await make(token, 9)
    const share = await t.post(`${API}/val/compareShare`, { valIdA: a, valIdB: b }, token)
    await t.db.updateTable('report').set({ deleted: 1 }).where('id', '=', b).execute()
    const stale = await t.post(`${API}/val/sharedCompare`, { token: share.data.token })
    expect([stale.code, stale.msg, stale.data]).toEqual([unknown.code, unknown.msg, unknown.data])
  })
})
