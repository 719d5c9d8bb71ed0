import { chinaClock } from '../contract/values/china-time'
import type { SubscribePlatform, SubscribeTopic } from '../contract/values/messages'
import type { MiniProgramCredentials } from '../config'
import { UpstreamError, isRecord, postJson } from './http-gateway'
import { DOUYIN_API, WEIXIN_API, douyinAccessToken, weixinAccessToken, type AccessToken } from './platform-token'
import { assertSandboxAllowed } from './sandbox'

/** Where a template keyword's value comes from: the message's title, its text, or when it happened. */
export type TemplateSource = 'title' | 'body' | 'time'

/**
 * One subscribe-message template as the platform's console shows it: its id and, for each of its keywords
 * (`thing1`, `time2`, … on WeChat; the field names on Douyin), what fills it.
 */
export interface SubscribeTemplate {
  id: string
  data: Record<string, TemplateSource>
}

export type PlatformTemplates = Partial<Record<SubscribeTopic, SubscribeTemplate>>

/** One message to send: to whom, with which template, opening which page, filled from these values. */
export interface SubscribeMessage {
  openid: string
  template: SubscribeTemplate
  /** Mini-program page path (no leading slash), with its query. */
  page: string
  values: { title: string; body: string; time: number }
}

/**
 * `sent`; or `refused`: the platform says the player holds no subscription for the template any more (declined
 * since, or already used up), so the service stops spending the ones it counted.
 */
export type SendResult = 'sent' | 'refused'

/** Sends subscribe messages of one platform. Any other failure throws (50002, the detail for the log). */
export interface SubscribeMessageSender {
  readonly kind: 'weixin' | 'douyin' | 'sandbox'
  send(message: SubscribeMessage): Promise<SendResult>
}

/** WeChat's limits per keyword type (the prefix of `thing1`); a type not listed keeps 20. */
const WEIXIN_MAX: Record<string, number> = { thing: 20, phrase: 5, name: 10, character_string: 32, number: 32, letter: 32, symbol: 5 }

const pad = (n: number) => String(n).padStart(2, '0')
function chinaTime(ms: number): string {
  const t = chinaClock(ms)
  return `${t.year}-${pad(t.month)}-${pad(t.day)} ${pad(t.hour)}:${pad(t.minute)}`
}

