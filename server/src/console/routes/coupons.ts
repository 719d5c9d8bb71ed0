import type { FastifyRequest } from 'fastify'
import { COUPON_CAPPED_ROLES, type RecipientRow } from '../../contract/console'
import { ok } from '../../http/envelope'
import { maskPhone } from '../../lib/pii'
import { playerTags } from '../player-tags'
import { numberOf, pageOf } from '../query'
import { actorOf, consoleCaller, type consoleRouter } from '../router'
import type { ConsoleDeps } from '../types'

/** A list cell as the answer repeats it: phone numbers (any run of 7 digits or more) masked, uids as they are. */
const maskedCell = (text: string): string => text.replace(/\d{7,}/g, (digits) => maskPhone(digits.replace(/^86(?=1\d{10}$)/, '')))

/**
 * 优惠券 (admin, finance, support): a grant list checked before it is sent, the grant (all or nothing, as the payment
 * module's CouponDesk grants), the ledger, and revoking an unused coupon. Support grants up to the daily cap, counted
 * by the desk inside the grant's transaction; the others are not capped.
 */
export function couponRoutes(route: ReturnType<typeof consoleRouter>, deps: ConsoleDeps): void {
  const { couponDesk: desk, couponDailyCap } = deps
  const capOf = (request: FastifyRequest): number | null =>
    COUPON_CAPPED_ROLES.includes(consoleCaller(request).operator.role) ? couponDailyCap : null

  route('couponCheck', '检查发放名单（不发放）：逐人是否可发，及今日额度', async (request) => {
    const cap = capOf(request)
    const capLeft = cap === null ? null : await desk.allowanceLeft(actorOf(request), cap)
    const { rows, total } = await desk.check(request.body, capLeft)
    const tag = await playerTags(
      deps,
      rows.flatMap((r) => (r.userId === null ? [] : [r.userId])),
    )
    const recipients = rows.map((r): RecipientRow => ({
      line: r.line,
      recipient: maskedCell(r.text),
      outcome: r.outcome,
      problem: r.problem,
      player: r.userId === null ? null : tag(r.userId),
      couponIds: [],
    }))
    return ok({ recipients, total, cap, capLeft })
  })

  route('couponGrant', '发放解锁券（名单有误或超出额度时整单不发）', async (request) => {
    const cap = capOf(request)
    const result = await desk.grant(actorOf(request), { ...request.body, ...(cap === null ? {} : { cap }) })
    const tag = await playerTags(
      deps,
      result.granted.map((g) => g.userId),
    )
    const recipients = result.granted.map((g): RecipientRow => ({
      line: g.line,
      recipient: maskedCell(g.recipient),
      outcome: 'granted',
      problem: '',
      player: tag(g.userId),
      couponIds: g.couponIds,
    }))
    return ok({ recipients, total: result.total, expiresAt: result.expiresAt, cap, capLeft: result.capLeft })
  })

  route('couponLedger', '券台账：发放、使用、撤销、过期，按用户、券、类型和时间筛选', async (request) => {
    const q = request.query
    const { page, pageSize } = pageOf(q)
    let userId: number | undefined
    if (q.player !== undefined) {
      const user = await desk.findUser(q.player)
      if (!user) return ok({ list: [], total: 0, page, pageSize })
      userId = user.userId
    }
    const { list, total } = await desk.ledger({
      userId,
      couponId: numberOf(q.couponId),
      kind: q.kind,
      from: numberOf(q.from),
      to: numberOf(q.to),
      page,
      pageSize,
    })
    const tag = await playerTags(
      deps,
      list.map((e) => e.userId),
    )
    return ok({ list: list.map(({ userId: id, ...entry }) => ({ ...entry, player: tag(id) })), total, page, pageSize })
  })

  route('couponRevoke', '撤销一张未使用的券（需填写原因）', async (request) => {
    const { couponId, revokedAt } = await desk.revoke(actorOf(request), request.body.couponId, request.body.reason)
    return ok({ couponId, revokedAt })
  })
}
