import { cliActor } from '../../src/modules/audit/service'
import type { TestApp } from '../helpers'
import { idNumber } from '../id-numbers'
import { API, createValuationApp, makeReport } from '../valuation-service/fixture'
import { claim, shareCall, taskOf } from './fixture'

/**
 * Progress from events made by the real routes: a valuation through val/valuation, an unlock paid with a coupon
 * bought with love value, real-name verification, publishing, and a shared PK comparison opened by others.
 */
describe('mission progress from the real flows', () => {
  let t: TestApp
  let token: string
  let other: string
  beforeAll(async () => {
    t = await createValuationApp()
    token = (await t.login('13800008001')).token
    other = (await t.login('13800008002')).token
  })
  afterAll(async () => {
    await t.close()
  })

  const progress = async (id: string, who = token) => (await taskOf(t, who, id)).progress as number

  test('a valuation, then its unlock with a coupon redeemed from love value', async () => {
    const valId = await makeReport(t, token, 3, false)
    expect(await taskOf(t, token, 'daily-valuate')).toMatchObject({ progress: 1, claimable: 1 })
    expect(await progress('first-valuate')).toBe(1)
    expect(await progress('daily-valuate', other)).toBe(0)
    expect(await progress('daily-unlock')).toBe(0)
    expect((await claim(t, token, 'daily-valuate')).data).toMatchObject({ reward: 10, balance: 10 })

    const userId = (await t.db.selectFrom('users').select('id').where('phone', '=', '13800008001').executeTakeFirstOrThrow()).id
    await t.app.services.rewardsDesk.adjustLove(cliActor('test'), userId, 90, '测试发放')
    expect((await t.post(`${API}/love/redeem`, { item: 'coupon' }, token)).data).toMatchObject({ cost: 100, balance: 0 })
    const used = await t.post(`${API}/coupon/useCouponInfo`, { scene: 1, valId }, token)
    expect(used.data).toMatchObject({ reportStatus: 2, couponCount: 0 })
    expect(await taskOf(t, token, 'daily-unlock')).toMatchObject({ progress: 1, claimable: 1 })
  })

  test('real-name verification and publishing an account, through their routes', async () => {
    expect(await progress('real-name')).toBe(0)
    expect((await t.post(`${API}/user/realInfoVerify`, { name: '张三', idNo: idNumber('19900101') }, token)).code).toBe(200)
    expect(await taskOf(t, token, 'real-name')).toMatchObject({ progress: 1, claimable: 1, period: 'once' })
    expect((await claim(t, token, 'real-name')).data.reward).toBe(20)
    expect(await claim(t, token, 'real-name')).toMatchObject({ code: 40042 })

    const valId = await makeReport(t, token, 4)
    expect(await progress('publish-account')).toBe(0)
    const info = { valId, serverRegion: '微信区', contactType: 1, contact: 'wxid_abc123', description: '全英雄', confirmedAttrs: [] }
    expect((await t.post(`${API}/val/accountInfo/save`, info, token)).code).toBe(200)
    expect((await t.post(`${API}/val/publish`, { valId, priceFen: 88_800 }, token)).code).toBe(200)
    expect(await taskOf(t, token, 'publish-account')).toMatchObject({ progress: 1, claimable: 1 })
    // Publishing the same account again is still one account.
    expect((await t.post(`${API}/val/unpublish`, { valId }, token)).code).toBe(200)
    expect((await t.post(`${API}/val/publish`, { valId, priceFen: 99_900 }, token)).code).toBe(200)
    expect(await progress('publish-account')).toBe(1)
    expect((await claim(t, token, 'publish-account')).code).toBe(200)
  })

  test('a shared PK comparison opened by someone else counts as one share; the sharer opening it does not', async () => {
    const a = await makeReport(t, other, 5)
    const b = await makeReport(t, other, 9)
    const share = (await shareCall(t, 'compareShare', { valIdA: a, valIdB: b, mode: 0 }, { token: other, ip: '127.0.0.1' })).data
      .token as string
    // Visitors come from another address than the sharer's (the sharer's own address does not count).
    const open = (who?: string) => shareCall(t, 'sharedCompare', { token: share }, { token: who })
    expect((await shareCall(t, 'sharedCompare', { token: share }, { token: other, ip: '127.0.0.1' })).code).toBe(200)
    expect(await progress('daily-share', other)).toBe(0)
    // The sharer again, logged out, from where they shared it.
    expect((await shareCall(t, 'sharedCompare', { token: share }, { ip: '127.0.0.1' })).code).toBe(200)
    expect(await progress('daily-share', other)).toBe(0)
    expect((await open()).code).toBe(200)
    expect((await open(token)).code).toBe(200)
    expect(await taskOf(t, other, 'daily-share')).toMatchObject({ progress: 1, claimable: 1 })
    const visits = await t.db.selectFrom('share_visit').select(['report_id', 'visitor_key']).execute()
    expect(visits).toHaveLength(2)
    expect(new Set(visits.map((v) => v.report_id))).toEqual(new Set([share]))
    expect((await t.post(`${API}/val/sharedCompare`, { token: 'c_nothing_here_000' })).code).toBe(40004)
    expect(await t.db.selectFrom('share_visit').selectAll().execute()).toHaveLength(2)
  })
})
