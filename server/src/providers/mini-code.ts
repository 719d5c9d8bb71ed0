import qrcode from 'qrcode-generator'
import type { MiniProgramCredentials } from '../config'
import { UpstreamError } from './http-gateway'
import { AccessToken, douyinAccessToken, weixinAccessToken } from './platform-token'

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

/** WeChat `wxacode.getUnlimited` with a stable access token. */
export class WeixinMiniCodeProvider implements MiniCodeProvider {
  readonly kind = 'weixin'
  private readonly token: AccessToken

  /** `token`: the platform's access token when another provider shares it. */
  constructor(credentials: MiniProgramCredentials, now: () => number = Date.now, token?: AccessToken) {
    this.token = token ?? weixinAccessToken(credentials, now)
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

  /** `token`: the platform's access token when another provider shares it. */
  constructor(credentials: MiniProgramCredentials, now: () => number = Date.now, token?: AccessToken) {
    this.token = token ?? douyinAccessToken(credentials, now)
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

/** `tokens`: the platforms' access tokens when the subscribe messages share them. */
export function createMiniCodes(
  credentials: { weixin: MiniProgramCredentials | null; toutiao: MiniProgramCredentials | null },
  tokens: { weixin?: AccessToken | null; toutiao?: AccessToken | null } = {},
): MiniCodes {
  const link = new LinkQrCodeProvider()
  const weixin = credentials.weixin ? new WeixinMiniCodeProvider(credentials.weixin, Date.now, tokens.weixin ?? undefined) : link
  const douyin = credentials.toutiao ? new DouyinMiniCodeProvider(credentials.toutiao, Date.now, tokens.toutiao ?? undefined) : link
  return { forTerminal: (t) => (t === 'weixin' ? weixin : t === 'toutiao' ? douyin : link) }
}
