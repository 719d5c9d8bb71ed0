import type { HttpGatewayConfig } from '../config'
import { postJson } from './http-gateway'
import { assertSandboxAllowed } from './sandbox'

export interface SmsMessage {
  /** Canonical calling code (86) and national number: together the E.164 number. */
  telCode: string
  phone: string
  code: string
  expiresInMinutes: number
}

/** Delivers a login code by SMS. Throws (BizError 50002) when the message could not be handed over. */
export interface SmsProvider {
  readonly name: string
  sendLoginCode(message: SmsMessage): Promise<void>
}

/**
 * Sandbox: nothing leaves the machine. The code is written to the log and kept (latest per phone) so the
 * developer, the dev inbox route and tests can read it.
 */
export class LocalSmsProvider implements SmsProvider {
  readonly name = 'local-sms'
  private readonly latest = new Map<string, string>()
  private readonly log: (line: string) => void

  constructor(options: { nodeEnv: string; log?: (line: string) => void }) {
    assertSandboxAllowed('SMS provider', options.nodeEnv, 'set SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN')
    this.log = options.log ?? ((line) => console.info(line))
  }

  async sendLoginCode(message: SmsMessage): Promise<void> {
    this.latest.set(`+${message.telCode}${message.phone}`, message.code)
    this.log(`[local-sms] +${message.telCode} ${message.phone} 验证码 ${message.code}（${message.expiresInMinutes} 分钟内有效）`)
  }

  /** The latest code sent to an E.164 number. */
  latestCode(e164: string): string | undefined {
    return this.latest.get(e164)
  }
}

/**
 * Real delivery through an SMS gateway (the company's own relay in front of the carrier's SMS service):
 * POST { telCode, phone, code, expiresInMinutes, template: 'login' } with a bearer token.
 */
export class HttpSmsProvider implements SmsProvider {
  readonly name = 'http-sms'
  constructor(private readonly gateway: HttpGatewayConfig) {}

  async sendLoginCode(message: SmsMessage): Promise<void> {
    await postJson(this.gateway.url, this.gateway.token, { ...message, template: 'login' }, 'SMS gateway')
  }
}
