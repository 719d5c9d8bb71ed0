import type { Transaction } from 'kysely'
import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import { chinaDayWindow, LimitCounter } from '../../db/limit-counter'
import type { Database } from '../../db/schema'
import { unitOfWork, type UnitOfWork } from '../../db/unit-of-work'
import { BizCode, BizError, badParameter, notFound } from '../../errors'
import type { AuditActor, AuditTrail } from '../audit-port'
import { CouponGrantLimit, GRANT_SOURCES, type GrantSource } from '../../contract/values/coupons'
import { parseRecipients } from './coupon-recipients'
import { CouponRepository, type CouponLedgerFilter, type CouponLedgerRow, type CouponState } from './coupons-repository'

const DAY = 86_400_000
const { COUNT_MAX, DAYS_MAX, RECIPIENTS_MAX, REASON_MAX, REVOKE_REASON_MAX } = CouponGrantLimit
const PROBLEMS_SHOWN = 5

/** Who a grant reaches: resolved from a phone number or a uid by the user module (module-links / services.ts). */
export type RecipientLookup = (key: { phone: string } | { uid: string }) => Promise<{ userId: number; uid: string } | undefined>

export interface CouponGrantInput {
  /** CSV text of mainland mobile numbers or uids (coupon-recipients.ts); a single one for one player. */
  recipients: string
  /** Coupons per recipient. */
  count: number
  source: GrantSource
  /** Days until they expire; null: they do not. */
  validDays: number | null
  reason: string
  /**
   * The actor's daily allowance in coupons (Beijing day), counted across all their grants; the console passes it for
   * capped roles (SUPPORT_COUPON_DAILY_CAP), absent means uncapped.
   */
  cap?: number
}

export interface CouponGrantResult {
  granted: { line: number; recipient: string; userId: number; uid: string; couponIds: number[] }[]
  /** Coupons granted in all. */
  total: number
  expiresAt: number | null
  /** With a cap: what the actor may still grant today. */
  capLeft: number | null
}

/** One recipient of a list as a grant would take it: ready, or why not (a grant happens only when all are ready). */
export interface RecipientCheck {
  line: number
  /** The cell as the list had it. */
  text: string
  outcome: 'ready' | 'invalid' | 'duplicate' | 'notFound' | 'overCap'
  /** Why not, in Chinese; '' when ready. */
  problem: string
  userId: number | null
  uid: string | null
}

export interface CouponLedgerQuery extends CouponLedgerFilter {
  page?: number
  pageSize?: number
}

export interface CouponLedgerEntry {
  couponId: number
  userId: number
  kind: CouponLedgerRow['kind']
  at: number
  source: string
  /** Who: an operator's or CLI user's name, or 系统 for what the product did by itself. */
  actor: string
  reason: string
  orderId: string | null
  reportId: string | null
  /** Where the coupon stands now: only a usable one can be revoked. */
  state: CouponState
}

const capKey = (actor: AuditActor) => `coupon-grant:${actor.operatorId === null ? `name:${actor.name}` : `op:${actor.operatorId}`}`

/**
 * Operators' coupon commands (issue 37 point 7), for the console and the CLI (`coupon:grant`) alike: grants to one
 * player or a list, revoking an unused coupon, and the ledger. Every write and its audit entries share one
 * transaction; a capped actor's allowance is counted in that transaction by one conditional upsert, so parallel
 * grants can never pass it together and a grant that fails gives its count back by rolling back.
 */
export class CouponDesk {
  private readonly uow: UnitOfWork<{ coupons: typeof CouponRepository }>

  constructor(private readonly deps: { db: Db; clock: Clock; recipients: RecipientLookup; audit?: AuditTrail }) {
    this.uow = unitOfWork(deps.db, { coupons: CouponRepository })
  }

