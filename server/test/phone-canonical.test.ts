import { COUNTRY_AREAS } from '../../src/constants/country-areas'
import { callingCodeOf, isSupportedTelCode } from '../src/contract/values'
import { canonicalPhone, isValidPhone } from '../src/lib/phone'
import { SMS_LIMITS } from '../src/modules/auth/sms-codes'
import { createTestApp, type TestApp } from './helpers'

const API = '/app/v1'
const NUMBER = '13812345678'
/** The written forms of mainland China's calling code that were three (or four) numbers before 0020. */
const FORMS = ['86', '086', '0086', '+86']

describe('canonicalPhone (service rule, libphonenumber-js)', () => {
  test.each(FORMS)('tel code %s is +86', (telCode) => {
    expect(callingCodeOf(telCode)).toBe('86')
    expect(canonicalPhone(telCode, NUMBER)).toEqual({ countryCode: '86', national: NUMBER, e164: '+8613812345678' })
  })

  test('the country code typed again and trunk prefixes are dropped', () => {
    expect(canonicalPhone('86', '8613812345678')?.e164).toBe('+8613812345678')
    expect(canonicalPhone('86', '008613812345678')?.e164).toBe('+8613812345678')
    expect(canonicalPhone('44', '07911123456')?.e164).toBe('+447911123456')
    expect(canonicalPhone('0044', '7911123456')?.e164).toBe('+447911123456')
    expect(canonicalPhone('81', '09012345678')?.e164).toBe('+819012345678')
    expect(canonicalPhone('7', '89161234567')?.e164).toBe('+79161234567')
    expect(canonicalPhone('1', '12125550123')?.e164).toBe('+12125550123')
    // Italy has no trunk prefix: the leading 0 of a landline is part of the number.
    expect(canonicalPhone('39', '0612345678')?.e164).toBe('+390612345678')
    expect(canonicalPhone('852', '91234567')?.e164).toBe('+85291234567')
  })

  test.each([
    ['86', '11800000000'],
    ['86', '1380000000'],
    ['86', '23812345678'],
    ['852', '1234567'],
    ['1', '1234567890'],
    ['999', '12345678'],
    ['0', NUMBER],
    ['00086', NUMBER],
    ['', NUMBER],
  ])('refuses %s %s', (telCode, phone) => {
    expect(canonicalPhone(telCode, phone)).toBeNull()
    expect(isValidPhone(telCode, phone)).toBe(false)
  })

  // The first, hand-written rule checked lengths and leading digits only; libphonenumber's metadata knows which
  // ranges each region has assigned, so these never cost a paid SMS.
  test.each([
    ['1', '2112345678'],
    ['44', '1000000000'],
    ['49', '123456'],
    ['81', '1000000000'],
    ['61', '100000000'],
    ['852', '20000000'],
  ])('refuses %s %s: the right length, but in no range the region has assigned', (telCode, phone) => {
    expect(canonicalPhone(telCode, phone)).toBeNull()
  })

  test('every code of the app’s country-or-region picker is taken, and canonical numbers stay as they are', () => {
    for (const area of COUNTRY_AREAS) expect([area.code, isSupportedTelCode(area.code)]).toEqual([area.code, true])
    const samples: Record<string, string> = { '86': NUMBER, '1': '2125550123', '852': '91234567', '44': '7911123456', '65': '81234567' }
    for (const [code, national] of Object.entries(samples)) {
      const once = canonicalPhone(code, national)
      expect(once).not.toBeNull()
      expect(canonicalPhone(once!.countryCode, once!.national)).toEqual(once)
    }
  })
})

