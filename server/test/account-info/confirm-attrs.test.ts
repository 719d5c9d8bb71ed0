import type { TestApp } from '../helpers'
import { API, GAME, createValuationApp, sampleAnswers, waitForReport } from '../valuation-service/fixture'

/**
 * 确认账号属性 asks only about what the report shows: the rows of its 价值构成 (priced attributes, answered or
 * not). Unpriced answers (段位, 贵族, 备注) are never in the report, so they are not offered, nor accepted.
 */
describe('account information: the attributes to confirm', () => {
  let t: TestApp
  let token: string
  let valId: string
  beforeAll(async () => {
    t = await createValuationApp()
    token = (await t.login('13800007101')).token
    const answers = { ...sampleAnswers(2), vipLevel: 8, rank: '王者', remark: '诚心出' }
    valId = (await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2, answers }, token)).data.valId
    await waitForReport(t, token, valId)
    await t.app.services.valuation.unlockReport(valId, 'test')
  })
  afterAll(async () => {
    await t.close()
  })

  test('the list is exactly the attributes of the report’s breakdown, never the unpriced answers', async () => {
    const report = (await t.post(`${API}/val/valReport`, { valId }, token)).data
    const shown = new Set<string>(report.breakdown.items.map((i: { key: string }) => i.key))
    const info = (await t.post(`${API}/val/accountInfo`, { valId }, token)).data
    const keys: string[] = info.attrs.map((a: { key: string }) => a.key)
    expect(keys.length).toBeGreaterThan(0)
    for (const k of keys) expect(shown).toContain(k)
    // Every attribute row of the breakdown (not the comparables correction or a bundle) is offered.
    for (const k of shown) if (k !== 'comparables' && !k.startsWith('bundle:')) expect(keys).toContain(k)
    for (const k of ['vipLevel', 'rank', 'remark']) expect(keys).not.toContain(k)
  })

  test('confirming an attribute the report does not show is refused with 40000', async () => {
    const body = { valId, serverRegion: '微信区', contactType: 1, contact: 'wxid_abc123', description: '', confirmedAttrs: ['vipLevel'] }
    const res = await t.post(`${API}/val/accountInfo/save`, body, token)
    expect(res.code).toBe(40000)
    expect(res.msg).toBe('参数错误：报告中没有该属性：vipLevel（confirmedAttrs）')
    const okRes = await t.post(`${API}/val/accountInfo/save`, { ...body, confirmedAttrs: ['heroCount'] }, token)
    expect(okRes.code).toBe(200)
    expect(okRes.data.info.confirmedAttrs).toEqual(['heroCount'])
  })
})