  async grant(actor: AuditActor, input: CouponGrantInput): Promise<CouponGrantResult> {
    const { count, validDays, source, cap } = input
    const reason = input.reason.trim()
    checkCount(count)
    if (validDays !== null && (!Number.isInteger(validDays) || validDays < 1 || validDays > DAYS_MAX)) {
      throw badParameter(`参数错误：有效天数须为 1-${DAYS_MAX}`)
    }
    if (!(GRANT_SOURCES as readonly string[]).includes(source)) throw badParameter(`参数错误：来源须为 ${GRANT_SOURCES.join('、')}`)
    if (!reason) throw badParameter('请填写发券原因')
    if ([...reason].length > REASON_MAX) throw badParameter(`发券原因不能超过 ${REASON_MAX} 字`)
    if (cap !== undefined && (!Number.isInteger(cap) || cap < 0)) throw badParameter('参数错误：cap 不正确')

    const users = await this.resolve(input.recipients)
    const total = users.length * count
    const now = this.deps.clock.now()
    const expiresAt = validDays === null ? null : now + validDays * DAY
    const window = chinaDayWindow(now)
    return this.deps.db.transaction().execute(async (trx) => {
      let capLeft: number | null = null
      if (cap !== undefined) {
        const counter = new LimitCounter(trx)
        if (!(await counter.takeAmount(capKey(actor), window, total, cap))) {
          const left = Math.max(0, cap - (await counter.used(capKey(actor), window)))
          throw new BizError(BizCode.TOO_MANY_REQUESTS, `超出今日发券额度（每日 ${cap} 张，今日还可发 ${left} 张，本次 ${total} 张）`)
        }
        capLeft = cap - (await counter.used(capKey(actor), window))
      }
      const { coupons } = this.uow.on(trx)
      const granted: CouponGrantResult['granted'] = []
      for (const u of users) {
        const couponIds = await coupons.grant({
          userId: u.userId,
          count,
          source,
          expiresAt,
          note: reason,
          now,
          grantedBy: actor.name.slice(0, 64),
        })
        await this.record(trx, actor, {
          action: 'coupon.grant',
          objectType: 'user',
          objectId: String(u.userId),
          before: null,
          after: { uid: u.uid, couponIds, count, source, expiresAt },
          reason,
        })
        granted.push({ line: u.line, recipient: u.text, userId: u.userId, uid: u.uid, couponIds })
      }
      return { granted, total, expiresAt, capLeft }
    })
  }

  /** Takes back a coupon the player has not used (nor lost to expiry); a spent one stays spent. */
  async revoke(actor: AuditActor, couponId: number, reasonText: string): Promise<{ couponId: number; userId: number; revokedAt: number }> {
    const reason = reasonText.trim()
    if (!reason) throw badParameter('请填写撤回原因')
    if ([...reason].length > REVOKE_REASON_MAX) throw badParameter(`撤回原因不能超过 ${REVOKE_REASON_MAX} 字`)
    const now = this.deps.clock.now()
    return this.deps.db.transaction().execute(async (trx) => {
      const { coupons } = this.uow.on(trx)
      const row = await coupons.lock(couponId)
      if (!row) throw notFound('券不存在')
      if (row.used_at !== null) throw badParameter('券已使用，不能撤回')
      if (row.revoked_at !== null) throw badParameter('券已撤回')
      if (row.expires_at !== null && Number(row.expires_at) <= now) throw badParameter('券已过期，无需撤回')
      if (!(await coupons.revoke(couponId, { actor: actor.name.slice(0, 64), reason, now }))) throw badParameter('券已使用，不能撤回')
      await this.record(trx, actor, {
        action: 'coupon.revoke',
        objectType: 'coupon',
        objectId: String(couponId),
        before: {
          userId: Number(row.user_id),
          state: 'usable',
          source: row.source,
          expiresAt: row.expires_at === null ? null : Number(row.expires_at),
        },
        after: { userId: Number(row.user_id), state: 'revoked' },
        reason,
      })
      return { couponId, userId: Number(row.user_id), revokedAt: now }
    })
  }

  async ledger(query: CouponLedgerQuery = {}): Promise<{ list: CouponLedgerEntry[]; total: number }> {
    const page = Math.max(1, Math.floor(query.page ?? 1))
    const pageSize = Math.min(100, Math.max(1, Math.floor(query.pageSize ?? 20)))
    const now = this.deps.clock.now()
    const { coupons } = this.uow.repos
    const { rows, total } = await coupons.ledger(query, now, (page - 1) * pageSize, pageSize)
    const states = await coupons.states([...new Set(rows.map((r) => Number(r.coupon_id)))], now)
    return {
      total,
      list: rows.map((r) => ({
        couponId: Number(r.coupon_id),
        userId: Number(r.user_id),
        kind: r.kind,
        at: Number(r.at),
        source: r.source,
        actor: r.actor ?? '系统',
        reason: r.reason ?? (r.kind === 'expire' ? '到期未使用' : r.kind === 'spend' ? '解锁报告' : ''),
        orderId: r.order_id,
        reportId: r.report_id,
        state: states.get(Number(r.coupon_id)) ?? 'used',
      })),
    }
  }

