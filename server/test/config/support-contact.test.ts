import { cliActor } from '../../src/modules/audit/service'
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

const run = (...args: string[]) => runConfigCommand(args, t.app.services.config, cliActor('test'))
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
      ['not json', /须为 JSON/],
      ['["kefu@gujia.cn"]', /JSON 对象/],
      ['{"mail":"kefu@gujia.cn"}', /未知字段 "mail"/],
      ['{"email":"support@youxigujia.example"}', /email（客服邮箱）须为.*不能是 example/],
      ['{"email":"not-an-address"}', /email（客服邮箱）须为/],
      ['{"phone":"12345"}', /phone（客服电话）须为/],
      ['{"wechat":"1abcdef"}', /wechat（客服微信）须为微信号/],
      ['{"qq":"0123"}', /qq（客服 QQ）须为/],
      [`{"hours":"${'很长'.repeat(30)}"}`, /hours（服务时间）须为1-40 个字/],
      ['{"phone":13800138000}', /phone（客服电话）须为/],
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
