import type { HttpGatewayConfig } from '../config'
import { parseIdNumber } from '../lib/id-card'
import { isRecord, postJson } from './http-gateway'
import { assertSandboxAllowed } from './sandbox'

/** Checks that a name and an ID number belong together (a licensed identity-verification service). */
export interface RealNameProvider {
  readonly name: string
  matches(person: { name: string; idNo: string }): Promise<boolean>
}

/** Sandbox: no registry to ask, so any well-formed ID number (valid checksum and birth date) matches. */
export class LocalRealNameProvider implements RealNameProvider {
  readonly name = 'local-real-name'
  constructor(nodeEnv: string) {
    assertSandboxAllowed('real-name provider', nodeEnv, 'set REALNAME_GATEWAY_URL and REALNAME_GATEWAY_TOKEN')
  }

  async matches(person: { name: string; idNo: string }): Promise<boolean> {
    return parseIdNumber(person.idNo) !== null
  }
}

/** Real check through the verification gateway: POST { name, idNo } → { matched: boolean }. */
export class HttpRealNameProvider implements RealNameProvider {
  readonly name = 'http-real-name'
  constructor(private readonly gateway: HttpGatewayConfig) {}

  async matches(person: { name: string; idNo: string }): Promise<boolean> {
    const reply = await postJson(this.gateway.url, this.gateway.token, person, 'real-name gateway')
    return isRecord(reply) && reply.matched === true
  }
}
