import { runConfigCommand } from '../../src/modules/config/command'
import { parseSupportContact } from '../../src/modules/config/support-contact'
import { ConfigInputError } from '../../src/modules/config/service'
import { createTestApp, type TestApp } from '../helpers'

/** The customer-service contact comes from global config (`app.support`); without it the app offers the feedback page. */
const API = '/app/v1'
const GOOD = { email: 'kefu@gujia.cn', phone: '400-820-8820', wechat: 'gujia_kefu', qq: '800012345', hours: '每日 9:00-21:00' }

let t: TestApp
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(async () => {
  await t.close()
})

const run = (...args: string[]) => runConfigCommand(args, t.app.services.config)
const publicEntry = async () =>
  ((await t.post(`${API}/config/global`)).data.globalConfig as { confKey: string; confValue: string }[]).find(
    (e) => e.confKey === 'app.support',
  )

describe('app.support in global config', () => {
  test('not configured by default: the app has no contact to show but the feedback page', async () => {
    expect(await publicEntry()).toBeUndefined()
  })

  test('a valid value is stored public and served to the app, anonymous callers included', async () => {
    await run('app.support', JSON.stringify(GOOD))
    expect(await publicEntry()).toEqual({ confKey: 'app.support', confValue: JSON.stringify(GOOD) })
    await run('app.support', '{"email":"help@gujia.cn"}')
    expect(JSON.parse((await publicEntry())?.confValue ?? '{}')).toEqual({ email: 'help@gujia.cn' })
  })

  test('config:set refuses bad JSON, unknown fields, malformed values and placeholder addresses, keeping the old value', async () => {
    await run('app.support', JSON.stringify(GOOD))
    const refused: [string, RegExp][] = [
      ['not json', /must be JSON/],
      ['["kefu@gujia.cn"]', /JSON object/],
      ['{"mail":"kefu@gujia.cn"}', /unknown field "mail"/],
      ['{"email":"support@youxigujia.example"}', /email must be an e-mail address .*not an example/],
      ['{"email":"not-an-address"}', /email must be/],
      ['{"phone":"12345"}', /phone must be/],
      ['{"wechat":"1abcdef"}', /wechat must be a WeChat id/],
      ['{"qq":"0123"}', /qq must be/],
      [`{"hours":"${'很长'.repeat(30)}"}`, /hours must be text of at most 40/],
      ['{"phone":13800138000}', /phone must be/],
    ]
    for (const [value, reason] of refused) {
      const attempt = run('app.support', value)
      await expect(attempt).rejects.toBeInstanceOf(ConfigInputError)
      await expect(attempt).rejects.toThrow(reason)
    }
    await expect(run('app.support', JSON.stringify(GOOD), '--private')).rejects.toThrow(/must stay public/)
    expect(await publicEntry()).toEqual({ confKey: 'app.support', confValue: JSON.stringify(GOOD) })
  })

  test('the parser keeps the fields; empty ones mean "not configured"', () => {
    expect(parseSupportContact(JSON.stringify(GOOD))).toEqual(GOOD)
    expect(parseSupportContact('{"email":"","phone":null,"qq":"12345","wechat":""}')).toEqual({ qq: '12345' })
    expect(parseSupportContact('{"phone":"010-12345678"}')).toEqual({ phone: '010-12345678' })
    expect(parseSupportContact('{"phone":"13800138000"}')).toEqual({ phone: '13800138000' })
  })
})
