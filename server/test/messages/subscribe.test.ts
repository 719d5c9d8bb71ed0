import { loadConfig } from '../../src/config'
import { SUBSCRIBE_CONFIG_KEY } from '../../src/contract/values/messages'
import { postHelp, postMessage, postReportDone } from '../../src/modules/messages/queries'
import { LocalMiniProgramLoginProvider } from '../../src/providers/mini-program'
import {
  SandboxSubscribeSender,
  createSubscribeMessages,
  type PlatformTemplates,
  type SubscribeMessage,
} from '../../src/providers/subscribe-message'
import { createTestApp, type TestApp } from '../helpers'
import { FakePlatform } from './fake-platform'

/**
 * Subscribe messages (issue 40 point 2): the WeChat and Douyin adapters against a fake platform server, and the
 * service's side: what the app may ask for (config/global), recording an acceptance, and the push sweep spending
 * one acceptance per message it sends.
 */

const API = '/app/v1'
/** 2026-06-01 12:00 in Beijing. */
const NOW = Date.UTC(2026, 5, 1, 4, 0, 0)
const WX = { terminal: '5' }
const TT = { terminal: '6' }
const CREDS = { appId: 'wxapp', secret: 's' }

const WEIXIN: PlatformTemplates = {
  report: { id: 'wx-report', data: { thing1: 'title', thing2: 'body', time3: 'time' } },
  help: { id: 'wx-help', data: { thing1: 'title', phrase2: 'body' } },
}
const TOUTIAO: PlatformTemplates = { report: { id: 'tt-report', data: { 标题: 'title', 时间: 'time' } } }

let fake: FakePlatform
beforeAll(async () => {
  fake = new FakePlatform()
  await fake.start()
})
afterAll(async () => {
  await fake.stop()
})
beforeEach(() => {
  fake.reset()
})

const platforms = (nodeEnv = 'test') =>
  createSubscribeMessages(
    { weixin: CREDS, toutiao: { appId: 'ttapp', secret: 's' }, templates: { weixin: WEIXIN, toutiao: TOUTIAO } },
    { nodeEnv, apis: { weixin: fake.url, toutiao: fake.url } },
  )

const message = (extra: Partial<SubscribeMessage> = {}): SubscribeMessage => ({
  openid: 'o-player',
  template: WEIXIN.report!,
  page: 'pages/report/index?valId=r_1',
  values: { title: '估价完成', body: '你的王者荣耀账号估价报告已生成，点击查看报告详情', time: NOW },
  ...extra,
})