  /**
   * A grant list as grant() would take it, without granting: each recipient ready or why not, and the coupons it
   * would grant. With `allowance` (what a capped actor may still grant today, allowanceLeft()), the recipients past it
   * are `overCap`, in list order.
   */
  async check(input: { recipients: string; count: number }, allowance: number | null): Promise<{ rows: RecipientCheck[]; total: number }> {
    checkCount(input.count)
    const rows = await this.lookup(input.recipients)
    let left = allowance
    for (const row of rows) {
      if (row.outcome !== 'ready' || left === null) continue
      if (left < input.count) Object.assign(row, { outcome: 'overCap', problem: '超出今日发券额度' })
      else left -= input.count
    }
    return { rows, total: rows.filter((r) => r.outcome === 'ready' || r.outcome === 'overCap').length * input.count }
  }

  /** What a capped actor may still grant today (Beijing day). */
  async allowanceLeft(actor: AuditActor, cap: number): Promise<number> {
    const used = await new LimitCounter(this.deps.db).used(capKey(actor), chinaDayWindow(this.deps.clock.now()))
    return Math.max(0, cap - used)
  }

  /** The user one phone number or uid names (the ledger's filter); undefined when nobody has it. */
  async findUser(text: string): Promise<{ userId: number; uid: string } | undefined> {
    const { keys, problems } = parseRecipients(text.trim())
    if (keys.length !== 1 || problems.length) throw badParameter('请输入一个手机号或用户 uid')
    const [key] = keys
    return this.deps.recipients('phone' in key ? { phone: key.phone } : { uid: key.uid })
  }

  /** Each recipient of the list in line order, looked up: ready (a live user not named before), or why not. */
  private async lookup(text: string): Promise<RecipientCheck[]> {
    const { keys, problems } = parseRecipients(text)
    if (!keys.length && !problems.length) throw badParameter('请填写发放对象（手机号或用户 uid）')
    if (keys.length + problems.length > RECIPIENTS_MAX) throw badParameter(`一次最多发放给 ${RECIPIENTS_MAX} 人`)
    const rows: RecipientCheck[] = problems.map((p) => ({
      line: p.line,
      text: p.text,
      outcome: p.kind,
      problem: p.problem,
      userId: null,
      uid: null,
    }))
    const byUser = new Map<number, number>()
    for (const key of keys) {
      const user = await this.deps.recipients('phone' in key ? { phone: key.phone } : { uid: key.uid })
      const row = { line: key.line, text: key.text, userId: user?.userId ?? null, uid: user?.uid ?? null }
      if (!user) rows.push({ ...row, outcome: 'notFound', problem: '未找到用户' })
      else if (byUser.has(user.userId)) rows.push({ ...row, outcome: 'duplicate', problem: `与第 ${byUser.get(user.userId)} 行是同一用户` })
      else {
        byUser.set(user.userId, key.line)
        rows.push({ ...row, outcome: 'ready', problem: '' })
      }
    }
    return rows.sort((a, b) => a.line - b.line)
  }

  /** Every recipient as a live user, or nothing granted: the problems (first few, with line numbers) say what to fix. */
  private async resolve(text: string): Promise<{ line: number; text: string; userId: number; uid: string }[]> {
    const rows = await this.lookup(text)
    const problems = rows.filter((r) => r.outcome !== 'ready')
    if (problems.length) {
      const shown = problems.slice(0, PROBLEMS_SHOWN).map((p) => `第 ${p.line} 行 ${p.text}：${p.problem}`)
      const more = problems.length > PROBLEMS_SHOWN ? `等 ${problems.length} 处` : ''
      throw badParameter(`发放名单有误，未发放：${shown.join('；')}${more}`)
    }
    return rows.map((r) => ({ line: r.line, text: r.text, userId: r.userId as number, uid: r.uid as string }))
  }

  private async record(trx: Transaction<Database>, actor: AuditActor, entry: Parameters<AuditTrail['record']>[1]): Promise<void> {
    await this.deps.audit?.record(actor, entry, trx)
  }
}

function checkCount(count: number): void {
  if (!Number.isInteger(count) || count < 1 || count > COUNT_MAX) throw badParameter(`参数错误：每人发放张数须为 1-${COUNT_MAX}`)
}
