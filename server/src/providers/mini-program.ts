import { createHash } from 'node:crypto'
import { BizCode, BizError } from '../errors'
import type { MiniProgramCredentials } from '../config'
import { getJson, isRecord, postJson } from './http-gateway'
import { assertSandboxAllowed } from './sandbox'

export type MiniProgramPlatform = 'weixin' | 'toutiao'

/** Exchanges a mini-program `login()` code for the user's openid (code2session). Codes are single-use. */
export interface MiniProgramLoginProvider {
  readonly platform: MiniProgramPlatform
  codeToOpenId(code: string): Promise<{ openid: string; unionid?: string }>
}

const invalidCode = (msg = '登录凭证无效，请重新授权') => new BizError(BizCode.MINI_PROGRAM_CODE_INVALID, msg)

/** WeChat: GET https://api.weixin.qq.com/sns/jscode2session. The session_key is deliberately dropped. */
export class WeixinLoginProvider implements MiniProgramLoginProvider {
  readonly platform = 'weixin'
  constructor(private readonly credentials: MiniProgramCredentials) {}

  async codeToOpenId(code: string) {
    const query = new URLSearchParams({
      appid: this.credentials.appId,
      secret: this.credentials.secret,
      js_code: code,
      grant_type: 'authorization_code',
    })
    const reply = await getJson(`https://api.weixin.qq.com/sns/jscode2session?${query}`, 'weixin code2session')
    if (!isRecord(reply)) throw invalidCode()
    // 40029 invalid code, 40163 code already used, 45011 rate limited: all mean "log in again" to the user.
    if (typeof reply.errcode === 'number' && reply.errcode !== 0) throw invalidCode()
    if (typeof reply.openid !== 'string' || !reply.openid) throw invalidCode()
    return { openid: reply.openid, unionid: typeof reply.unionid === 'string' ? reply.unionid : undefined }
  }
}

/** Toutiao/Douyin: POST https://developer.toutiao.com/api/apps/v2/jscode2session. */
export class ToutiaoLoginProvider implements MiniProgramLoginProvider {
  readonly platform = 'toutiao'
  constructor(private readonly credentials: MiniProgramCredentials) {}

  async codeToOpenId(code: string) {
    const reply = await postJson(
      'https://developer.toutiao.com/api/apps/v2/jscode2session',
      '',
      { appid: this.credentials.appId, secret: this.credentials.secret, code },
      'toutiao code2session',
    )
    if (!isRecord(reply) || reply.err_no !== 0 || !isRecord(reply.data)) throw invalidCode()
    const { openid, unionid } = reply.data
    if (typeof openid !== 'string' || !openid) throw invalidCode()
    return { openid, unionid: typeof unionid === 'string' ? unionid : undefined }
  }
}

/**
 * Sandbox: the openid is derived from the code, so a developer chooses who logs in. Codes are single-use as
 * on the real platforms, so the part before a '.' names the user: 'alice.1' and 'alice.2' are both alice.
 * Malformed codes are refused.
 */
export class LocalMiniProgramLoginProvider implements MiniProgramLoginProvider {
  private readonly used = new Set<string>()

  constructor(
    readonly platform: MiniProgramPlatform,
    nodeEnv: string,
  ) {
    const prefix = platform === 'weixin' ? 'WEIXIN' : 'TOUTIAO'
    assertSandboxAllowed(`${platform} mini-program login`, nodeEnv, `set ${prefix}_APPID and ${prefix}_SECRET`)
  }

  async codeToOpenId(code: string) {
    if (!/^[A-Za-z0-9_.-]{4,128}$/.test(code)) throw invalidCode()
    if (this.used.has(code)) throw invalidCode('登录凭证已使用，请重新授权')
    this.used.add(code)
    const digest = createHash('sha256')
      .update(`${this.platform}:${code.split('.')[0]}`)
      .digest('base64url')
      .slice(0, 24)
    return { openid: `local-${this.platform}-${digest}` }
  }
}