describe('the adapters, against a fake platform', () => {
  test('WeChat: a stable token, then subscribeMessage.send with each keyword filled and cut to its type; the token is reused', async () => {
    const wx = platforms().sender('weixin')!
    expect(wx.kind).toBe('weixin')
    expect(await wx.send(message())).toBe('sent')
    expect(await wx.send(message({ template: WEIXIN.help!, values: { title: '好友为你助力', body: '小明为你助力', time: NOW } }))).toBe(
      'sent',
    )
    expect(fake.tokenFetches('weixin')).toBe(1)
    expect(fake.calls[0].body).toEqual({ grant_type: 'client_credential', appid: 'wxapp', secret: 's' })
    const [report, help] = fake.sends('weixin')
    expect(report.query).toEqual({ access_token: 'WX1' })
    expect(report.body).toEqual({
      touser: 'o-player',
      template_id: 'wx-report',
      page: 'pages/report/index?valId=r_1',
      lang: 'zh_CN',
      data: {
        thing1: { value: '估价完成' },
        // thing: 20 characters at most, the last one an ellipsis when cut.
        thing2: { value: '你的王者荣耀账号估价报告已生成，点击查…' },
        time3: { value: '2026-06-01 12:00' },
      },
    })
    // phrase: 5 characters.
    expect(help.body.data).toEqual({ thing1: { value: '好友为你助力' }, phrase2: { value: '小明为你…' } })
  })

  test('WeChat: 43101 (no acceptance left) is a refusal; a token the platform voided is fetched again once; other errors throw 50002', async () => {
    const wx = platforms().sender('weixin')!
    fake.weixinReplies.push({ errcode: 43101, errmsg: 'user refuse to accept the msg' })
    expect(await wx.send(message())).toBe('refused')
    fake.weixinReplies.push({ errcode: 40001, errmsg: 'invalid credential' })
    expect(await wx.send(message())).toBe('sent')
    expect(fake.sends('weixin').map((c) => c.query.access_token)).toEqual(['WX1', 'WX1', 'WX2'])
    fake.weixinReplies.push({ errcode: 47003, errmsg: 'argument invalid! data.thing2.value invalid' })
    await expect(wx.send(message())).rejects.toMatchObject({ code: 50002 })
  })

  test('Douyin: an app token, then the subscribe notify with app id, template, openid, page and the fields; an error throws 50002', async () => {
    const tt = platforms().sender('toutiao')!
    expect(tt.kind).toBe('douyin')
    expect(await tt.send(message({ template: TOUTIAO.report! }))).toBe('sent')
    expect(fake.calls[0]).toMatchObject({
      path: '/api/apps/v2/token',
      body: { appid: 'ttapp', secret: 's', grant_type: 'client_credential' },
    })
    expect(fake.sends('douyin')[0].body).toEqual({
      access_token: expect.stringMatching(/^TT\d+$/),
      app_id: 'ttapp',
      tpl_id: 'tt-report',
      open_id: 'o-player',
      page: 'pages/report/index?valId=r_1',
      data: { 标题: '估价完成', 时间: '2026-06-01 12:00' },
    })
    fake.douyinReplies.push({ err_no: 2190003, err_tips: 'template invalid' })
    await expect(tt.send(message({ template: TOUTIAO.report! }))).rejects.toMatchObject({ code: 50002 })
  })

  test('the sandbox stands in outside production only; templates are checked at start', () => {
    const dev = createSubscribeMessages(
      { weixin: null, toutiao: null, templates: { weixin: WEIXIN, toutiao: {} } },
      { nodeEnv: 'development' },
    )
    expect(dev.sender('weixin')).toBeInstanceOf(SandboxSubscribeSender)
    const prod = createSubscribeMessages({ weixin: null, toutiao: null, templates: { weixin: {}, toutiao: {} } }, { nodeEnv: 'production' })
    expect(prod.sender('weixin')).toBeNull()

    const env = (extra: NodeJS.ProcessEnv) => () => loadConfig({ NODE_ENV: 'test', ...extra })
    expect(env({ WEIXIN_SUBSCRIBE_TEMPLATES: '{report' })).toThrow('WEIXIN_SUBSCRIBE_TEMPLATES: not JSON')
    expect(env({ WEIXIN_SUBSCRIBE_TEMPLATES: '{"news": {"id": "x", "data": {"thing1": "title"}}}' })).toThrow(
      'WEIXIN_SUBSCRIBE_TEMPLATES: unknown topic "news" (report or help)',
    )
    expect(env({ TOUTIAO_SUBSCRIBE_TEMPLATES: '{"report": {"id": "x", "data": {"thing1": "price"}}}' })).toThrow(
      /^TOUTIAO_SUBSCRIBE_TEMPLATES: /,
    )
    expect(
      loadConfig({ NODE_ENV: 'test', WEIXIN_SUBSCRIBE_TEMPLATES: JSON.stringify(WEIXIN) }).providers.subscribeTemplates.weixin,
    ).toEqual(WEIXIN)
    // In production nothing could send them without the mini-program's credentials.
    expect(env({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32), WEIXIN_SUBSCRIBE_TEMPLATES: JSON.stringify(WEIXIN) })).toThrow(
      'WEIXIN_SUBSCRIBE_TEMPLATES needs WEIXIN_APPID and WEIXIN_SECRET to send them',
    )
  })
})

