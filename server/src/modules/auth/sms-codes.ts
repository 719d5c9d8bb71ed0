import { timingSafeEqual } from 'node:crypto'
import type { Clock } from '../../clock'
import { BizCode, BizError } from '../../errors'
import { chinaDayWindow } from '../../db/limit-counter'
import type { CanonicalPhone } from '../../lib/phone'
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
 * Issues and checks SMS login codes. Codes are stored as keyed hashes and every limit is counted in the
 * database (limit_counter), so several replicas enforce the same limits.
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

  /** Every limit is keyed by the E.164 number, so no written form of a number (086, 0086, +86) has limits of its own. */
  async send(phone: CanonicalPhone, ip: string): Promise<void> {
    const key = phone.e164
    const now = this.clock.now()

    // Each limit is claimed with one conditional statement (never counted then written), so parallel sends on
    // any replica cannot pass it together; a send that does not happen gives its claims back.
    const { limits } = this.repo
    const gapKey = `sms-gap:${key}`
    const claim = await limits.claimInterval(gapKey, now, SMS_LIMITS.resendIntervalMs)
    if (!claim.ok) {
      const seconds = Math.max(1, Math.ceil((claim.retryAt - now) / 1000))
      throw new BizError(BizCode.TOO_MANY_REQUESTS, `发送太频繁，请 ${seconds} 秒后再试`)
    }
    const day = chinaDayWindow(now)
    const taken: string[] = []
    const takeDaily = async (counterKey: string, limit: number, message: string) => {
      if (!(await limits.take(counterKey, day, limit))) throw new BizError(BizCode.TOO_MANY_REQUESTS, message)
      taken.push(counterKey)
    }
    try {
      await takeDaily(`sms-phone:${key}`, SMS_LIMITS.dailyPerPhone, '该手机号今日获取验证码次数已达上限，请明天再试')
      await takeDaily(`sms-ip:${ip}`, SMS_LIMITS.dailyPerIp, '今日获取验证码次数已达上限，请明天再试')
      await this.issue(phone, ip, now)
    } catch (err) {
      for (const counterKey of taken) await limits.giveBack(counterKey, day)
      await limits.releaseInterval(gapKey, claim.until, now)
      throw err
    }
  }

  private async issue(phone: CanonicalPhone, ip: string, now: number): Promise<void> {
    const key = phone.e164
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
      await this.sms.sendLoginCode({
        telCode: phone.countryCode,
        phone: phone.national,
        code,
        expiresInMinutes: SMS_LIMITS.codeTtlMs / 60000,
      })
    } catch (err) {
      // Not delivered: the code is of no use, and (in send) the attempt does not count against the user's limits.
      await this.repo.delete(id)
      throw err
    }
  }

  /** Accepts the code once. Every try counts; the fifth wrong try voids the code. */
  async consume(phone: CanonicalPhone, code: string): Promise<void> {
    const key = phone.e164
    const now = this.clock.now()
    const open = await this.repo.findOpen(key, now)
    if (!open) throw new BizError(BizCode.CODE_INVALID)

    const attempt = await this.repo.claimAttempt(open.id, SMS_LIMITS.maxWrongAttempts)
    if (attempt === null) throw new BizError(BizCode.CODE_INVALID)
    const expected = Buffer.from(open.code_hash, 'hex')
    const given = Buffer.from(this.hash(key, code), 'hex')
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      if (attempt >= SMS_LIMITS.maxWrongAttempts) {
        await this.repo.void(open.id, now)
        throw new BizError(BizCode.WRONG_CODE, '验证码错误次数过多，请重新获取')
      }
      throw new BizError(BizCode.WRONG_CODE, '验证码错误')
    }
    if (!(await this.repo.consume(open.id, now))) throw new BizError(BizCode.CODE_INVALID)
  }
}
