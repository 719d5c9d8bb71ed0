import { REFRESH_REUSE_GRACE_MS } from '../src/modules/auth/sessions'
import { SMS_LIMITS } from '../src/modules/auth/sms-codes'
import { createTestApp, type TestApp } from './helpers'

const API = '/app/v1'
const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE

let t: TestApp
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(async () => {
  await t.close()
})

async function sendCode(phone: string, telCode?: string) {
  const res = await t.post(`${API}/verify/send`, { phone, ...(telCode ? { telCode } : {}) })
  expect(res.code).toBe(200)
  const inbox = await t.get(`/dev/sms-inbox?phone=${phone}${telCode ? `&telCode=${telCode}` : ''}`)
  expect(inbox.code).toBe(200)
  return inbox.data.code as string
}

function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000'
}

describe('verify/send', () => {
  test('sends a 6-digit code and says so', async () => {
    const res = await t.post(`${API}/verify/send`, { phone: '13800000001' })
    expect(res).toMatchObject({ status: 200, code: 200, msg: '验证码发送成功' })
    expect(res.data).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 300 })
    const inbox = await t.get('/dev/sms-inbox?phone=13800000001')
    expect(inbox.data.code).toMatch(/^\d{6}$/)
  })

  test('stores only a hash of the code', async () => {
    const code = await sendCode('13800000002')
    const rows = await t.db.selectFrom('sms_code').select('code_hash').execute()
    expect(rows).toHaveLength(1)
    expect(rows[0].code_hash).not.toContain(code)
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/)
  })

  test('one send per phone per 60 s, with the seconds left', async () => {
    await sendCode('13800000003')
    t.clock.advance(15 * 1000)
    const again = await t.post(`${API}/verify/send`, { phone: '13800000003' })
    expect(again.code).toBe(42900)
    expect(again.msg).toBe('发送太频繁，请 45 秒后再试')
    t.clock.advance(45 * 1000)
    expect((await t.post(`${API}/verify/send`, { phone: '13800000003' })).code).toBe(200)
  })

  test('daily cap per phone, reset at Beijing midnight', async () => {
    for (let i = 0; i < SMS_LIMITS.dailyPerPhone; i++) {
      expect((await t.post(`${API}/verify/send`, { phone: '13800000004' })).code).toBe(200)
      t.clock.advance(61 * 1000)
    }
    const capped = await t.post(`${API}/verify/send`, { phone: '13800000004' })
    expect(capped.code).toBe(42900)
    expect(capped.msg).toBe('该手机号今日获取验证码次数已达上限，请明天再试')
    t.clock.advance(24 * HOUR)
    expect((await t.post(`${API}/verify/send`, { phone: '13800000004' })).code).toBe(200)
  })

  test('daily cap per IP across phones', async () => {
    for (let i = 0; i < SMS_LIMITS.dailyPerIp; i++) {
      const phone = `139${String(i).padStart(8, '0')}`
      expect((await t.post(`${API}/verify/send`, { phone })).code).toBe(200)
    }
    const capped = await t.post(`${API}/verify/send`, { phone: '13700000000' })
    expect(capped).toMatchObject({ code: 42900, msg: '今日获取验证码次数已达上限，请明天再试' })
    // Another address is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: `${API}/verify/send`,
      payload: { phone: '13700000000' },
      remoteAddress: '10.0.0.2',
    })
    expect(other.json().code).toBe(200)
  })

  test.each([
    ['not a mainland mobile (second digit 1)', { phone: '11800000000' }, '参数错误：phone 格式不正确'],
    ['too short for 86', { phone: '1380000000' }, '参数错误：phone 格式不正确'],
    ['letters', { phone: '1380000000a' }, '参数错误：phone 格式不正确'],
    ['missing phone', {}, '缺少参数 phone'],
    ['phone as number', { phone: 13800000000 }, '参数错误：phone 类型不正确'],
    ['overlong phone', { phone: '1'.repeat(16) }, '参数错误：phone 长度不能超过 15'],
    ['bad tel code', { phone: '13800000000', telCode: '8-6' }, '参数错误：telCode 格式不正确'],
    ['unsupported tel code', { phone: '13800000000', telCode: '999' }, '暂不支持该国家或地区的手机号'],
  ])('refuses %s', async (_name, body, msg) => {
    const res = await t.post(`${API}/verify/send`, body)
    expect(res).toMatchObject({ status: 200, code: 40000, msg, data: null })
  })

  test('other tel codes take 5-15 digits', async () => {
    expect((await t.post(`${API}/verify/send`, { phone: '91234567', telCode: '852' })).code).toBe(200)
    expect((await t.post(`${API}/verify/send`, { phone: '1234', telCode: '852' })).code).toBe(40000)
  })

  test('malformed JSON', async () => {
    const res = await t.post(`${API}/verify/send`, '{"phone": ', undefined, { 'content-type': 'application/json' })
    expect(res).toMatchObject({ code: 40000, msg: '请求体不是合法的 JSON' })
  })

  test('a failed SMS hand-over does not count against the limits', async () => {
    await t.close()
    let fail = true
    t = await createTestApp({
      providers: {
        sms: {
          name: 'flaky',
          sendLoginCode: async () => {
            if (fail) throw new Error('carrier down')
          },
        },
      },
    })
    expect((await t.post(`${API}/verify/send`, { phone: '13800000005' })).code).toBe(50001)
    fail = false
    expect((await t.post(`${API}/verify/send`, { phone: '13800000005' })).code).toBe(200)
  })
})

