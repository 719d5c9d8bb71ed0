import { createHash } from 'node:crypto'
import type { MiniProgramCredentials } from '../config'
import { BizCode, BizError } from '../errors'
import { getJson, isRecord } from './http-gateway'
import { assertSandboxAllowed } from './sandbox'

/**
 * The WeChat official account's web authorisation (snsapi_base): a code from the OAuth redirect in WeChat's
 * in-app browser becomes the payer's openid for JSAPI payment there. Not a login: the user is already logged in.
 */
export interface OfficialAccountOAuth {
  codeToOpenId(code: string): Promise<string>
}

const invalidCode = () => new BizError(BizCode.MINI_PROGRAM_CODE_INVALID, '微信授权已失效，请重新授权')

/** GET https://api.weixin.qq.com/sns/oauth2/access_token (the access token is dropped: only the openid is used). */
export class WeixinOfficialAccountOAuth implements OfficialAccountOAuth {
  constructor(private readonly credentials: MiniProgramCredentials) {}

  async codeToOpenId(code: string): Promise<string> {
    const query = new URLSearchParams({
      appid: this.credentials.appId,
      secret: this.credentials.secret,
      code,
      grant_type: 'authorization_code',
    })
    const reply = await getJson(`https://api.weixin.qq.com/sns/oauth2/access_token?${query}`, 'weixin oauth2')
    if (!isRecord(reply) || (typeof reply.errcode === 'number' && reply.errcode !== 0) || typeof reply.openid !== 'string')
      throw invalidCode()
    return reply.openid
  }
}

/** Sandbox: the openid is derived from the code (the part before a '.'), each code once, as on WeChat. */
export class LocalOfficialAccountOAuth implements OfficialAccountOAuth {
  private readonly used = new Set<string>()

  constructor(nodeEnv: string) {
    assertSandboxAllowed('WeChat official-account authorisation', nodeEnv, 'set WEIXIN_MP_APPID and WEIXIN_MP_SECRET')
  }

  async codeToOpenId(code: string): Promise<string> {
    if (!/^[A-Za-z0-9_.-]{4,128}$/.test(code) || this.used.has(code)) throw invalidCode()
    this.used.add(code)
    return `local-mp-${createHash('sha256').update(code.split('.')[0]).digest('base64url').slice(0, 24)}`
  }
}
