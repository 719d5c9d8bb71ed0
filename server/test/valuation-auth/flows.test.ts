import { SANDBOX_AUTH } from '../../src/providers/game-auth'
import { AUTH_LIMITS } from '../../src/modules/valuation-auth/service'
import { createTestApp, type TestApp } from '../helpers'
import { API, GAME, authClient, captchaText } from './fixture'

const SECOND = 1000
const MINUTE = 60 * SECOND

describe('valuation by authorization: sandbox flows', () => {
  let t: TestApp
  let c: ReturnType<typeof authClient>
  let token: string
  beforeAll(async () => {
    t = await createTestApp()
    token = (await t.login('13800002101')).token
    c = authClient(t, token)
  })
  afterAll(async () => {
    await t.close()
  })

  const sessionCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('game_auth_session')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  test('camp id of 6-12 digits → 200 at once; anything else → 40000 营地ID格式不正确 and no session', async () => {
    const ok = await c.start({ authKind: 3, campId: '123456789' })
    expect(ok.code).toBe(200)
    expect(ok.data).toMatchObject({ authKind: 3, resultCode: 200, pending: false, message: '营地ID授权成功' })
    expect(ok.data.authId).toMatch(/^a_[A-Za-z0-9_-]{16}$/)
    expect(ok.data.expiresAt).toBe(t.clock.now() + AUTH_LIMITS.sessionTtlMs)
    expect((await c.start({ authKind: 3, campId: '123456' })).data.resultCode).toBe(200)
    expect((await c.start({ authKind: 3, campId: '123456789012' })).data.resultCode).toBe(200)

    const before = await sessionCount()
    for (const campId of ['12345', '1234567890123', '12345a', ' 123456', 'abcdef']) {
      expect(await c.start({ authKind: 3, campId })).toMatchObject({ code: 40000, msg: '营地ID格式不正确', data: null })
    }
    expect(await c.start({ authKind: 3 })).toMatchObject({ code: 40000, msg: '缺少参数 campId' })
    expect(await sessionCount()).toBe(before)
    // A finished session has nothing to verify or resend; status repeats the 200.
    expect(await c.verify(ok.data.authId, { code: '123456' })).toMatchObject({ code: 40000, msg: '当前步骤无需验证' })
    expect(await c.resend(ok.data.authId)).toMatchObject({ code: 40000, msg: '授权已完成，无需重新发送' })
    expect((await c.status(ok.data.authId)).data).toMatchObject({ resultCode: 200, pending: false })
  })

  test('QQ scan: pending with a QR code until 3 s after start, then 200; WeChat scan names weixin', async () => {
    const started = await c.start({ authKind: 1, scanType: 1 })
    expect(started.data).toMatchObject({ authKind: 1, pending: true })
    expect(started.data.resultCode).toBeUndefined()
    expect(started.data.qrContent).toMatch(/^https:\/\/sandbox\.gujia\.local\/auth\/qr\?scan=qq&ticket=/)
    const id = started.data.authId as string

    t.clock.advance(SANDBOX_AUTH.qrConfirmAfterMs - 1)
    const waiting = await c.status(id)
    expect(waiting.data).toMatchObject({ pending: true, qrContent: started.data.qrContent })
    expect(await c.verify(id, { code: '123456' })).toMatchObject({ code: 40000, msg: '当前步骤无需验证' })
    t.clock.advance(1)
    expect((await c.status(id)).data).toMatchObject({ pending: false, resultCode: 200, message: '扫码授权成功' })
    // Confirmed for good: even after the QR lifetime the session stays at 200.
    t.clock.advance(SANDBOX_AUTH.qrTtlMs)
    expect((await c.status(id)).data).toMatchObject({ resultCode: 200 })

    const wechat = await c.start({ authKind: 1, scanType: 2 })
    expect(wechat.data.qrContent).toContain('scan=weixin')
    // scanType defaults to QQ.
    expect((await c.start({ authKind: 1 })).data.qrContent).toContain('scan=qq')
  })

  test('a scan only with the apps whose accounts play the game: WeChat where it has WeChat areas, none for 原神', async () => {
    // A user of its own: the others' tests need their share of the starts a user may make.
    const c = authClient(t, (await t.login('13800002102')).token)
    const before = await sessionCount()
    // 英雄联盟 signs in with QQ only: nothing to scan with WeChat, and no session is started.
    expect(await c.start({ gameId: 10012, authKind: 1, scanType: 2 })).toMatchObject({
      code: 40000,
      msg: '该游戏没有微信区账号，请使用QQ扫码',
      data: null,
    })
    // 原神 and 星穹铁道 have accounts of their own (miHoYo's): no scan at all, the default (QQ) included.
    for (const gameId of [10026, 10161]) {
      for (const scanType of [1, 2, undefined]) {
        expect(await c.start({ gameId, authKind: 1, scanType })).toMatchObject({
          code: 40000,
          msg: '该游戏账号不支持扫码授权，请使用账号登录授权',
          data: null,
        })
      }
    }
    expect(await sessionCount()).toBe(before)
    expect((await c.start({ gameId: 10012, authKind: 1, scanType: 1 })).data.pending).toBe(true)
    // 和平精英 has WeChat areas, like 王者荣耀.
    expect((await c.start({ gameId: 10011, authKind: 1, scanType: 2 })).data.qrContent).toContain('scan=weixin')
  })

  test('营地ID only for a game with a 营地 app (王者荣耀, 和平精英); no session for the others', async () => {
    const c = authClient(t, (await t.login('13800002103')).token)
    const before = await sessionCount()
    for (const gameId of [10026, 10161, 10012, 10039, 10148, 10023, 10032]) {
      expect(await c.start({ gameId, authKind: 3, campId: '123456' })).toMatchObject({
        code: 40000,
        msg: '该游戏没有营地ID，请使用其他方式授权',
        data: null,
      })
    }
    expect(await sessionCount()).toBe(before)
    expect((await c.start({ gameId: 10011, authKind: 3, campId: '123456' })).data.resultCode).toBe(200)
  })

  test('a QR code not confirmed within 2 minutes → 3209; resend shows a new QR code that then confirms', async () => {
    const { authId, qrContent } = (await c.start({ authKind: 1, scanType: 1 })).data
    t.clock.advance(SANDBOX_AUTH.qrTtlMs)
    expect((await c.status(authId)).data).toMatchObject({ resultCode: 3209, pending: false, message: '二维码已过期，请刷新二维码' })
    expect((await c.status(authId)).data.resultCode).toBe(3209)
    const fresh = await c.resend(authId)
    expect(fresh.data).toMatchObject({ pending: true })
    expect(fresh.data.qrContent).toMatch(/scan=qq/)
    expect(fresh.data.qrContent).not.toBe(qrContent)
    t.clock.advance(SANDBOX_AUTH.qrConfirmAfterMs)
    expect((await c.status(authId)).data.resultCode).toBe(200)
  })

  test('password login: a short password is refused; an ordinary account → 200', async () => {
    const before = await sessionCount()
    expect(await c.start({ authKind: 2, loginType: 1, account: '10001', password: '12345' })).toMatchObject({
      code: 40000,
      msg: '账号或密码错误',
    })
    expect(await c.start({ authKind: 2, loginType: 1, account: '10001' })).toMatchObject({ code: 40000, msg: '缺少参数 password' })
    expect(await c.start({ authKind: 2, loginType: 1, password: 'secret1' })).toMatchObject({ code: 40000, msg: '缺少参数 account' })
    expect(await sessionCount()).toBe(before)
    expect((await c.start({ authKind: 2, loginType: 1, account: '10001', password: '123456' })).data).toMatchObject({
      authKind: 2,
      resultCode: 200,
      message: '账号授权成功',
    })
    // loginType defaults to password.
    expect((await c.start({ authKind: 2, account: '10001', password: '123456' })).data.resultCode).toBe(200)
  })

  test('…2000 → e-mail code (masked); a wrong code stays at 2000 with a message; 123456 → 200', async () => {
    const started = await c.start({ authKind: 2, loginType: 1, account: 'player2000', password: 'pa55word' })
    expect(started.data).toMatchObject({
      resultCode: 2000,
      codeTarget: 'pl****@qq.com',
      message: '验证码已发送至邮箱 pl****@qq.com，请输入邮箱验证码',
    })
    const id = started.data.authId
    const qq = await c.start({ authKind: 2, loginType: 1, account: '8812000', password: 'pa55word' })
    expect(qq.data).toMatchObject({ resultCode: 2000, codeTarget: '88****@qq.com' })

    const wrong = await c.verify(id, { code: '000000' })
    expect(wrong.code).toBe(200)
    expect(wrong.data).toMatchObject({ resultCode: 2000, codeTarget: 'pl****@qq.com', message: '验证码错误，请重新输入（还可尝试 4 次）' })
    expect(await c.verify(id, {})).toMatchObject({ code: 40000, msg: '请输入验证码' })
    expect(await c.verify(id, { captcha: 'ABCD' })).toMatchObject({ code: 40000, msg: '请输入验证码' })
    expect((await c.status(id)).data.resultCode).toBe(2000)
    expect((await c.verify(id, { code: SANDBOX_AUTH.correctCode })).data).toMatchObject({ resultCode: 200 })
  })

  test('…2001 → phone code (masked phone); code login → 2001 then 200', async () => {
    const started = await c.start({ authKind: 2, loginType: 1, account: '13800002001', password: 'pa55word' })
    expect(started.data).toMatchObject({
      resultCode: 2001,
      codeTarget: '138****2001',
      message: '验证码已发送至手机 138****2001，请输入短信验证码',
    })
    expect((await c.verify(started.data.authId, { code: '123456' })).data.resultCode).toBe(200)

    const byCode = await c.start({ authKind: 2, loginType: 2, account: '13912345678' })
    expect(byCode.data).toMatchObject({ resultCode: 2001, codeTarget: '139****5678' })
    expect((await c.verify(byCode.data.authId, { code: '123456' })).data.resultCode).toBe(200)
    // A non-phone account: the code goes to its (masked) bound phone.
    expect((await c.start({ authKind: 2, loginType: 2, account: 'someone' })).data.codeTarget).toMatch(/^13\d\*{4}\d{4}$/)
  })

  test('…2002 → captcha image (PNG data URL); a wrong answer gets a new image; the shown text (any case) → 200', async () => {
    const started = await c.start({ authKind: 2, loginType: 1, account: 'gamer2002', password: 'pa55word' })
    expect(started.data).toMatchObject({ resultCode: 2002, message: '请输入图片中的验证码' })
    expect(started.data.captchaImage).toMatch(/^data:image\/png;base64,/)
    const text = captchaText(started.data.captchaImage)
    expect(text).toMatch(/^[A-Z2-9]{4}$/)
    const id = started.data.authId
    expect(await c.verify(id, { code: '123456' })).toMatchObject({ code: 40000, msg: '请输入图形验证码' })
    // Status shows the same image again.
    expect(captchaText((await c.status(id)).data.captchaImage)).toBe(text)

    const wrong = await c.verify(id, { captcha: text === 'AAAA' ? 'BBBB' : 'AAAA' })
    expect(wrong.data).toMatchObject({ resultCode: 2002, message: '图形验证码错误，请重新输入（还可尝试 4 次）' })
    const next = captchaText(wrong.data.captchaImage)
    expect(next).toMatch(/^[A-Z2-9]{4}$/)
    // The old text no longer counts once a new image is shown (unless both happen to be equal).
    if (next !== text) expect((await c.verify(id, { captcha: text })).data.resultCode).toBe(2002)
    const current = captchaText((await c.status(id)).data.captchaImage)
    expect((await c.verify(id, { captcha: current.toLowerCase() })).data.resultCode).toBe(200)
  })

  test('resend on a captcha gives a new image', async () => {
    const started = await c.start({ authKind: 2, loginType: 1, account: 'gamer2002', password: 'pa55word' })
    const again = await c.resend(started.data.authId)
    expect(again.data.resultCode).toBe(2002)
    expect(again.data.captchaImage).not.toBe(started.data.captchaImage)
  })

  test('captcha then the next challenge: u20022001 → 2002 → 2001 → 200', async () => {
    const started = await c.start({ authKind: 2, loginType: 1, account: 'u20022001', password: 'pa55word' })
    expect(started.data.resultCode).toBe(2002)
    const afterCaptcha = await c.verify(started.data.authId, { captcha: captchaText(started.data.captchaImage) })
    expect(afterCaptcha.data).toMatchObject({ resultCode: 2001 })
    expect(afterCaptcha.data.codeTarget).toMatch(/^13\d\*{4}\d{4}$/)
    expect((await c.verify(started.data.authId, { code: '123456' })).data.resultCode).toBe(200)
  })

  test('…2003 → must log in again: the session is over', async () => {
    const started = await c.start({ authKind: 2, loginType: 1, account: '13800002003', password: 'pa55word' })
    expect(started.data).toMatchObject({ resultCode: 2003, message: '登录状态已失效，请重新登录授权' })
    const id = started.data.authId
    expect((await c.status(id)).data.resultCode).toBe(2003)
    expect(await c.verify(id, { code: '123456' })).toMatchObject({ code: 40000, msg: '本次授权已结束，请重新授权' })
    expect(await c.resend(id)).toMatchObject({ code: 40000, msg: '本次授权已结束，请重新授权' })
  })

  test('a code older than 5 minutes → 3209 even when right; resend issues a new one that works', async () => {
    const { authId } = (await c.start({ authKind: 2, loginType: 2, account: '13700000000' })).data
    t.clock.advance(SANDBOX_AUTH.codeTtlMs)
    // Exactly 5 minutes is still valid... but not a millisecond more.
    expect((await c.status(authId)).data.resultCode).toBe(2001)
    t.clock.advance(1)
    expect((await c.status(authId)).data).toMatchObject({
      resultCode: 3209,
      codeTarget: '137****0000',
      message: '验证码已过期，请重新获取',
    })
    expect((await c.verify(authId, { code: '123456' })).data).toMatchObject({ resultCode: 3209, message: '验证码已过期，请重新获取' })
    const fresh = await c.resend(authId)
    expect(fresh.data).toMatchObject({ resultCode: 2001, codeTarget: '137****0000' })
    t.clock.advance(4 * MINUTE)
    expect((await c.verify(authId, { code: '123456' })).data.resultCode).toBe(200)
  })

  test('resends are limited per session', async () => {
    const { authId } = (await c.start({ authKind: 2, loginType: 2, account: '13700000001' })).data
    for (let i = 0; i < AUTH_LIMITS.maxResends; i++) expect((await c.resend(authId)).data.resultCode).toBe(2001)
    expect(await c.resend(authId)).toMatchObject({ code: 42900, msg: '重新发送次数过多，请重新授权' })
  })

  test('5 wrong answers void the session (2003), after which nothing more is accepted', async () => {
    const { authId } = (await c.start({ authKind: 2, loginType: 1, account: 'x2001', password: 'pa55word' })).data
    for (let left = 4; left >= 1; left--) {
      expect((await c.verify(authId, { code: '999999' })).data).toMatchObject({
        resultCode: 2001,
        message: `验证码错误，请重新输入（还可尝试 ${left} 次）`,
      })
    }
    expect((await c.verify(authId, { code: '999999' })).data).toMatchObject({
      resultCode: 2003,
      message: '错误次数过多，本次授权已失效，请重新授权',
    })
    // Even the right code is refused now.
    expect(await c.verify(authId, { code: '123456' })).toMatchObject({ code: 40000, msg: '本次授权已结束，请重新授权' })
    expect((await c.status(authId)).data.resultCode).toBe(2003)
    const row = await t.db.selectFrom('game_auth_session').selectAll().where('id', '=', authId).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ step: 2003, wrong_attempts: 5, attributes: null })
  })

  test('a session expires 10 minutes after start', async () => {
    const { authId } = (await c.start({ authKind: 2, loginType: 2, account: '13700000002' })).data
    t.clock.advance(AUTH_LIMITS.sessionTtlMs - 1)
    expect((await c.resend(authId)).code).toBe(200)
    t.clock.advance(1)
    for (const res of [await c.status(authId), await c.verify(authId, { code: '123456' }), await c.resend(authId)]) {
      expect(res).toMatchObject({ code: 40000, msg: '授权已过期，请重新授权', data: null })
    }
  })

  test("another user's session answers exactly like a missing one", async () => {
    const { authId } = (await c.start({ authKind: 2, loginType: 2, account: '13700000003' })).data
    const other = authClient(t, (await t.login('13800002102')).token)
    const missing = 'a_doesNotExist00000000'
    for (const [mine, theirs] of [
      [await other.status(missing), await other.status(authId)],
      [await other.verify(missing, { code: '123456' }), await other.verify(authId, { code: '123456' })],
      [await other.resend(missing), await other.resend(authId)],
    ]) {
      expect(theirs).toMatchObject({ code: 40004, msg: '授权不存在', data: null })
      expect({ code: theirs.code, msg: theirs.msg, data: theirs.data }).toEqual({ code: mine.code, msg: mine.msg, data: mine.data })
    }
    // Untouched by the other user's attempts.
    expect((await c.verify(authId, { code: '123456' })).data.resultCode).toBe(200)
  })

  test('login required; unknown and disabled games refused; unknown fields and kinds refused by the schema', async () => {
    expect((await t.post(`${API}/val/auth/start`, { gameId: GAME, authKind: 3, campId: '123456' })).code).toBe(40005)
    for (const path of ['verify', 'resend', 'status']) {
      expect((await t.post(`${API}/val/auth/${path}`, { authId: 'a_x' })).code).toBe(40005)
    }
    expect(await c.start({ gameId: 99999, authKind: 3, campId: '123456' })).toMatchObject({ code: 40004, msg: '游戏不存在' })
    expect((await c.start({ gameId: 10130, authKind: 3, campId: '123456' })).code).toBe(40023)
    expect((await c.start({ authKind: 4, campId: '123456' })).code).toBe(40000)
    expect((await c.start({ authKind: 2, loginType: 1, account: 'a', password: 'x'.repeat(65) })).msg).toBe(
      '参数错误：password 长度不能超过 64',
    )
  })

  test('starts are rate limited per user', async () => {
    const busy = authClient(t, (await t.login('13800002103')).token)
    for (let i = 0; i < AUTH_LIMITS.startsPerWindow; i++) expect((await busy.start({ authKind: 1 })).code).toBe(200)
    expect(await busy.start({ authKind: 1 })).toMatchObject({ code: 42900, msg: '授权太频繁，请稍后再试' })
    t.clock.advance(AUTH_LIMITS.startWindowMs + 1)
    expect((await busy.start({ authKind: 1 })).code).toBe(200)
  })
})