describe('verify/login', () => {
  test('registers on first login with channel and terminal, then logs the same user in', async () => {
    const code = await sendCode('13800000010')
    const first = await t.post(`${API}/verify/login`, { phone: '13800000010', code }, undefined, {
      channel: 'huawei-store',
      terminal: '3',
    })
    expect(first.code).toBe(200)
    expect(first.data).toMatchObject({ source: 'huawei-store', invite_uid: null, isNewPxb: 0, isNewUser: true })
    expect(first.data.token).toMatch(/^at_/)
    expect(first.data.refresh_token).toMatch(/^rt_/)
    const user = await t.db.selectFrom('users').selectAll().executeTakeFirstOrThrow()
    expect(user).toMatchObject({ phone: '13800000010', tel_code: '86', source: 'huawei-store', terminal: 3 })

    t.clock.advance(MINUTE)
    const code2 = await sendCode('13800000010')
    const second = await t.post(`${API}/verify/login`, { phone: '13800000010', code: code2 })
    expect(second.data).toMatchObject({ source: 'huawei-store', isNewUser: false })
    expect(await t.db.selectFrom('users').selectAll().execute()).toHaveLength(1)
  })

  test('default channel is h5-default', async () => {
    const code = await sendCode('13800000011')
    const res = await t.post(`${API}/verify/login`, { phone: '13800000011', code })
    expect(res.data.source).toBe('h5-default')
  })

  test('wrong code is 50015 验证码错误', async () => {
    const code = await sendCode('13800000012')
    const res = await t.post(`${API}/verify/login`, { phone: '13800000012', code: wrongCode(code) })
    expect(res).toMatchObject({ code: 50015, msg: '验证码错误', data: null })
    expect((await t.post(`${API}/verify/login`, { phone: '13800000012', code })).code).toBe(200)
  })

  test('the fifth wrong try voids the code', async () => {
    const code = await sendCode('13800000013')
    for (let i = 1; i < SMS_LIMITS.maxWrongAttempts; i++) {
      expect((await t.post(`${API}/verify/login`, { phone: '13800000013', code: wrongCode(code) })).msg).toBe('验证码错误')
    }
    const fifth = await t.post(`${API}/verify/login`, { phone: '13800000013', code: wrongCode(code) })
    expect(fifth).toMatchObject({ code: 50015, msg: '验证码错误次数过多，请重新获取' })
    const right = await t.post(`${API}/verify/login`, { phone: '13800000013', code })
    expect(right).toMatchObject({ code: 50016, msg: '验证码已失效，请重新获取' })
  })

  test('a code expires after 5 minutes', async () => {
    const code = await sendCode('13800000014')
    t.clock.advance(5 * MINUTE)
    expect((await t.post(`${API}/verify/login`, { phone: '13800000014', code })).code).toBe(50016)
  })

  test('a code works once', async () => {
    const code = await sendCode('13800000015')
    expect((await t.post(`${API}/verify/login`, { phone: '13800000015', code })).code).toBe(200)
    expect((await t.post(`${API}/verify/login`, { phone: '13800000015', code })).code).toBe(50016)
  })

  test('a new code replaces the previous one', async () => {
    const old = await sendCode('13800000016')
    t.clock.advance(MINUTE)
    const fresh = await sendCode('13800000016')
    if (old !== fresh) expect((await t.post(`${API}/verify/login`, { phone: '13800000016', code: old })).code).toBe(50015)
    expect((await t.post(`${API}/verify/login`, { phone: '13800000016', code: fresh })).code).toBe(200)
  })

  test('without a code sent it is 50016', async () => {
    expect((await t.post(`${API}/verify/login`, { phone: '13800000017', code: '123456' })).code).toBe(50016)
  })

  test('a code for one phone does not log another in', async () => {
    const code = await sendCode('13800000018')
    expect((await t.post(`${API}/verify/login`, { phone: '13800000019', code })).code).toBe(50016)
  })

  test('an invite code binds a new user to the inviter; valId is recorded', async () => {
    const inviter = await t.login('13800000020')
    const inviteCode = (await t.post(`${API}/invitation/getInvitationCode`, {}, inviter.token)).data.inviteCode
    const code = await sendCode('13800000021')
    const res = await t.post(`${API}/verify/login`, { phone: '13800000021', code, inviteCode, valId: 'report-42' })
    const inviterInfo = await t.post(`${API}/user/userInfo`, {}, inviter.token)
    expect(res.data.invite_uid).toBe(inviterInfo.data.user_base_info.uid)
    const row = await t.db.selectFrom('users').selectAll().where('phone', '=', '13800000021').executeTakeFirstOrThrow()
    expect(row.register_val_id).toBe('report-42')
  })

  test('an unknown invite code does not block registration', async () => {
    const code = await sendCode('13800000022')
    const res = await t.post(`${API}/verify/login`, { phone: '13800000022', code, inviteCode: 'ZZZZZZZZ' })
    expect(res.code).toBe(200)
    expect(res.data.invite_uid).toBeNull()
  })

  test.each([
    ['missing code', { phone: '13800000000' }, '缺少参数 code'],
    ['5-digit code', { phone: '13800000000', code: '12345' }, '参数错误：code 格式不正确'],
    ['code as number', { phone: '13800000000', code: 123456 }, '参数错误：code 类型不正确'],
    ['overlong valId', { phone: '13800000000', code: '123456', valId: 'x'.repeat(65) }, '参数错误：valId 长度不能超过 64'],
    ['bad invite code', { phone: '13800000000', code: '123456', inviteCode: 'ab-cd' }, '参数错误：inviteCode 格式不正确'],
  ])('refuses %s', async (_name, body, msg) => {
    expect(await t.post(`${API}/verify/login`, body)).toMatchObject({ code: 40000, msg })
  })

  test('refuses a bad terminal header', async () => {
    const res = await t.post(`${API}/verify/login`, { phone: '13800000000', code: '123456' }, undefined, { terminal: '9' })
    expect(res).toMatchObject({ code: 40000, msg: '参数错误：请求头 terminal 格式不正确' })
  })
})

