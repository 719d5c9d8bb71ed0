import type { HttpGatewayConfig } from '../config'
import { UpstreamError, isRecord, postJson } from './http-gateway'
import { randomToken } from '../lib/secrets'
import { assertSandboxAllowed } from './sandbox'

/** Issues the partner (px) app's token for one of our users, so the app can call the partner on their behalf. */
export interface PartnerTokenProvider {
  readonly name: string
  issueToken(user: { uid: string; phone: string | null }): Promise<string>
}

/** Sandbox: a random token, standing in for the partner's own. */
export class LocalPartnerTokenProvider implements PartnerTokenProvider {
  readonly name = 'local-partner'
  constructor(nodeEnv: string) {
    assertSandboxAllowed('partner token provider', nodeEnv, 'set PX_GATEWAY_URL and PX_GATEWAY_TOKEN')
  }

  async issueToken(): Promise<string> {
    return randomToken('pxlocal_')
  }
}

/** Real: POST { uid, phone } to the partner gateway → { token }. */
export class HttpPartnerTokenProvider implements PartnerTokenProvider {
  readonly name = 'http-partner'
  constructor(private readonly gateway: HttpGatewayConfig) {}

  async issueToken(user: { uid: string; phone: string | null }): Promise<string> {
    const reply = await postJson(this.gateway.url, this.gateway.token, user, 'partner gateway')
    if (!isRecord(reply) || typeof reply.token !== 'string' || !reply.token) {
      throw new UpstreamError('partner gateway', 'reply without token')
    }
    return reply.token
  }
}
