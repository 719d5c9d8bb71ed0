import type { TestApp } from '../helpers'
import { idNumber } from '../id-numbers'
import { recognizeLink } from '../../src/market/links'
import { API, GAME, createValuationApp, makeReport, waitForReport } from '../valuation-service/fixture'

/** Completing account information of a report and publishing it as one of this service's listings. */
describe('account information and publishing', () => {
  let t: TestApp
  let token: string
  let other: string
  const info = {
    serverRegion: '微信区',
    contactType: 1,
    contact: 'wxid_abc123',
    description: '全英雄，皮肤多',
    confirmedAttrs: ['heroCount'],
  }
  const make = (tok: string, index: number, unlock = true) => makeReport(t, tok, index, unlock)
  const verify = (tok: string, birth: string) => t.post(`${API}/user/realInfoVerify`, { name: '张三', idNo: idNumber(birth) }, tok)

  beforeAll(async () => {
    t = await createValuationApp()
    token = (await t.login('13800007001')).token
    other = (await t.login('13800007002')).token
  })
  afterAll(async () => {
    await t.close()
  })

  test('a new report: can complete (2), unpublished (0), flags also on val/valReport', async () => {
    const valId = await make(token, 3, false)
    const res = await t.post(`${API}/val/accountInfo`, { valId }, token)
    expect(res.code).toBe(200)
    expect(res.data).toMatchObject({
      valId,
      gameId: GAME,
      gameName: '王者荣耀',
      reportStatus: 1,
      locked: 1,
      perfectStatus: 2,
      publishStatus: 0,
      info: null,
      listing: null,
    })
    expect(res.data.estimateFen).toBeUndefined()
    const hero = res.data.attrs.find((a: { key: string }) => a.key === 'heroCount')
    expect(hero).toMatchObject({ label: '英雄数量', required: true, present: true })
    const report = await t.post(`${API}/val/valReport`, { valId }, token)
    expect(report.data).toMatchObject({ perfectStatus: 2, publishStatus: 0 })
    expect(report.data.estimateFen).toBeUndefined()
  })

  test('saving information: validation, owner only, then perfect status 4', async () => {
    const valId = await make(token, 4)
    const bad = async (body: Record<string, unknown>) =>
      (await t.post(`${API}/val/accountInfo/save`, { valId, ...info, ...body }, token)).msg
    expect(await bad({ contact: 'ab' })).toBe('参数错误：微信号格式不正确（contact）')
    expect(await bad({ contactType: 2, contact: '0123' })).toBe('参数错误：QQ号格式不正确（contact）')
    expect(await bad({ contactType: 3, contact: '1380000' })).toBe('参数错误：手机号格式不正确（contact）')
    expect(await bad({ contactType: 4 })).toContain('contactType')
    expect(await bad({ serverRegion: '   ' })).toBe('参数错误：请填写区服（serverRegion）')
    expect(await bad({ confirmedAttrs: ['nope'] })).toBe('参数错误：报告中没有该属性：nope（confirmedAttrs）')
    expect(await bad({ description: 'x'.repeat(201) })).toContain('description')
    expect((await t.post(`${API}/val/accountInfo`, { valId }, token)).data.info).toBeNull()

    // Another user's report answers exactly like a missing one.
    const theirs = await t.post(`${API}/val/accountInfo/save`, { ...info, valId }, other)
    const missing = await t.post(`${API}/val/accountInfo/save`, { ...info, valId: 'r_nothinghere0000' }, token)
    expect(theirs.code).toBe(40004)
    expect([theirs.msg, theirs.data]).toEqual([missing.msg, missing.data])
    expect((await t.post(`${API}/val/accountInfo`, { valId }, other)).code).toBe(40004)
    expect((await t.post(`${API}/val/accountInfo`, { valId })).code).toBe(40005)

    const ok = await t.post(
      `${API}/val/accountInfo/save`,
      { ...info, valId, contact: ' wxid_abc123 ', confirmedAttrs: ['heroCount', 'heroCount'] },
      token,
    )
    expect(ok.code).toBe(200)
    expect(ok.data).toMatchObject({
      locked: 2,
      perfectStatus: 4,
      info: { serverRegion: '微信区', contactType: 1, contact: 'wxid_abc123', confirmedAttrs: ['heroCount'] },
    })
    expect(ok.data.estimateFen).toBeGreaterThan(0)
    // Saving again updates the same row.
    const again = await t.post(`${API}/val/accountInfo/save`, { ...info, valId, contactType: 2, contact: '123456789' }, token)
    expect(again.data.info).toMatchObject({ contactType: 2, contact: '123456789' })
    expect((await t.db.selectFrom('report_account').selectAll().where('report_id', '=', valId).execute()).length).toBe(1)
  })

  test('perfect status: 3 while generating (and saving is refused), 1 when a required attribute is missing', async () => {
    const valId = await make(token, 5, false)
    await t.db.updateTable('report').set({ status: 0 }).where('id', '=', valId).execute()
    expect((await t.post(`${API}/val/accountInfo`, { valId }, token)).data.perfectStatus).toBe(3)
    expect((await t.post(`${API}/val/accountInfo/save`, { ...info, valId }, token)).code).toBe(40024)
    // Partial attributes (as a link or auth valuation can carry): a required one is missing.
    const row = await t.db.selectFrom('report').selectAll().where('id', '=', valId).executeTakeFirstOrThrow()
    const input = JSON.parse(row.input) as { attrs: Record<string, unknown> }
    delete input.attrs.heroCount
    await t.db
      .updateTable('report')
      .set({ status: 1, input: JSON.stringify(input) })
      .where('id', '=', valId)
      .execute()
    const res = await t.post(`${API}/val/accountInfo`, { valId }, token)
    expect(res.data.perfectStatus).toBe(1)
    expect(res.data.attrs.find((a: { key: string }) => a.key === 'heroCount')).toMatchObject({ present: false, value: '未填写' })
  })

  test('publishing: every refusal, then a listing link valuation recognises; re-price, unpublish, republish', async () => {
    const tok = (await t.login('13800007003')).token
    const locked = await make(tok, 6, false)
    const valId = await make(tok, 7)
    const publish = (id: string, priceFen = 88_800, who = tok) => t.post(`${API}/val/publish`, { valId: id, priceFen }, who)

    expect((await publish(valId, 99)).code).toBe(40000)
    expect((await publish(valId, 100_000_001)).code).toBe(40000)
    expect((await publish(valId)).code).toBe(40100) // not real-name verified
    expect(await verify(tok, '19900101')).toMatchObject({ code: 200 })
    const locked1 = await publish(locked)
    expect([locked1.code, locked1.msg]).toEqual([50000, '报告解锁后才能发布'])
    const noInfo = await publish(valId)
    expect([noInfo.code, noInfo.msg]).toEqual([50000, '请先完善账号信息'])
    expect((await publish(valId, 88_800, other)).code).toBe(40004)
    expect((await publish('r_nothinghere0000')).code).toBe(40004)

    await t.post(`${API}/val/accountInfo/save`, { ...info, valId }, tok)
    const res = await publish(valId)
    expect(res.code).toBe(200)
    expect(res.data).toMatchObject({ publishStatus: 1, listing: { priceFen: 88_800, status: 1 } })
    const url: string = res.data.listing.url
    expect(url.startsWith('https://gujia.example/listing/u_')).toBe(true)
    expect(recognizeLink(url)).toEqual({ source: '游戏估价', externalId: url.split('/').pop() })
    const row = await t.db.selectFrom('market_listing').selectAll().where('id', '=', res.data.listing.listingId).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ game_id: GAME, source: '游戏估价', kind: 'listing', status: 'on_sale', demo: 0 })
    expect(Number(row.price_fen)).toBe(88_800)
    expect((await t.post(`${API}/val/valReport`, { valId }, tok)).data.publishStatus).toBe(1)

    // The published listing can be valued by link like any listing (its attributes, never its price).
    const byLink = await t.post(`${API}/val/valuation`, { evaluateType: 1, link: `看看这个号 ${url}` }, other)
    expect(byLink.code).toBe(200)
    // ... and a link valuation is itself not publishable (-1 with the reason).
    await waitForReport(t, other, byLink.data.valId)
    const linkInfo = await t.post(`${API}/val/accountInfo`, { valId: byLink.data.valId }, other)
    expect(linkInfo.data).toMatchObject({ publishStatus: -1, publishBlockedReason: expect.stringContaining('不能重复发布') })
    await t.app.services.valuation.unlockReport(byLink.data.valId, 'test')
    const linkPub = await publish(byLink.data.valId, 100, other)
    expect(linkPub.code).toBe(50000)
    expect(linkPub.msg).toContain('不能重复发布')

    // Publishing again re-prices the same listing.
    const repriced = await publish(valId, 66_600)
    expect(repriced.data.listing).toMatchObject({ listingId: res.data.listing.listingId, priceFen: 66_600 })
    const off = await t.post(`${API}/val/unpublish`, { valId }, tok)
    expect(off.data).toMatchObject({ publishStatus: 0, listing: { status: 0 } })
    expect(
      (await t.db.selectFrom('market_listing').select('status').where('id', '=', res.data.listing.listingId).executeTakeFirstOrThrow())
        .status,
    ).toBe('off_shelf')
    expect((await t.post(`${API}/val/unpublish`, { valId }, tok)).data.publishStatus).toBe(0)
    expect((await t.post(`${API}/val/unpublish`, { valId }, other)).code).toBe(40004)
    const back = await publish(valId, 70_000)
    expect(back.data.listing).toMatchObject({ listingId: res.data.listing.listingId, status: 1 })
    expect((await t.db.selectFrom('market_listing').select('id').where('source', '=', '游戏估价').execute()).length).toBe(1)
  })

  test('a game closed for valuation is not publishable (-1)', async () => {
    const valId = await make(token, 8)
    await t.db.updateTable('game').set({ enabled: 0 }).where('game_id', '=', GAME).execute()
    try {
      const res = await t.post(`${API}/val/accountInfo`, { valId }, token)
      expect(res.data).toMatchObject({ publishStatus: -1, publishBlockedReason: '该游戏暂不支持发布' })
      const pub = await t.post(`${API}/val/publish`, { valId, priceFen: 1000 }, token)
      expect([pub.code, pub.msg]).toEqual([50000, '该游戏暂不支持发布'])
    } finally {
      await t.db.updateTable('game').set({ enabled: 1 }).where('game_id', '=', GAME).execute()
    }
  })
})