describe('tokens', () => {
  test('access token expires after 2 h: 40002, then refresh works', async () => {
    const login = await t.login('13800000030')
    t.clock.advance(2 * HOUR - 1)
    expect((await t.post(`${API}/user/userInfo`, {}, login.token)).code).toBe(200)
    t.clock.advance(1)
    expect(await t.post(`${API}/user/userInfo`, {}, login.token)).toMatchObject({ code: 40002, data: null })
    const refreshed = await t.get(`${API}/refresh`, login.refresh_token)
    expect(refreshed.code).toBe(200)
    expect(refreshed.data.token).not.toBe(login.token)
    expect(refreshed.data.refresh_token).not.toBe(login.refresh_token)
    expect((await t.post(`${API}/user/userInfo`, {}, refreshed.data.token)).code).toBe(200)
  })

  test('accepts a Bearer prefix', async () => {
    const login = await t.login('13800000031')
    expect((await t.post(`${API}/user/userInfo`, {}, `Bearer ${login.token}`)).code).toBe(200)
    expect((await t.get(`${API}/refresh`, `Bearer ${login.refresh_token}`)).code).toBe(200)
  })

  test('missing, unknown and wrong-kind tokens are 40005 请先登录', async () => {
    const login = await t.login('13800000032')
    expect(await t.post(`${API}/user/userInfo`)).toMatchObject({ code: 40005, msg: '请先登录' })
    expect((await t.post(`${API}/user/userInfo`, {}, 'at_nonsense')).code).toBe(40005)
    expect((await t.post(`${API}/user/userInfo`, {}, login.refresh_token)).code).toBe(40005)
    expect((await t.get(`${API}/refresh`, login.token)).code).toBe(40005)
    expect((await t.get(`${API}/refresh`)).code).toBe(40005)
  })

  test('refresh rotates: the old access token answers 40002 (refresh and retry) until it would have expired, then 40005', async () => {
    const login = await t.login('13800000033')
    const next = (await t.get(`${API}/refresh`, login.refresh_token)).data
    expect(await t.post(`${API}/user/userInfo`, {}, login.token)).toMatchObject({ code: 40002, data: null })
    expect((await t.post(`${API}/user/userInfo`, {}, next.token)).code).toBe(200)
    t.clock.advance(2 * HOUR)
    expect((await t.post(`${API}/user/userInfo`, {}, login.token)).code).toBe(40005)
  })

  test('reusing a rotated refresh token after the grace window is refused and revokes the whole family', async () => {
    const login = await t.login('13800000034')
    const next = (await t.get(`${API}/refresh`, login.refresh_token)).data
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1)
    const reuse = await t.get(`${API}/refresh`, login.refresh_token)
    expect(reuse.code).toBe(40005)
    expect((await t.post(`${API}/user/userInfo`, {}, next.token)).code).toBe(40005)
    expect((await t.get(`${API}/refresh`, next.refresh_token)).code).toBe(40005)
  })

  test('reuse revokes only that family, not the user’s other logins', async () => {
    const a = await t.login('13800000035')
    const b = await t.login('13800000035')
    await t.get(`${API}/refresh`, a.refresh_token)
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1)
    expect((await t.get(`${API}/refresh`, a.refresh_token)).code).toBe(40005)
    expect((await t.post(`${API}/user/userInfo`, {}, b.token)).code).toBe(200)
  })

  test('refresh token lives 30 days', async () => {
    const login = await t.login('13800000036')
    t.clock.advance(30 * 24 * HOUR)
    expect(await t.get(`${API}/refresh`, login.refresh_token)).toMatchObject({ code: 40005, msg: '登录已过期，请重新登录' })
  })

  test('tokens are stored hashed', async () => {
    const login = await t.login('13800000037')
    const rows = await t.db.selectFrom('session').selectAll().execute()
    const stored = JSON.stringify(rows)
    expect(stored).not.toContain(login.token)
    expect(stored).not.toContain(login.refresh_token)
  })
})

