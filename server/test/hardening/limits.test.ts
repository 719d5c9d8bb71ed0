import { FeedbackLimit } from '../../src/contract'
import { SMS_LIMITS } from '../../src/modules/auth/sms-codes'
import { AUTH_LIMITS } from '../../src/modules/valuation-auth/service'
import { png } from '../feedback/images'
import { createTestApp, type TestApp } from '../helpers'

/**
 * Every business limit under 100 parallel requests over it: exactly the limit succeed, the rest get 42900 with
 * the limit's message. Run on SQLite and (TEST_DATABASE_URL) PostgreSQL, where the old count-then-insert checks
 * let all of them through.
 */
const API = '/app/v1'
const N = 100
const PNG = png()

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

interface Answer {
  code: number
  msg: string
}

async function send(phone: string, ip: string): Promise<Answer> {
  const res = await t.app.inject({ method: 'POST', url: `${API}/verify/send`, payload: { phone }, remoteAddress: ip })
  return res.json()
}

function tally(answers: Answer[]) {
  const ok = answers.filter((a) => a.code === 200).length
  const refused = answers.filter((a) => a.code === 42900)
  return { ok, refused: refused.length, messages: [...new Set(refused.map((a) => a.msg))] }
}

const parallel = <T>(n: number, fn: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => fn(i)))

describe('verify/send', () => {
  test(`one phone from ${N} addresses at once: exactly one code is sent`, async () => {
    const answers = await parallel(N, (i) => send('13811110000', `10.1.${Math.floor(i / 200)}.${i % 200}`))
    expect(tally(answers)).toEqual({ ok: 1, refused: N - 1, messages: ['发送太频繁，请 60 秒后再试'] })
    expect(await t.db.selectFrom('sms_code').where('phone_key', 'like', '%13811110000').select('id').execute()).toHaveLength(1)
  })

  test(`150 phones from one address at once: exactly ${SMS_LIMITS.dailyPerIp} codes are sent`, async () => {
    const answers = await parallel(150, (i) => send(`1372222${String(i).padStart(4, '0')}`, '10.9.9.9'))
    expect(tally(answers)).toEqual({
      ok: SMS_LIMITS.dailyPerIp,
      refused: 150 - SMS_LIMITS.dailyPerIp,
      messages: ['今日获取验证码次数已达上限，请明天再试'],
    })
    expect(await t.db.selectFrom('sms_code').where('ip', '=', '10.9.9.9').select('id').execute()).toHaveLength(SMS_LIMITS.dailyPerIp)
  })

  test('a refused send gives back what it claimed: the phone is not held for 60 s by a send that did not happen', async () => {
    // The address is spent (previous test); the phone's interval and daily count must not be.
    expect(await send('13733330000', '10.9.9.9')).toMatchObject({ code: 42900 })
    expect(await send('13733330000', '10.8.8.8')).toMatchObject({ code: 200 })
  })
})

describe('verify/login', () => {
  test(`${N} parallel guesses at one code: only ${SMS_LIMITS.maxWrongAttempts} are compared, then the code is void`, async () => {
    expect((await send('13844440000', '10.7.7.7')).code).toBe(200)
    const code = (await t.get('/dev/sms-inbox?phone=13844440000')).data.code as string
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')
    const answers: Answer[] = await parallel(
      N,
      async (i) => (await t.post(`${API}/verify/login`, { phone: '13844440000', code: wrong(i) })) as Answer,
    )
    const compared = answers.filter((a) => a.code === 50015)
    expect(compared).toHaveLength(SMS_LIMITS.maxWrongAttempts)
    expect(answers.filter((a) => a.code === 50016)).toHaveLength(N - SMS_LIMITS.maxWrongAttempts)
    // The right code is no use any more.
    expect((await t.post(`${API}/verify/login`, { phone: '13844440000', code })).code).toBe(50016)
  })
})

describe('val/auth/start', () => {
  test(`${N} parallel starts: exactly ${AUTH_LIMITS.startsPerWindow} sessions`, async () => {
    const { token, userId } = await loginWithId('13855550000')
    const answers = await parallel(N, async () => (await t.post(`${API}/val/auth/start`, { gameId: 10013, authKind: 1 }, token)) as Answer)
    expect(tally(answers)).toEqual({
      ok: AUTH_LIMITS.startsPerWindow,
      refused: N - AUTH_LIMITS.startsPerWindow,
      messages: ['授权太频繁，请稍后再试'],
    })
    expect(await t.db.selectFrom('game_auth_session').where('user_id', '=', userId).select('id').execute()).toHaveLength(
      AUTH_LIMITS.startsPerWindow,
    )
  })
})

describe('feedback', () => {
  async function upload(token: string, file = PNG): Promise<Answer> {
    const boundary = 'limitstest'
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/feedback/upload`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: token },
      payload,
    })
    return res.json()
  }

  test(`${N} parallel uploads: exactly ${FeedbackLimit.PENDING_IMAGES_MAX} images held`, async () => {
    const { token, userId } = await loginWithId('13866660000')
    const answers = await parallel(N, () => upload(token))
    expect(tally(answers)).toEqual({
      ok: FeedbackLimit.PENDING_IMAGES_MAX,
      refused: N - FeedbackLimit.PENDING_IMAGES_MAX,
      messages: ['上传的图片过多，请先提交反馈'],
    })
    expect(await t.db.selectFrom('feedback_image').where('user_id', '=', userId).select('id').execute()).toHaveLength(
      FeedbackLimit.PENDING_IMAGES_MAX,
    )
  })

  test(`${N} parallel uploads of 1 MB: exactly ${FeedbackLimit.DAY_BYTES_MAX} bytes a day stored`, async () => {
    const { token, userId } = await loginWithId('13866660002')
    const mb = png(1, 1, 1024 * 1024)
    const fit = FeedbackLimit.DAY_BYTES_MAX / mb.length
    expect(fit).toBeLessThan(FeedbackLimit.PENDING_IMAGES_MAX)
    const answers = await parallel(N, () => upload(token, mb))
    expect(tally(answers)).toEqual({ ok: fit, refused: N - fit, messages: ['今日上传的图片已达上限，请明天再试'] })
    const rows = await t.db.selectFrom('feedback_image').where('user_id', '=', userId).select('size').execute()
    expect(rows.reduce((n, r) => n + Number(r.size), 0)).toBe(FeedbackLimit.DAY_BYTES_MAX)
  })

  test(`${N} parallel submits: exactly ${FeedbackLimit.PER_DAY_MAX} feedbacks`, async () => {
    const { token, userId } = await loginWithId('13866660001')
    const answers = await parallel(
      N,
      async () => (await t.post(`${API}/feedback/submit`, { category: 'bug', content: '页面打不开' }, token)) as Answer,
    )
    expect(tally(answers)).toEqual({
      ok: FeedbackLimit.PER_DAY_MAX,
      refused: N - FeedbackLimit.PER_DAY_MAX,
      messages: ['今日反馈次数已达上限，请明天再试'],
    })
    expect(await t.db.selectFrom('feedback').where('user_id', '=', userId).select('id').execute()).toHaveLength(FeedbackLimit.PER_DAY_MAX)
  })
})

async function loginWithId(phone: string): Promise<{ token: string; userId: number }> {
  const { token } = await t.login(phone)
  const row = await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()
  return { token, userId: row.id }
}
