import type { MiniProgramCredentials } from '../config'
import { UpstreamError, isRecord, postJson } from './http-gateway'

/** Where the platforms' server APIs live; tests point them at a fake platform. */
export const WEIXIN_API = 'https://api.weixin.qq.com'
export const DOUYIN_API = 'https://developer.toutiao.com'

/**
 * A mini-program's server access token, cached until shortly before it expires (both platforms allow a few thousand
 * fetches a day). One per platform and process: the mini-program codes and the subscribe messages share it.
 */
export class AccessToken {
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

  /** The platform said the token is no longer valid (rotated elsewhere, revoked): the next get() fetches another. */
  drop(): void {
    this.value = null
  }
}

/** WeChat's stable token (`cgi-bin/stable_token`): fetching it again does not void the one other processes hold. */
export function weixinAccessToken(credentials: MiniProgramCredentials, now: () => number = Date.now, api = WEIXIN_API): AccessToken {
  return new AccessToken(async () => {
    const reply = await postJson(
      `${api}/cgi-bin/stable_token`,
      '',
      { grant_type: 'client_credential', appid: credentials.appId, secret: credentials.secret },
      'weixin stable_token',
    )
    if (!isRecord(reply) || typeof reply.access_token !== 'string') throw new UpstreamError('weixin stable_token', JSON.stringify(reply))
    return { token: reply.access_token, expiresIn: Number(reply.expires_in) || 7200 }
  }, now)
}

/** Douyin's `apps/v2/token`. */
export function douyinAccessToken(credentials: MiniProgramCredentials, now: () => number = Date.now, api = DOUYIN_API): AccessToken {
  return new AccessToken(async () => {
    const reply = await postJson(
      `${api}/api/apps/v2/token`,
      '',
      { appid: credentials.appId, secret: credentials.secret, grant_type: 'client_credential' },
      'douyin token',
    )
    const data = isRecord(reply) && isRecord(reply.data) ? reply.data : null
    if (!data || typeof data.access_token !== 'string') throw new UpstreamError('douyin token', JSON.stringify(reply))
    return { token: data.access_token, expiresIn: Number(data.expires_in) || 7200 }
  }, now)
}