describe('logout', () => {
  test('revokes the session (access and refresh)', async () => {
    const login = await t.login('13800000040')
    expect(await t.get(`${API}/logout`, login.token)).toMatchObject({ code: 200, data: null })
    expect((await t.post(`${API}/user/userInfo`, {}, login.token)).code).toBe(40005)
    expect((await t.get(`${API}/refresh`, login.refresh_token)).code).toBe(40005)
  })

  test('works with an expired access token; needs a token', async () => {
    const login = await t.login('13800000041')
    t.clock.advance(3 * HOUR)
    expect((await t.get(`${API}/logout`, login.token)).code).toBe(200)
    expect((await t.get(`${API}/refresh`, login.refresh_token)).code).toBe(40005)
    expect((await t.get(`${API}/logout`)).code).toBe(40005)
  })

  test('leaves other devices logged in', async () => {
    const phone = await t.login('13800000042')
    const tablet = await t.login('13800000042')
    await t.get(`${API}/logout`, phone.token)
    expect((await t.post(`${API}/user/userInfo`, {}, tablet.token)).code).toBe(200)
  })
})

describe('mini-program login', () => {
  test('wxLogin registers by openid and logs the same user in with a later code', async () => {
    const first = await t.post(`${API}/wxLogin`, { wx_code: 'alice.1' }, undefined, { terminal: '5' })
    expect(first.code).toBe(200)
    expect(first.data.isNewUser).toBe(true)
    const identity = await t.db.selectFrom('user_identity').selectAll().executeTakeFirstOrThrow()
    expect(identity.provider).toBe('weixin')
    const openid = (await t.post(`${API}/wx/getOpenId`, { wx_code: 'alice.2' }, undefined, { terminal: '5' })).data.openid
    expect(openid).toBe(identity.openid)
    const second = await t.post(`${API}/wxLogin`, { wx_code: 'alice.3' }, undefined, { terminal: '5' })
    expect(second.data.isNewUser).toBe(false)
    expect(await t.db.selectFrom('users').selectAll().execute()).toHaveLength(1)
    const info = await t.post(`${API}/user/userInfo`, {}, first.data.token)
    expect(info.data.user_base_info.phone).toBe('')
    // The user info carries the mini-program openid (spec: wx_xcx_openid).
    expect(info.data.user_base_info.wx_xcx_openid).toBe(identity.openid)
  })

  test('a wx code is single-use', async () => {
    expect((await t.post(`${API}/wxLogin`, { wx_code: 'code-bbbb' })).code).toBe(200)
    const again = await t.post(`${API}/wxLogin`, { wx_code: 'code-bbbb' })
    expect(again).toMatchObject({ code: 50017, msg: '登录凭证已使用，请重新授权' })
  })

  test('the same code on weixin and toutiao gives different users', async () => {
    const wx = await t.post(`${API}/wx/getOpenId`, { wx_code: 'same-code' }, undefined, { terminal: '5' })
    const tt = await t.post(`${API}/wx/getOpenId`, { wx_code: 'same-code' }, undefined, { terminal: '6' })
    expect(wx.data.openid).toMatch(/^local-weixin-/)
    expect(tt.data.openid).toMatch(/^local-toutiao-/)
    const ttLogin = await t.post(`${API}/wxLogin`, { wx_code: 'tt-code-1' }, undefined, { terminal: '6' })
    expect(ttLogin.code).toBe(200)
    const identity = await t.db.selectFrom('user_identity').select('provider').executeTakeFirstOrThrow()
    expect(identity.provider).toBe('toutiao')
  })

  test('refuses malformed codes, empty codes and app terminals', async () => {
    expect((await t.post(`${API}/wxLogin`, { wx_code: 'a b' })).code).toBe(50017)
    expect(await t.post(`${API}/wxLogin`, { wx_code: '' })).toMatchObject({ code: 40000, msg: '参数错误：wx_code 不能为空' })
    expect(await t.post(`${API}/wxLogin`, {})).toMatchObject({ code: 40000, msg: '缺少参数 wx_code' })
    expect(await t.post(`${API}/wx/getOpenId`, { wx_code: 'x'.repeat(257) })).toMatchObject({ code: 40000 })
    expect(await t.post(`${API}/wxLogin`, { wx_code: 'code-cccc' }, undefined, { terminal: '3' })).toMatchObject({
      code: 40000,
      msg: '请在微信或抖音小程序内登录',
    })
  })

  test('wxLogin with an invite code binds the new user', async () => {
    const inviter = await t.login('13800000050')
    const inviteCode = (await t.post(`${API}/invitation/getInvitationCode`, {}, inviter.token)).data.inviteCode
    const res = await t.post(`${API}/wxLogin`, { wx_code: 'code-dddd', inviteCode })
    expect(res.data.invite_uid).not.toBeNull()
  })
})