describe('the service: acceptances and the push sweep', () => {
  let t: TestApp
  let alice: { token: string; id: number }

  const subscribe = (body: Record<string, unknown>, headers: Record<string, string> = WX, token = alice.token) =>
    t.post(`${API}/message/subscribe`, body, token, headers)
  const pushes = async () => t.db.selectFrom('message').select(['title', 'push_state']).orderBy('id').execute()
  const sandboxOpenId = async (platform: 'weixin' | 'toutiao', name: string) =>
    (await new LocalMiniProgramLoginProvider(platform, 'test').codeToOpenId(`${name}.0`)).openid

  beforeEach(async () => {
    t = await createTestApp({ now: NOW, providers: { subscribeMessages: platforms() } })
    alice = { token: (await t.login('13800170001')).token, id: 0 }
    alice.id = (await t.db.selectFrom('users').select('id').where('phone', '=', '13800170001').executeTakeFirstOrThrow()).id
  })
  afterEach(async () => {
    await t.close()
  })

  test('config/global tells the app which templates it may ask for, per platform', async () => {
    const { globalConfig } = (await t.post(`${API}/config/global`, {})).data
    const entry = globalConfig.find((e: { confKey: string }) => e.confKey === SUBSCRIBE_CONFIG_KEY)
    expect(JSON.parse(entry.confValue)).toEqual({ weixin: { report: 'wx-report', help: 'wx-help' }, toutiao: { report: 'tt-report' } })
  })

  test('an acceptance is recorded for the terminal’s platform, with the openid of a fresh login code, and counted', async () => {
    expect(await subscribe({ topic: 'report' }, { terminal: '2' })).toMatchObject({
      code: 40000,
      msg: '订阅消息仅在微信、抖音小程序中可用',
    })
    expect(await subscribe({ topic: 'help' }, TT)).toMatchObject({ code: 40000, msg: '暂未开通这项订阅消息' })
    expect(await subscribe({ topic: 'news' })).toMatchObject({ code: 40000 })
    // Logged in by phone: the mini-program's openid comes from a login code.
    expect(await subscribe({ topic: 'report' })).toMatchObject({ code: 40000, msg: '缺少参数 code' })
    expect(await subscribe({ topic: 'report', code: 'alice.1' })).toMatchObject({ code: 200, data: { credits: 1 } })
    expect(await subscribe({ topic: 'report', code: 'alice.2' })).toMatchObject({ code: 200, data: { credits: 2 } })
    const [row] = await t.db.selectFrom('message_subscription').selectAll().execute()
    expect(row).toMatchObject({
      user_id: alice.id,
      platform: 'weixin',
      topic: 'report',
      openid: await sandboxOpenId('weixin', 'alice'),
      credits: 2,
    })
  })

  test('the sweep sends one subscribe message per acceptance, to the report’s page; the rest stay in the inbox only', async () => {
    expect((await subscribe({ topic: 'report', code: 'alice.1' })).code).toBe(200)
    await postReportDone(t.db, { userId: alice.id, reportId: 'r_first', gameName: '王者荣耀', ready: true, now: NOW })
    await postReportDone(t.db, { userId: alice.id, reportId: 'r_second', gameName: '王者荣耀', ready: true, now: NOW })
    await postHelp(t.db, {
      ownerId: alice.id,
      reportId: 'r_first',
      reportKind: 1,
      helper: '小*',
      count: 1,
      required: 3,
      unlocked: false,
      now: NOW,
    })
    // Two sweeps at once: each message is taken by one of them.
    const [a, b] = await Promise.all([t.app.services.messages.pushPending(), t.app.services.messages.pushPending()])
    expect({ sent: a.sent + b.sent, skipped: a.skipped + b.skipped, failed: a.failed + b.failed }).toEqual({
      sent: 1,
      skipped: 2,
      failed: 0,
    })

    const [send] = fake.sends('weixin')
    expect(fake.sends('weixin')).toHaveLength(1)
    expect(send.body).toMatchObject({
      touser: await sandboxOpenId('weixin', 'alice'),
      template_id: 'wx-report',
      page: 'pages/report/index?valId=r_first',
      data: {
        thing1: { value: '估价完成' },
        thing2: { value: '你的王者荣耀账号估价报告已生成，看看值…' },
        time3: { value: '2026-06-01 12:00' },
      },
    })
    expect(await pushes()).toEqual([
      { title: '估价完成', push_state: 3 },
      { title: '估价完成', push_state: 4 },
      { title: '好友为你助力', push_state: 4 },
    ])
    expect((await t.db.selectFrom('message_subscription').select('credits').executeTakeFirstOrThrow()).credits).toBe(0)
    // Nothing left to send: a later sweep sends nothing again.
    expect(await t.app.services.messages.pushPending()).toEqual({ sent: 0, skipped: 0, failed: 0 })
  })

  test('a player logged in on the mini-program needs no code; a refusal by the platform clears what was counted', async () => {
    const bob = await t.post(`${API}/wxLogin`, { wx_code: 'bob.1' }, undefined, WX)
    expect(bob.code).toBe(200)
    const bobId = (await t.db.selectFrom('user_identity').select('user_id').where('provider', '=', 'weixin').executeTakeFirstOrThrow())
      .user_id
    expect(await subscribe({ topic: 'help' }, WX, bob.data.token)).toMatchObject({ code: 200, data: { credits: 1 } })
    expect(await subscribe({ topic: 'help' }, WX, bob.data.token)).toMatchObject({ code: 200, data: { credits: 2 } })
    await postHelp(t.db, {
      ownerId: bobId,
      reportId: 'r_b',
      reportKind: 2,
      helper: '小*',
      count: 1,
      required: 3,
      unlocked: false,
      now: NOW,
    })
    fake.weixinReplies.push({ errcode: 43101, errmsg: 'user refuse to accept the msg' })
    expect(await t.app.services.messages.pushPending()).toEqual({ sent: 0, skipped: 1, failed: 0 })
    expect(fake.sends('weixin')[0].body).toMatchObject({
      touser: await sandboxOpenId('weixin', 'bob'),
      page: 'pages/purpose/index?reportId=r_b',
    })
    expect((await t.db.selectFrom('message_subscription').select('credits').executeTakeFirstOrThrow()).credits).toBe(0)
  })

  test('a platform failure leaves the message failed, stale news is not sent, and Douyin acceptances go to Douyin', async () => {
    expect((await subscribe({ topic: 'report', code: 'alice.1' })).code).toBe(200)
    expect((await subscribe({ topic: 'report', code: 'alice.2' }, TT)).code).toBe(200)
    // Accepted on Douyin last: that is where it goes.
    await postReportDone(t.db, { userId: alice.id, reportId: 'r_tt', gameName: '', ready: false, now: NOW })
    expect(await t.app.services.messages.pushPending()).toEqual({ sent: 1, skipped: 0, failed: 0 })
    expect(fake.sends('douyin')[0].body).toMatchObject({
      tpl_id: 'tt-report',
      open_id: await sandboxOpenId('toutiao', 'alice'),
      data: { 标题: '估价未完成', 时间: '2026-06-01 12:00' },
    })

    fake.weixinReplies.push({ errcode: 47003, errmsg: 'argument invalid' })
    await postReportDone(t.db, { userId: alice.id, reportId: 'r_wx', gameName: '', ready: true, now: NOW })
    expect(await t.app.services.messages.pushPending()).toEqual({ sent: 0, skipped: 0, failed: 1 })

    expect((await subscribe({ topic: 'report', code: 'alice.3' })).code).toBe(200)
    await postMessage(t.db, {
      userId: alice.id,
      kind: 'report_ready',
      title: '估价完成',
      body: '旧的',
      pushTopic: 'report',
      now: NOW - 25 * 3_600_000,
    })
    expect(await t.app.services.messages.pushPending()).toEqual({ sent: 0, skipped: 1, failed: 0 })
    expect(fake.sends('weixin')).toHaveLength(1)
  })
})

