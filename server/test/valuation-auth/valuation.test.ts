import { validateGameAnswers } from '../../src/valuation/catalogue/validate'
import { AUTH_LIMITS } from '../../src/modules/valuation-auth/service'
import { ReportRepository } from '../../src/modules/reports/repository'
import type { TestApp } from '../helpers'
import { createValuationApp, waitForReport } from '../valuation-service/fixture'
import { API, GAME, authClient, captchaText } from './fixture'

describe('val/valuation with evaluateType 3 (authorization)', () => {
  let t: TestApp
  let token: string
  let c: ReturnType<typeof authClient>
  beforeAll(async () => {
    t = await createValuationApp()
    token = (await t.login('13800002201')).token
    c = authClient(t, token)
  })
  afterAll(async () => {
    await t.close()
  })

  const value = (authId: unknown, gameId = GAME, as = token) => t.post(`${API}/val/valuation`, { evaluateType: 3, gameId, authId }, as)
  const reportCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('report')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const storedInput = async (valId: string) =>
    JSON.parse((await t.db.selectFrom('report').select('input').where('id', '=', valId).executeTakeFirstOrThrow()).input)

  test('a 200 session makes a report like a props valuation (evaluateType 3), once', async () => {
    const { authId } = (await c.start({ authKind: 3, campId: '20240501' })).data
    const created = await value(authId)
    expect(created.code).toBe(200)
    const valId = created.data.valId as string
    expect(valId).toMatch(/^r_/)
    const report = await waitForReport(t, token, valId)
    expect(report.data).toMatchObject({ valId, status: 1, evaluateType: 3, gameId: GAME, gameName: '王者荣耀' })
    expect(['N', 'R', 'SR', 'SSR', 'UR']).toContain(report.data.level)
    expect(report.data.estimateFen).toBeUndefined()
    const listed = await t.post(`${API}/val/reportList`, {}, token)
    expect(listed.data.list[0]).toMatchObject({ valId, evaluateType: 3 })

    // The attributes are schema-valid and realistic (王者荣耀: skins by tier, hero count, server).
    const input = await storedInput(valId)
    expect(input.authId).toBe(authId)
    const check = validateGameAnswers(GAME, input.attrs)
    expect(check.ok).toBe(true)
    expect(input.attrs.heroCount).toBeGreaterThanOrEqual(5)
    expect(['安卓QQ', '安卓微信', '苹果QQ', '苹果微信']).toContain(input.attrs.server)
    expect(Object.keys(input.attrs.skins).sort()).toEqual(['epic', 'glory', 'legend', 'starLegend'])

    // Consumed: a second valuation with the same session is refused, and no report is written.
    const before = await reportCount()
    expect(await value(authId)).toMatchObject({ code: 40000, msg: '该授权已用于估价，请重新授权', data: null })
    expect(await reportCount()).toBe(before)
    expect(await c.status(authId)).toMatchObject({ code: 40000, msg: '该授权已用于估价，请重新授权' })
    const row = await t.db.selectFrom('game_auth_session').selectAll().where('id', '=', authId).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ report_id: valId, attributes: null })
    expect(row.consumed_at).toBe(t.clock.now())
  })

  test('a report that cannot be written leaves the session unused, so the user can try again', async () => {
    const { authId } = (await c.start({ authKind: 3, campId: '31415926' })).data
    const before = await reportCount()
    const insert = jest.spyOn(ReportRepository.prototype, 'insert').mockRejectedValueOnce(new Error('disk full'))
    try {
      const failed = await value(authId)
      expect(failed.code).not.toBe(200)
      expect(insert).toHaveBeenCalledTimes(1)
    } finally {
      insert.mockRestore()
    }
    expect(await reportCount()).toBe(before)
    const row = await t.db.selectFrom('game_auth_session').selectAll().where('id', '=', authId).executeTakeFirstOrThrow()
    expect([row.consumed_at, row.report_id, row.attributes === null]).toEqual([null, null, false])

    const retried = await value(authId)
    expect(retried.code).toBe(200)
    expect(await reportCount()).toBe(before + 1)
  })

  test('two concurrent valuations with one session: exactly one report', async () => {
    const { authId } = (await c.start({ authKind: 3, campId: '55555555' })).data
    const before = await reportCount()
    const results = await Promise.all([value(authId), value(authId), value(authId)])
    expect(results.map((r) => r.code).sort()).toEqual([200, 40000, 40000])
    expect(await reportCount()).toBe(before + 1)
    await t.app.services.valuation.idle()
  })

  test('a scanned account is one of the scanning app’s: QQ areas after a QQ scan, WeChat areas after a WeChat scan', async () => {
    // A user of its own: the others' tests need their share of the starts a user may make.
    const scanner = (await t.login('13800002203')).token
    const s = authClient(t, scanner)
    const scannedArea = async (scanType: number) => {
      const { authId } = (await s.start({ authKind: 1, scanType })).data
      t.clock.advance(3000)
      expect((await s.status(authId)).data.resultCode).toBe(200)
      return (await storedInput((await value(authId, GAME, scanner)).data.valId)).attrs.server as string
    }
    for (let i = 0; i < 4; i++) {
      expect(['安卓QQ', '苹果QQ']).toContain(await scannedArea(1))
      expect(['安卓微信', '苹果微信']).toContain(await scannedArea(2))
    }
    await t.app.services.valuation.idle()
  })

  test('the same camp id / account reads the same attributes; different ones differ', async () => {
    const attrsOf = async (start: Record<string, unknown>) => {
      const { authId } = (await c.start(start)).data
      return (await storedInput((await value(authId)).data.valId)).attrs
    }
    const a = await attrsOf({ authKind: 3, campId: '77777777' })
    expect(await attrsOf({ authKind: 3, campId: '77777777' })).toEqual(a)
    expect(await attrsOf({ authKind: 3, campId: '77777778' })).not.toEqual(a)
    const b = await attrsOf({ authKind: 2, loginType: 1, account: 'alice', password: 'pa55word' })
    expect(await attrsOf({ authKind: 2, loginType: 1, account: 'alice', password: 'another-password' })).toEqual(b)
    await t.app.services.valuation.idle()
  })

  test('only a finished session of the same game, of the caller, unexpired, is accepted (40000 otherwise)', async () => {
    const before = await reportCount()
    expect(await value(undefined)).toMatchObject({ code: 40000, msg: '缺少参数 authId' })
    expect(await t.post(`${API}/val/valuation`, { evaluateType: 3, authId: 'a_x' }, token)).toMatchObject({
      code: 40000,
      msg: '缺少参数 gameId',
    })
    expect(await value('a_doesNotExist00000000')).toMatchObject({ code: 40000, msg: '授权不存在或已过期，请重新授权' })

    const pending = (await c.start({ authKind: 2, loginType: 2, account: '13600000000' })).data.authId
    expect(await value(pending)).toMatchObject({ code: 40000, msg: '授权尚未完成，请先完成授权' })
    const qr = (await c.start({ authKind: 1 })).data.authId
    expect(await value(qr)).toMatchObject({ code: 40000, msg: '授权尚未完成，请先完成授权' })
    const over = (await c.start({ authKind: 2, loginType: 1, account: 'x2003', password: 'pa55word' })).data.authId
    expect(await value(over)).toMatchObject({ code: 40000, msg: '授权尚未完成，请先完成授权' })

    // Another game's session: refused, and still usable for its own game afterwards.
    const peace = (await c.start({ gameId: 10011, authKind: 3, campId: '123456' })).data.authId
    expect(await value(peace, GAME)).toMatchObject({ code: 40000, msg: '该授权不属于所选游戏，请重新授权' })
    // Another user's session answers like a missing one.
    const mine = (await c.start({ authKind: 3, campId: '123456' })).data.authId
    const other = (await t.login('13800002202')).token
    expect(await value(mine, GAME, other)).toMatchObject({ code: 40000, msg: '授权不存在或已过期，请重新授权' })
    // Unknown game and login are checked as for every valuation.
    expect((await value(mine, 99999)).code).toBe(40004)
    expect((await value(mine, GAME, '')).code).toBe(40005)
    expect(await reportCount()).toBe(before)

    // Expired after 10 minutes, even at 200.
    t.clock.advance(AUTH_LIMITS.sessionTtlMs)
    expect(await value(mine)).toMatchObject({ code: 40000, msg: '授权不存在或已过期，请重新授权' })
    expect(await reportCount()).toBe(before)
  })

  test('every way to 200 gives a session val/valuation accepts', async () => {
    const finish = async (start: Record<string, unknown>): Promise<string> => {
      const res = (await c.start(start)).data
      if (res.resultCode === 2002) await c.verify(res.authId, { captcha: captchaText(res.captchaImage) })
      else if (res.resultCode === 2000 || res.resultCode === 2001) await c.verify(res.authId, { code: '123456' })
      else if (res.pending) {
        t.clock.advance(3000)
        await c.status(res.authId)
      }
      return res.authId
    }
    const starts = [
      { authKind: 1, scanType: 1 },
      { authKind: 1, scanType: 2 },
      { authKind: 2, loginType: 1, account: 'p', password: 'pa55word' },
      { authKind: 2, loginType: 1, account: 'p2000', password: 'pa55word' },
      { authKind: 2, loginType: 1, account: 'p2001', password: 'pa55word' },
      { authKind: 2, loginType: 1, account: 'p2002', password: 'pa55word' },
      { authKind: 2, loginType: 2, account: '13500000000' },
      { authKind: 3, campId: '9876543' },
    ]
    for (const start of starts) {
      const created = await value(await finish(start))
      expect({ start, code: created.code }).toEqual({ start, code: 200 })
    }
    await t.app.services.valuation.idle()
  })
})