describe('partner quick login', () => {
  async function mintKey(phone: string) {
    const res = await t.post('/dev/px-login-key', { phone })
    expect(res.code).toBe(200)
    return res.data.pxLoginKey as string
  }

  test('exchanges a key for tokens once; new users are marked isNewPxb', async () => {
    const key = await mintKey('13800000060')
    const res = await t.post(`${API}/wx/valPxLogin`, { pxLoginKey: key })
    expect(res.code).toBe(200)
    expect(Object.keys(res.data).sort()).toEqual(['refresh', 'token'])
    const info = await t.post(`${API}/user/userInfo`, {}, res.data.token)
    expect(info.data.user_base_info).toMatchObject({ isNewPxb: 1, phone: '138****0060' })
    expect((await t.get(`${API}/refresh`, res.data.refresh)).code).toBe(200)
    expect(await t.post(`${API}/wx/valPxLogin`, { pxLoginKey: key })).toMatchObject({ code: 50018 })
  })

  test('a key fits a mini-program scene 2_<key>_<to>_<gameId> and still logs in only once', async () => {
    const key = await mintKey('13800000065')
    expect(key).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/)
    const scene = `2_${key}_1_10026`
    expect(scene.length).toBeLessThanOrEqual(32)
    expect(scene.split('_')).toEqual(['2', key, '1', '10026'])
    const res = await t.post(`${API}/wx/valPxLogin`, { pxLoginKey: scene.split('_')[1] })
    expect(res.code).toBe(200)
    expect(res.data.token).toBeTruthy()
    expect(res.data.refresh).toBeTruthy()
    expect(await t.post(`${API}/wx/valPxLogin`, { pxLoginKey: key })).toMatchObject({ code: 50018, msg: '快捷登录已失效，请重新登录' })
    expect(await mintKey('13800000065')).not.toBe(key)
  })

  test('an existing user keeps isNewPxb 0', async () => {
    await t.login('13800000061')
    const res = await t.post(`${API}/wx/valPxLogin`, { pxLoginKey: await mintKey('13800000061') })
    const info = await t.post(`${API}/user/userInfo`, {}, res.data.token)
    expect(info.data.user_base_info.isNewPxb).toBe(0)
  })

  test('keys expire after 5 minutes; unknown keys are refused', async () => {
    const key = await mintKey('13800000062')
    t.clock.advance(5 * MINUTE)
    expect((await t.post(`${API}/wx/valPxLogin`, { pxLoginKey: key })).code).toBe(50018)
    expect((await t.post(`${API}/wx/valPxLogin`, { pxLoginKey: 'pxk_unknown' })).code).toBe(50018)
    expect(await t.post(`${API}/wx/valPxLogin`, {})).toMatchObject({ code: 40000, msg: '缺少参数 pxLoginKey' })
    expect((await t.post(`${API}/wx/valPxLogin`, { pxLoginKey: 'k'.repeat(129) })).code).toBe(40000)
  })

  test('getPxToken returns one stable partner token per user', async () => {
    const a = await t.login('13800000063')
    const b = await t.login('13800000064')
    const first = await t.post(`${API}/getPxToken`, {}, a.token)
    expect(first.code).toBe(200)
    expect(first.data.token).toMatch(/^pxlocal_/)
    expect((await t.post(`${API}/getPxToken`, {}, a.token)).data.token).toBe(first.data.token)
    expect((await t.post(`${API}/getPxToken`, {}, b.token)).data.token).not.toBe(first.data.token)
    expect((await t.post(`${API}/getPxToken`)).code).toBe(40005)
  })
})