test('outside production without the platform’s credentials, the templates of the environment are sent to the sandbox', async () => {
  const t = await createTestApp({ now: NOW, env: { WEIXIN_SUBSCRIBE_TEMPLATES: JSON.stringify({ report: WEIXIN.report }) } })
  try {
    const { token } = await t.login('13800170009')
    const userId = (await t.db.selectFrom('users').select('id').where('phone', '=', '13800170009').executeTakeFirstOrThrow()).id
    const { globalConfig } = (await t.post(`${API}/config/global`, {})).data
    expect(globalConfig).toContainEqual({ confKey: SUBSCRIBE_CONFIG_KEY, confValue: '{"weixin":{"report":"wx-report"}}' })
    expect((await t.post(`${API}/message/subscribe`, { topic: 'report', code: 'zoe.1' }, token, WX)).code).toBe(200)
    await postReportDone(t.db, { userId, reportId: 'r_z', gameName: '原神', ready: true, now: NOW })
    expect(await t.app.services.messages.pushPending()).toEqual({ sent: 1, skipped: 0, failed: 0 })
    const sandbox = t.app.providers.subscribeMessages?.sender('weixin') as SandboxSubscribeSender
    expect(sandbox.sent).toMatchObject([{ platform: 'weixin', page: 'pages/report/index?valId=r_z', data: { thing1: '估价完成' } }])
  } finally {
    await t.close()
  }
})
