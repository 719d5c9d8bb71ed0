/**
 * The mock console API's 优惠券 and 用户反馈 endpoints (mock-api.ts hands their calls here): players, a coupon ledger
 * and a feedback inbox in memory, with the rules the pages depend on (roles from the contract's table, the support
 * cap, all-or-nothing grants, revoking only unused coupons, no reply to a closed feedback).
 */
import type { CouponLedgerRow, InboxFeedbackDetail, PlayerTag, RecipientRow } from '../../server/src/contract/console'
import { COUPON_CAPPED_ROLES, ConsoleEndpoint, roleMayCall, type ConsoleRole } from '../../server/src/contract/console/values'

export interface MockPlayer extends PlayerTag {
  /** The full number; answers carry `phone` masked. */
  fullPhone: string
}

interface Caller {
  id: number
  name: string
  role: ConsoleRole
}

export interface Call {
  method: string
  path: string
  query: Record<string, string>
  body: Record<string, unknown> | null
}

export type Reply = { code: number; msg: string; data: unknown }

const NOW = Date.UTC(2026, 10, 30, 4, 0, 0)
const mask = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`
const tag = ({ fullPhone: _full, ...player }: MockPlayer): PlayerTag => player

export class MockSupportDesk {
  players: MockPlayer[] = []
  ledger: CouponLedgerRow[] = []
  feedback: InboxFeedbackDetail[] = []
  cap = 20
  private used = new Map<number, number>()
  private nextCoupon = 100

  addPlayer(fullPhone: string, uid: string): MockPlayer {
    const player = { uid, phone: mask(fullPhone), fullPhone }
    this.players.push(player)
    return player
  }

  /** A coupon granted earlier, as the ledger shows it. */
  addGrant(player: MockPlayer, fields: Partial<CouponLedgerRow> = {}): CouponLedgerRow {
    const row: CouponLedgerRow = {
      couponId: this.nextCoupon++,
      kind: 'grant',
      at: NOW,
      source: 'compensation',
      actor: 'sue',
      reason: '报告生成失败补偿',
      orderId: null,
      reportId: null,
      player: tag(player),
      state: 'usable',
      ...fields,
    }
    this.ledger.unshift(row)
    return row
  }

  addFeedback(player: MockPlayer, fields: Partial<InboxFeedbackDetail> = {}): InboxFeedbackDetail {
    const item: InboxFeedbackDetail = {
      feedbackId: this.feedback.length + 1,
      category: 'valuation',
      categoryLabel: '估价不准',
      content: '估价偏低',
      contact: '',
      imageCount: 0,
      page: '',
      pageLabel: '',
      device: '',
      status: 0,
      statusLabel: '待回复',
      createdAt: NOW,
      replyCount: 0,
      lastReplyAt: null,
      type: 'feedback',
      player: tag(player),
      assignedTo: null,
      playerRead: true,
      images: [],
      replies: [],
      ...fields,
    }
    this.feedback.unshift(item)
    return item
  }

  handle(call: Call, me: Caller): Reply | null {
    const name = (Object.keys(ConsoleEndpoint) as (keyof typeof ConsoleEndpoint)[]).find(
      (n) => ConsoleEndpoint[n].path === call.path && ConsoleEndpoint[n].method === call.method,
    )
    if (!name || !(name.startsWith('coupon') || name.startsWith('feedback'))) return null
    // A copy, as a real answer is: the page must not share objects with the mock's state.
    const ok = (data: unknown): Reply => ({ code: 200, msg: 'ok', data: JSON.parse(JSON.stringify(data)) as unknown })
    const fail = (code: number, msg: string): Reply => ({ code, msg, data: null })
    if (!roleMayCall(ConsoleEndpoint[name].roles, me.role)) return fail(40003, '无权操作')
    const body = call.body ?? {}
    const q = call.query
    const capped = COUPON_CAPPED_ROLES.includes(me.role)
    const capLeft = capped ? this.cap - (this.used.get(me.id) ?? 0) : null
    const feedback = this.feedback.find((f) => f.feedbackId === Number(body.feedbackId ?? q.feedbackId))

    switch (name) {
      case 'couponCheck':
      case 'couponGrant': {
        const count = Number(body.count)
        const rows = this.check(String(body.recipients ?? ''), count, capLeft)
        const total = rows.filter((r) => r.outcome === 'ready' || r.outcome === 'overCap').length * count
        if (name === 'couponCheck') return ok({ recipients: rows, total, cap: capped ? this.cap : null, capLeft })
        const bad = rows.find((r) => r.outcome !== 'ready' && r.outcome !== 'overCap')
        if (bad) return fail(40000, `发放名单有误，未发放：第 ${bad.line} 行 ${bad.recipient}：${bad.problem}`)
        if (capLeft !== null && total > capLeft)
          return fail(42900, `超出今日发券额度（每日 ${this.cap} 张，今日还可发 ${capLeft} 张，本次 ${total} 张）`)
        if (capped) this.used.set(me.id, (this.used.get(me.id) ?? 0) + total)
        const granted = rows.map((r) => {
          const player = this.players.find((p) => p.uid === r.player?.uid) as MockPlayer
          const couponIds = Array.from(
            { length: count },
            () => this.addGrant(player, { actor: me.name, reason: String(body.reason) }).couponId,
          )
          return { ...r, outcome: 'granted', couponIds }
        })
        const expiresAt = body.validDays === null ? null : NOW + Number(body.validDays) * 86_400_000
        return ok({
          recipients: granted,
          total,
          expiresAt,
          cap: capped ? this.cap : null,
          capLeft: capLeft === null ? null : capLeft - total,
        })
      }
      case 'couponLedger': {
        const rows = this.ledger.filter(
          (r) =>
            (q.kind === undefined || r.kind === q.kind) &&
            (q.player === undefined ||
              r.player.uid === q.player ||
              this.players.find((p) => p.fullPhone === q.player)?.uid === r.player.uid),
        )
        const page = Number(q.page ?? 1)
        const pageSize = Number(q.pageSize ?? 20)
        return ok({ list: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize })
      }
      case 'couponRevoke': {
        const grant = this.ledger.find((r) => r.couponId === body.couponId && r.kind === 'grant')
        if (!grant) return fail(40004, '券不存在')
        if (grant.state !== 'usable') return fail(40000, '券已使用，不能撤回')
        for (const r of this.ledger) if (r.couponId === grant.couponId) r.state = 'revoked'
        this.ledger.unshift({ ...grant, kind: 'revoke', actor: me.name, reason: String(body.reason), at: NOW + 1 })
        return ok({ couponId: grant.couponId, revokedAt: NOW + 1 })
      }
      case 'feedbackList': {
        const rows = this.feedback.filter(
          (f) =>
            (q.status === undefined || f.status === Number(q.status)) &&
            (q.type === undefined || f.type === q.type) &&
            (q.assigned === undefined ||
              (q.assigned === 'me'
                ? f.assignedTo?.id === me.id
                : q.assigned === 'none'
                  ? f.assignedTo === null
                  : f.assignedTo?.id === Number(q.assigned))),
        )
        const page = Number(q.page ?? 1)
        const pageSize = Number(q.pageSize ?? 20)
        return ok({ list: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize })
      }
      case 'feedbackAssignees':
        return ok({ list: [{ id: me.id, name: me.name }] })
      default:
    }
    if (!feedback) return fail(40004, '反馈不存在')
    switch (name) {
      case 'feedbackDetail':
        return ok(feedback)
      case 'feedbackReply':
        if (feedback.status === 2) return fail(40000, '反馈已关闭，请先重新打开')
        feedback.replies.push({
          replyId: feedback.replies.length + 1,
          operatorId: me.id,
          operatorName: me.name,
          content: String(body.content),
          createdAt: NOW,
        })
        Object.assign(feedback, { status: 1, statusLabel: '已回复', replyCount: feedback.replies.length, playerRead: false })
        return ok(feedback)
      case 'feedbackClose':
        Object.assign(feedback, { status: 2, statusLabel: '已关闭' })
        return ok(feedback)
      case 'feedbackReopen':
        Object.assign(feedback, feedback.replyCount ? { status: 1, statusLabel: '已回复' } : { status: 0, statusLabel: '待回复' })
        return ok(feedback)
      case 'feedbackAssign':
        feedback.assignedTo = body.operatorId === null ? null : { id: Number(body.operatorId), name: me.name }
        return ok(feedback)
      default:
        return fail(40004, '接口不存在')
    }
  }

  /** Each recipient (one a line or comma-separated; a 手机号 header skipped), found or why not, the cap in list order. */
  private check(text: string, count: number, capLeft: number | null): RecipientRow[] {
    const seen = new Map<string, number>()
    let left = capLeft
    const rows: RecipientRow[] = []
    text.split('\n').forEach((line, i) => {
      for (const cell of line.split(',').map((c) => c.trim())) {
        if (!cell || cell === '手机号') continue
        const row = { line: i + 1, recipient: /^\d{11}$/.test(cell) ? mask(cell) : cell, problem: '', player: null, couponIds: [] }
        const player = this.players.find((p) => p.fullPhone === cell || p.uid === cell)
        if (!/^\d{11}$|^[a-z0-9]{12}$/.test(cell)) rows.push({ ...row, outcome: 'invalid', problem: '不是手机号或用户 uid' })
        else if (!player) rows.push({ ...row, outcome: 'notFound', problem: '未找到用户' })
        else if (seen.has(player.uid)) rows.push({ ...row, outcome: 'duplicate', problem: `与第 ${seen.get(player.uid)} 行是同一用户` })
        else {
          seen.set(player.uid, i + 1)
          const over = left !== null && left < count
          if (left !== null && !over) left -= count
          rows.push({ ...row, player: tag(player), outcome: over ? 'overCap' : 'ready', problem: over ? '超出今日发券额度' : '' })
        }
      }
    })
    return rows
  }
}
