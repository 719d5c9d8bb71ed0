import { cliActor } from '../../src/modules/audit/service'
import { runConfigCommand } from '../../src/modules/config/command'
import { parseAppDownload } from '../../src/modules/config/app-download'
import { ConfigInputError } from '../../src/modules/config/service'
import { createTestApp, type TestApp } from '../helpers'

const API = '/app/v1'
const GOOD = { android: 'https://dl.example.com/gujia-1.0.0.apk', ios: 'https://apps.apple.com/cn/app/id123456789', scheme: 'gujia://' }

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
    (e) => e.confKey === 'app.download',
  )

describe('app.download in global config', () => {
  test('a valid value is stored public and served to the app as it was written', async () => {
    const value = JSON.stringify(GOOD)
    await run('app.download', value)
    expect(await publicEntry()).toEqual({ confKey: 'app.download', confValue: value })
    // Every field is optional: only the Android link, or nothing configured yet.
    await run('app.download', '{"android":"https://dl.example.com/a.apk"}')
    await run('app.download', '{}')
    expect((await publicEntry())?.confValue).toBe('{}')
  })

  test('config:set refuses bad JSON, unknown fields, non-https URLs and web schemes, keeping the old value', async () => {
    await run('app.download', JSON.stringify(GOOD))
    const refused: [string, RegExp][] = [
      ['not json', /须为 JSON/],
      ['[1]', /JSON 对象/],
      ['{"andriod":"https://dl.example.com/a.apk"}', /未知字段 "andriod"/],
      ['{"android":"http://dl.example.com/a.apk"}', /android（安卓下载地址）须为 https:\/\//],
      ['{"ios":"javascript:alert(1)"}', /ios（iOS 下载地址）须为 https:\/\//],
      ['{"ios":"https://apps.apple.com/app id"}', /ios（iOS 下载地址）须为 https:\/\//],
      [`{"android":"https://dl.example.com/${'a'.repeat(600)}.apk"}`, /不超过 512 个字符/],
      ['{"scheme":"gujia"}', /scheme（App 唤起协议）须形如 name:\/\//],
      ['{"scheme":"gujia://open"}', /scheme（App 唤起协议）须形如/],
      ['{"scheme":"javascript://"}', /scheme（App 唤起协议）须形如/],
      ['{"scheme":"https://"}', /scheme（App 唤起协议）须形如/],
    ]
    for (const [value, reason] of refused) {
      const attempt = run('app.download', value)
      await expect(attempt).rejects.toBeInstanceOf(ConfigInputError)
      await expect(attempt).rejects.toThrow(reason)
    }
    await expect(run('app.download', JSON.stringify(GOOD), '--private')).rejects.toThrow(/must stay public/)
    expect(await publicEntry()).toEqual({ confKey: 'app.download', confValue: JSON.stringify(GOOD) })
  })

  test('the parser returns the links; empty fields mean "not configured"', () => {
    expect(parseAppDownload(JSON.stringify(GOOD))).toEqual(GOOD)
    expect(parseAppDownload('{"android":"","ios":null,"scheme":"gu-jia.app+x://"}')).toEqual({ scheme: 'gu-jia.app+x://' })
  })
})
