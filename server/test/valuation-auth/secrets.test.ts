import { Writable } from 'node:stream'
import { createTestApp, type TestApp } from '../helpers'
import { authClient, captchaText } from './fixture'

/**
 * Credentials are used in flight only: after every kind of flow (right and wrong answers, resends, expiry), no
 * password, code or captcha answer is in any session row or any line of the service's real log (at trace level).
 */
describe('valuation by authorization: credentials are never stored or logged', () => {
  let t: TestApp
  const lines: string[] = []
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    t = await createTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: stream })
  })
  afterAll(async () => {
    await t.close()
  })

  test('no password, code or captcha answer in the database or the log', async () => {
    const c = authClient(t, (await t.login('13800002301')).token)
    const secrets = ['Pa55-unique-secret-XYZ', 'Short', '654321', '123456', '987650']
    const captchas: string[] = []

    await c.start({ authKind: 2, loginType: 1, account: 'acct', password: secrets[0] })
    await c.start({ authKind: 2, loginType: 1, account: 'acct', password: secrets[1] })
    const email = (await c.start({ authKind: 2, loginType: 1, account: 'acct2000', password: secrets[0] })).data.authId
    await c.verify(email, { code: secrets[2] })
    await c.verify(email, { code: secrets[3] })
    const phone = (await c.start({ authKind: 2, loginType: 2, account: '13400000000' })).data.authId
    t.clock.advance(6 * 60 * 1000)
    await c.verify(phone, { code: secrets[4] })
    await c.resend(phone)
    await c.verify(phone, { code: secrets[3] })
    const cap = (await c.start({ authKind: 2, loginType: 1, account: 'acct2002', password: secrets[0] })).data
    captchas.push(captchaText(cap.captchaImage))
    const wrongCaptcha = await c.verify(cap.authId, { captcha: 'WXYZ' })
    captchas.push(captchaText(wrongCaptcha.data.captchaImage))
    await c.verify(cap.authId, { captcha: captchas[1].toLowerCase() })
    // A request refused by the schema still must not echo or log the password.
    const refused = await c.start({ authKind: 2, loginType: 1, account: 'acct', password: `${secrets[0]}${'x'.repeat(60)}` })
    expect(refused.code).toBe(40000)
    expect(refused.msg).not.toContain(secrets[0])

    const rows = JSON.stringify(await t.db.selectFrom('game_auth_session').selectAll().execute())
    const log = lines.join('')
    // The capture works: the log has the requests (so an absent secret means something).
    expect(log).toContain('/app/v1/val/auth/verify')
    expect(rows).toContain('"step":200')
    for (const secret of [...secrets, ...captchas, 'WXYZ']) {
      expect({ secret, inRows: rows.includes(secret), inLog: log.includes(secret) }).toEqual({ secret, inRows: false, inLog: false })
    }
    // The captcha image (which shows the answer) is not stored either.
    expect(rows).not.toContain('data:image')
  })
})