/** A text cut to `max` characters (an ellipsis in the last place when cut), counting characters, not UTF-16 units. */
function cut(text: string, max: number): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()]
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`
}

/** Each keyword's value: times in Beijing time, texts cut to what the keyword takes. */
export function templateValues(message: SubscribeMessage, maxOf: (keyword: string) => number): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [keyword, source] of Object.entries(message.template.data)) {
    out[keyword] = source === 'time' ? chinaTime(message.values.time) : cut(message.values[source], maxOf(keyword))
  }
  return out
}

const weixinMax = (keyword: string) => WEIXIN_MAX[keyword.replace(/\d+$/, '')] ?? 20

/** WeChat codes for an access token that stopped being valid: fetch another and try once more. */
const WEIXIN_TOKEN_INVALID = new Set([40001, 40014, 42001])
/** 43101: the user has not accepted (or has used up) this template. */
const WEIXIN_REFUSED = 43101

/** WeChat `subscribeMessage.send` (`cgi-bin/message/subscribe/send`). */
export class WeixinSubscribeSender implements SubscribeMessageSender {
  readonly kind = 'weixin'
  constructor(
    private readonly token: AccessToken,
    private readonly api = WEIXIN_API,
  ) {}

  async send(message: SubscribeMessage): Promise<SendResult> {
    const data = Object.fromEntries(Object.entries(templateValues(message, weixinMax)).map(([k, value]) => [k, { value }]))
    const body = { touser: message.openid, template_id: message.template.id, page: message.page, data, lang: 'zh_CN' }
    for (let attempt = 1; ; attempt++) {
      const token = await this.token.get()
      const reply = await postJson(
        `${this.api}/cgi-bin/message/subscribe/send?access_token=${encodeURIComponent(token)}`,
        '',
        body,
        'weixin subscribeMessage.send',
      )
      const code = isRecord(reply) ? Number(reply.errcode ?? 0) : NaN
      if (code === 0) return 'sent'
      if (code === WEIXIN_REFUSED) return 'refused'
      if (WEIXIN_TOKEN_INVALID.has(code) && attempt === 1) {
        this.token.drop()
        continue
      }
      throw new UpstreamError('weixin subscribeMessage.send', JSON.stringify(reply))
    }
  }
}

/** Douyin's subscribe notification (`subscribe_notification/developer/v1/notify`). */
export class DouyinSubscribeSender implements SubscribeMessageSender {
  readonly kind = 'douyin'
  constructor(
    private readonly appId: string,
    private readonly token: AccessToken,
    private readonly api = DOUYIN_API,
  ) {}

  async send(message: SubscribeMessage): Promise<SendResult> {
    const reply = await postJson(
      `${this.api}/api/apps/subscribe_notification/developer/v1/notify`,
      '',
      {
        access_token: await this.token.get(),
        app_id: this.appId,
        tpl_id: message.template.id,
        open_id: message.openid,
        data: templateValues(message, () => 20),
        page: message.page,
      },
      'douyin subscribe notify',
    )
    if (isRecord(reply) && reply.err_no === 0) return 'sent'
    throw new UpstreamError('douyin subscribe notify', JSON.stringify(reply))
  }
}

/** Local stand-in: nothing leaves the machine; each send is kept (tests read them) and logged. */
export class SandboxSubscribeSender implements SubscribeMessageSender {
  readonly kind = 'sandbox'
  readonly sent: (SubscribeMessage & { platform: SubscribePlatform; data: Record<string, string> })[] = []

  constructor(
    private readonly platform: SubscribePlatform,
    nodeEnv: string,
    private readonly log?: (line: string) => void,
  ) {
    const prefix = platform === 'weixin' ? 'WEIXIN' : 'TOUTIAO'
    assertSandboxAllowed(`${platform} subscribe messages`, nodeEnv, `set ${prefix}_APPID and ${prefix}_SECRET`)
  }

  async send(message: SubscribeMessage): Promise<SendResult> {
    const data = templateValues(message, this.platform === 'weixin' ? weixinMax : () => 20)
    this.sent.push({ ...message, platform: this.platform, data })
    this.log?.(
      `[sandbox subscribe message] ${this.platform} ${message.template.id} → ${message.openid} (${message.page}): ${JSON.stringify(data)}`,
    )
    return 'sent'
  }
}

/** The subscribe messages of both platforms: which templates the app may ask for, and who sends them. */
export interface SubscribeMessages {
  templates(platform: SubscribePlatform): PlatformTemplates
  /** Null where nothing can send (production without the platform's credentials: its templates are refused at start). */
  sender(platform: SubscribePlatform): SubscribeMessageSender | null
}

export interface SubscribeMessagesConfig {
  weixin: MiniProgramCredentials | null
  toutiao: MiniProgramCredentials | null
  templates: Record<SubscribePlatform, PlatformTemplates>
}

/**
 * The platforms' real senders where their credentials are set, the sandbox elsewhere outside production. `tokens`:
 * the access tokens the mini-program codes use too; `apis`: the platforms' addresses (a fake platform in tests).
 */
export function createSubscribeMessages(
  config: SubscribeMessagesConfig,
  options: {
    nodeEnv: string
    tokens?: Partial<Record<SubscribePlatform, AccessToken | null>>
    apis?: Partial<Record<SubscribePlatform, string>>
    log?: (line: string) => void
  },
): SubscribeMessages {
  const { nodeEnv, tokens = {}, apis = {} } = options
  const sandbox = (platform: SubscribePlatform) =>
    nodeEnv === 'production' ? null : new SandboxSubscribeSender(platform, nodeEnv, options.log)
  const wx = config.weixin
  const tt = config.toutiao
  const senders: Record<SubscribePlatform, SubscribeMessageSender | null> = {
    weixin: wx ? new WeixinSubscribeSender(tokens.weixin ?? weixinAccessToken(wx, Date.now, apis.weixin), apis.weixin) : sandbox('weixin'),
    toutiao: tt
      ? new DouyinSubscribeSender(tt.appId, tokens.toutiao ?? douyinAccessToken(tt, Date.now, apis.toutiao), apis.toutiao)
      : sandbox('toutiao'),
  }
  return { templates: (platform) => config.templates[platform], sender: (platform) => senders[platform] }
}