describe('one number, one key (verify/send and verify/login)', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await createTestApp()
  })
  afterEach(async () => {
    await t.close()
  })

  const send = (telCode: string, phone = NUMBER, ip?: string) =>
    ip
      ? t.app.inject({ method: 'POST', url: `${API}/verify/send`, payload: { phone, telCode }, remoteAddress: ip }).then((r) => r.json())
      : t.post(`${API}/verify/send`, { phone, telCode })

  test('86, 086, 0086 and +86 share one 60 s cooldown', async () => {
    expect((await send('86')).code).toBe(200)
    for (const form of ['086', '0086', '+86']) {
      expect(await send(form)).toMatchObject({ code: 42900, msg: '发送太频繁，请 60 秒后再试' })
    }
    t.clock.advance(SMS_LIMITS.resendIntervalMs)
    expect((await send('0086')).code).toBe(200)
  })

  test('and one daily cap', async () => {
    for (let i = 0; i < SMS_LIMITS.dailyPerPhone; i++) {
      expect((await send(FORMS[i % FORMS.length])).code).toBe(200)
      t.clock.advance(SMS_LIMITS.resendIntervalMs + 1000)
    }
    for (const form of FORMS) {
      expect(await send(form)).toMatchObject({ code: 42900, msg: '该手机号今日获取验证码次数已达上限，请明天再试' })
    }
  })

  test('100 parallel sends in mixed forms: one per cooldown, the daily cap across rounds', async () => {
    let sent = 0
    for (let round = 0; round <= SMS_LIMITS.dailyPerPhone; round++) {
      const replies = await Promise.all(Array.from({ length: 100 }, (_, i) => send(FORMS[i % FORMS.length], NUMBER, `10.1.${round}.${i}`)))
      const ok = replies.filter((r) => r.code === 200).length
      expect(ok).toBe(round < SMS_LIMITS.dailyPerPhone ? 1 : 0)
      expect(replies.every((r) => r.code === 200 || r.code === 42900)).toBe(true)
      sent += ok
      t.clock.advance(SMS_LIMITS.resendIntervalMs + 1000)
    }
    expect(sent).toBe(SMS_LIMITS.dailyPerPhone)
    const codes = await t.db.selectFrom('sms_code').select('phone_key').execute()
    expect(codes).toHaveLength(SMS_LIMITS.dailyPerPhone)
    expect(new Set(codes.map((c) => c.phone_key))).toEqual(new Set(['+8613812345678']))
  })

  test('a code sent to one form logs in with another, and every form is the same account', async () => {
    await send('0086')
    const code = (await t.get(`/dev/sms-inbox?phone=${NUMBER}&telCode=86`)).data.code
    const first = await t.post(`${API}/verify/login`, { phone: NUMBER, code, telCode: '+86' })
    expect(first).toMatchObject({ code: 200, data: { isNewUser: true } })
    for (const form of FORMS) {
      expect((await t.login(NUMBER, form)).isNewUser).toBe(false)
      expect((await t.login(`86${NUMBER}`, form)).isNewUser).toBe(false)
    }
    const users = await t.db.selectFrom('users').select(['tel_code', 'phone']).execute()
    expect(users).toEqual([{ tel_code: '86', phone: NUMBER }])
    expect((await t.post(`${API}/user/userInfo`, {}, first.data.token)).data.user_base_info.phone).toBe('138****5678')
  })

  test('parallel first logins in every form register one account', async () => {
    const logins = await Promise.all(Array.from({ length: 100 }, (_, i) => t.login(NUMBER, FORMS[i % FORMS.length])))
    expect(logins.filter((l) => l.isNewUser)).toHaveLength(1)
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(1)
  })

  test('other regions: trunk prefix and written code forms are one number; invalid numbers are refused in Chinese', async () => {
    expect((await send('44', '07911123456')).code).toBe(200)
    expect((await send('0044', '7911123456')).code).toBe(42900)
    expect(await send('852', '1234567')).toMatchObject({ code: 40000, msg: '参数错误：phone 格式不正确' })
    expect(await send('999', '12345678')).toMatchObject({ code: 40000, msg: '暂不支持该国家或地区的手机号' })
    const key = await t.app.services.auth.createPxLoginKey('00852', '91234567')
    const row = await t.db.selectFrom('px_login_key').select(['tel_code', 'phone']).executeTakeFirstOrThrow()
    expect(row).toEqual({ tel_code: '852', phone: '91234567' })
    expect((await t.post(`${API}/wx/valPxLogin`, { pxLoginKey: key })).code).toBe(200)
    expect((await t.login('91234567', '+852')).isNewUser).toBe(false)
  })
})
