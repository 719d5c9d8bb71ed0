import qrcode from 'qrcode-generator'
import type { MiniProgramCredentials } from '../config'
import { UpstreamError, isRecord, postJson } from './http-gateway'

/** What a help code image opens: a mini-program page with its scene, or the H5 page at `link`. */
export interface MiniCodeRequest {
  /** Mini-program scene, at most 32 visible characters. */
  scene: string
  /** Mini-program page path without the leading slash. */
  page: string
  /** The same page on H5 (absolute URL). */
  link: string
}

export type MiniCodeKind = 'weixin' | 'douyin' | 'link'

/** Renders the image a friend scans: a data URL (PNG from the platforms, GIF for the link QR). */
export interface MiniCodeProvider {
  readonly kind: MiniCodeKind
  render(request: MiniCodeRequest): Promise<string>
}

/**
 * A QR code of the H5 link. Needs no platform account, so it is both the local stand-in for the mini-program
 * code APIs and what browsers get in production (a link QR works from any camera or chat app).
 */
export class LinkQrCodeProvider implements MiniCodeProvider {
  readonly kind = 'link'
  async render({ link }: MiniCodeRequest): Promise<string> {
    const qr = qrcode(0, 'M')
    qr.addData(link, 'Byte')
    qr.make()
    return qr.createDataURL(6, 4)
  }
}

const TIMEOUT_MS = 5000

/** POSTs JSON and returns the image, or throws with the platform's JSON error (they answer errors as JSON). */
async function postForImage(url: string, body: unknown, what: string): Promise<string> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (err) {
    throw new UpstreamError(what, err instanceof Error ? err.name : 'network error')
  }
  const type = response.headers.get('content-type') ?? ''
  const bytes = Buffer.from(await response.arrayBuffer())
  if (!response.ok || !type.startsWith('image/')) {
    throw new UpstreamError(what, `HTTP ${response.status} ${bytes.subarray(0, 200).toString('utf8')}`)
  }
  return `data:${type.split(';')[0]};base64,${bytes.toString('base64')}`
}

/** An access token cached until shortly before it expires (both platforms allow a few thousand a day). */
class AccessToken {
  private value: { token: string; until: number } | null = null
  constructor(
    private readonly fetchToken: () => Promise<{ token: string; expiresIn: number }>,
    private readonly now: () => number,
  ) {}

  async get(): Promise<string> {
    if (this.value && this.value.until > this.now()) return this.value.token
    const { token, expiresIn } = await this.fetchToken()
    this.value = { token, until: this.now() + Math.max(60, expiresIn - 300) * 1000 }
    return token
  }
}

/** WeChat `wxacode.getUnlimited` with a stable access token. */
export class WeixinMiniCodeProvider implements MiniCodeProvider {
  readonly kind = 'weixin'
  private readonly token: AccessToken

  constructor(credentials: MiniProgramCredentials, now: () => number = Date.now) {
    this.token = new AccessToken(async () => {
      const reply = await postJson(
        'https://api.weixin.qq.com/cgi-bin/stable_token',
        '',
        { grant_type: 'client_credential', appid: credentials.appId, secret: credentials.secret },
        'weixin stable_token',
      )
      if (!isRecord(reply) || typeof reply.access_token !== 'string') throw new UpstreamError('weixin stable_token', JSON.stringify(reply))
      return { token: reply.access_token, expiresIn: Number(reply.expires_in) || 7200 }
    }, now)
  }

  async render({ scene, page }: MiniCodeRequest): Promise<string> {
    const token = await this.token.get()
    return postForImage(
      `https://api.weixin.qq.com/wxa/getwxacodeunlimit?access_token=${encodeURIComponent(token)}`,
      { scene, page, check_path: false, width: 430 },
      'weixin getwxacodeunlimit',
    )
  }
}

/** Douyin `apps/qrcode` (the mini-program code of a page with its query). */
export class DouyinMiniCodeProvider implements MiniCodeProvider {
  readonly kind = 'douyin'
  private readonly token: AccessToken

  constructor(credentials: MiniProgramCredentials, now: () => number = Date.now) {
    this.token = new AccessToken(async () => {
      const reply = await postJson(
        'https://developer.toutiao.com/api/apps/v2/token',
        '',
        { appid: credentials.appId, secret: credentials.secret, grant_type: 'client_credential' },
        'douyin token',
      )
      const data = isRecord(reply) && isRecord(reply.data) ? reply.data : null
      if (!data || typeof data.access_token !== 'string') throw new UpstreamError('douyin token', JSON.stringify(reply))
      return { token: data.access_token, expiresIn: Number(data.expires_in) || 7200 }
    }, now)
  }

  async render({ scene, page }: MiniCodeRequest): Promise<string> {
    const token = await this.token.get()
    return postForImage(
      'https://developer.toutiao.com/api/apps/qrcode',
      { access_token: token, appname: 'douyin', path: encodeURIComponent(`${page}?scene=${scene}`), width: 430 },
      'douyin qrcode',
    )
  }
}

/** Which code a terminal's users scan: the platform's mini-program code where configured, else the link QR. */
export interface MiniCodes {
  forTerminal(terminal: 'weixin' | 'toutiao' | 'other'): MiniCodeProvider
}

export function createMiniCodes(credentials: { weixin: MiniProgramCredentials | null; toutiao: MiniProgramCredentials | null }): MiniCodes {
  const link = new LinkQrCodeProvider()
  const weixin = credentials.weixin ? new WeixinMiniCodeProvider(credentials.weixin) : link
  const douyin = credentials.toutiao ? new DouyinMiniCodeProvider(credentials.toutiao) : link
  return { forTerminal: (t) => (t === 'weixin' ? weixin : t === 'toutiao' ? douyin : link) }
}
