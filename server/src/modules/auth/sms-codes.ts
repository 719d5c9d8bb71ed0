import { timingSafeEqual } from 'node:crypto'
import type { Clock } from '../../clock'
import { BizCode, BizError } from '../../errors'
import { startOfChinaDay } from '../../lib/china-time'
import { phoneKey } from '../../lib/phone'
import { keyedHash, randomDigits } from '../../lib/secrets'
import type { SmsProvider } from '../../providers'
import type { SmsCodeRepository } from './repository'

/** Limits for login codes; exported so tests and docs state the same numbers. */
export const SMS_LIMITS = {
  codeTtlMs: 5 * 60 * 1000,
  resendIntervalMs: 60 * 1000,
  dailyPerPhone: 10,
  dailyPerIp: 50,
  maxWrongAttempts: 5,
} as const

/**
 * Issues and checks SMS login codes. Codes are stored as keyed hashes and every limit is counted from the
 * database, so several replicas enforce the same limits.
 */
export class SmsCodeService {
  constructor(
    private readonly repo: SmsCodeRepository,
    private readonly sms: SmsProvider,
    private readonly clock: Clock,
    private readonly secret: string,
  ) {}

  private hash(key: string, code: string): string {
    return keyedHash(this.secret, `sms:${key}:${code}`)
  }

  async send(telCode: string, phone: string, ip: string): Promise<void> {
    const key = phoneKey(telCode, phone)
    const now = this.clock.now()

    const lastSentAt = await this.repo.lastSentAt(key)
    if (lastSentAt !== null && now - lastSentAt < SMS_LIMITS.resendIntervalMs) {
      const seconds = Math.ceil((SMS_LIMITS.resendIntervalMs - (now - lastSentAt)) / 1000)
      throw new BizError(BizCode.TOO_MANY_REQUESTS, `发送太频繁，请 ${seconds} 秒后再试`)
    }
    const today = startOfChinaDay(now)
    if ((await this.repo.countForPhoneSince(key, today)) >= SMS_LIMITS.dailyPerPhone) {
      throw new BizError(BizCode.TOO_MANY_REQUESTS, '该手机号今日获取验证码次数已达上限，请明天再试')
    }
    if ((await this.repo.countForIpSince(ip, today)) >= SMS_LIMITS.dailyPerIp) {
      throw new BizError(BizCode.TOO_MANY_REQUESTS, '今日获取验证码次数已达上限，请明天再试')
    }

    const code = randomDigits(6)
    await this.repo.voidOpenCodes(key, now)
    const id = await this.repo.insert({
      phoneKey: key,
      codeHash: this.hash(key, code),
      ip,
      now,
      expiresAt: now + SMS_LIMITS.codeTtlMs,
    })
    try {
      await this.sms.sendLoginCode({ telCode, phone, code, expiresInMinutes: SMS_LIMITS.codeTtlMs / 60000 })
    } catch (err) {
      // Not delivered: do not let the failed attempt count against the user's limits.
      await this.repo.delete(id)
      throw err
    }
  }

  /** Accepts the code once. Wrong codes count; the fifth wrong try voids the code. */
  async consume(telCode: string, phone: string, code: string): Promise<void> {
    const key = phoneKey(telCode, phone)
    const now = this.clock.now()
    const open = await this.repo.findOpen(key, now)
    if (!open) throw new BizError(BizCode.CODE_INVALID)

    const expected = Buffer.from(open.code_hash, 'hex')
    const given = Buffer.from(this.hash(key, code), 'hex')
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const attempts = await this.repo.recordWrongAttempt(open.id, SMS_LIMITS.maxWrongAttempts, now)
      if (attempts >= SMS_LIMITS.maxWrongAttempts) {
        throw new BizError(BizCode.WRONG_CODE, '验证码错误次数过多，请重新获取')
      }
      throw new BizError(BizCode.WRONG_CODE, '验证码错误')
    }
    if (!(await this.repo.consume(open.id, now))) throw new BizError(BizCode.CODE_INVALID)
  }
}
