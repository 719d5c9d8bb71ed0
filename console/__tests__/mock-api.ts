/**
 * A small in-memory stand-in for the console API (the contract in /console/api), installed as `fetch`. It keeps
 * the rules the app depends on: the session, CSRF on writes, the TOTP step, roles, one-time passwords. Tests
 * only; the service's own tests prove the real thing.
 */
import {
  ConsoleEndpoint,
  roleMayCall,
  type AuditRow,
  type LedgerRow,
  type NotifyRow,
  type Operator,
  type OrderView,
  type ReconciliationData,
  type RefundRequestRow,
  type RevenueRow,
  type Role,
  type PlayerProfile,
  type SessionOperator,
} from '../src/api'
import { MockSupportDesk } from './mock-support-desk'
import { MockArticles } from './mock-articles'
import { MockContent } from './mock-content'
import { MockDashboard } from './mock-dashboard'
import { MockPrizeDesk } from './mock-prize-desk'
import { MockPricing } from './mock-pricing'
import { MockActivities } from './mock-activities'
// Issue 38: 市场数据与模型
import { MockModels } from './mock-models'

export const GOOD_TOTP = '123456'
const CSRF_MESSAGE = '页面已过期，请刷新后重试'

export interface MockOperator extends Operator {
  password: string
  mustChangePassword: boolean
  mustSetTotp: boolean
}

export interface Call {
  method: string
  path: string
  query: Record<string, string>
  body: Record<string, unknown> | null
  csrf: string | null
}

interface Reply {
  code: number
  msg: string
  data: unknown
}

export class MockConsoleApi {
  operators: MockOperator[] = []
  audit: AuditRow[] = []
  sessionOperatorId: number | null = null
  csrfToken = 'csrf-initial'
  calls: Call[] = []
  /** 订单与资金: orders with their ledgers, refund requests, the reconciliation view and revenue rows. */
  orders: Array<OrderView & { ledger: LedgerRow[] }> = []
  /** The provider's notifies by order number, newest first (a paid order's payment notify, refunds' notifies). */
  notifies: Record<string, NotifyRow[]> = {}
  refundRequests: RefundRequestRow[] = []
  approvalFen = 5000
  reconciliation: Omit<ReconciliationData, 'approvalFen'> = {
    paidWithoutUnlock: [],
    paymentsAwaitingRefund: [],
    doublePayments: [],
    refunds: [],
    unlocksWithoutPayment: [],
  }
  revenue: RevenueRow[] = []
  /** Answers to force for a path (code and message), once each, before the normal handling. */
  failNext = new Map<string, { code: number; msg: string }>()
  /** 玩家: profiles by uid, their full numbers (for pii/unmask), and each section's rows by `section:uid`. */
  players: PlayerProfile[] = []
  fullPhones: Record<string, string> = {}
  playerRows: Record<string, unknown[]> = {}
  /** 优惠券 and 用户反馈 (mock-support-desk.ts). */
  support = new MockSupportDesk()
  /** 资讯文章 (mock-articles.ts). */
  articles = new MockArticles()
  /** 首页与内容 (mock-content.ts). */
  content = new MockContent()
  /** 奖品发放 (mock-prize-desk.ts). */
  prizes = new MockPrizeDesk()
  /** 数据看板 (mock-dashboard.ts). */
  dashboard = new MockDashboard()
  /** 价格与规则 (mock-pricing.ts). */
  pricing = new MockPricing()
  /** 任务、爱心值、抽奖活动 (mock-activities.ts). */
  campaigns = new MockActivities()
  /** 市场数据与模型 (mock-models.ts). */
  models = new MockModels()
  private nextId = 1
  private issued = 0

  addOperator(fields: Partial<MockOperator> & { name: string; role: Role }): MockOperator {
    const operator: MockOperator = {
      id: this.nextId++,
      password: 'correct horse battery',
      disabled: false,
      totpEnabled: false,
      mustChangePassword: false,
      mustSetTotp: false,
      lastLoginAt: null,
      createdAt: Date.UTC(2026, 10, 1, 2, 0, 0),
      ...fields,
    }
    this.operators.push(operator)
    return operator
  }

  /** Starts a session as if the operator had logged in earlier (the cookie survives a reload). */
  loginAs(operator: MockOperator): void {
    this.sessionOperatorId = operator.id
  }

  /** A paid sandbox order of ¥4.90 unless `fields` say otherwise. */
  addOrder(fields: Partial<OrderView> & { orderNo: string }): OrderView {
    const at = Date.UTC(2026, 10, 2, 4, 0, 0)
    const order: OrderView & { ledger: LedgerRow[] } = {
      player: { uid: 'u_player1', phone: '138****0001' },
      reportId: `r_${fields.orderNo}`,
      scene: 1,
      payType: 1,
      provider: 'sandbox',
      channel: 'cashier',
      terminal: 2,
      listFen: 990,
      discountFen: 500,
      couponId: null,
      amountFen: 490,
      status: 'paid',
      tradeNo: `T${fields.orderNo}`,
      refundNo: null,
      refundState: null,
      refundReason: null,
      closeReason: null,
      createdAt: at,
      expiresAt: at + 900_000,
      paidAt: at + 60_000,
      closedAt: null,
      refundedAt: null,
      ...fields,
      ledger: [],
    }
    if (order.status === 'paid')
      order.ledger.push({
        id: this.nextId++,
        kind: 'payment',
        provider: order.provider,
        tradeNo: order.tradeNo ?? '',
        amountFen: order.amountFen,
        createdAt: at + 60_000,
      })
    this.notifies[order.orderNo] =
      order.status === 'paid' ? [this.notify(order, { state: 'paid', receivedAt: at + 60_000, outcome: 'applied' })] : []
    this.orders.push(order)
    return order
  }

  /** A notify about the order as the service logs it: what `fields` say, the order's numbers and amount. */
  notify(order: OrderView, fields: Pick<NotifyRow, 'state' | 'receivedAt' | 'outcome'> & Partial<NotifyRow>): NotifyRow {
    const refund = fields.state === 'refunded' || fields.state === 'refund_failed'
    return {
      id: this.nextId++,
      provider: order.provider,
      tradeNo: order.tradeNo,
      refundNo: refund ? `R${order.orderNo}` : null,
      amountFen: order.amountFen,
      reason: null,
      detail: null,
      ...fields,
    }
  }

  callsTo(path: string): Call[] {
    return this.calls.filter((c) => c.path === path)
  }

  private get me(): MockOperator | undefined {
    return this.operators.find((o) => o.id === this.sessionOperatorId)
  }

  private session(operator: MockOperator) {
    const view: SessionOperator = {
      id: operator.id,
      name: operator.name,
      role: operator.role,
      totpEnabled: operator.totpEnabled,
      mustChangePassword: operator.mustChangePassword,
      mustSetTotp: operator.mustSetTotp,
    }
    return { operator: view, csrfToken: this.csrfToken }
  }

  private publicView(o: MockOperator): Operator {
    return {
      id: o.id,
      name: o.name,
      role: o.role,
      disabled: o.disabled,
      totpEnabled: o.totpEnabled,
      lastLoginAt: o.lastLoginAt,
      createdAt: o.createdAt,
    }
  }

  handle(call: Call): Reply {
    const ok = (data: unknown): Reply => ({ code: 200, msg: 'ok', data })
    const fail = (code: number, msg: string): Reply => ({ code, msg, data: null })
    const forced = this.failNext.get(call.path)
    if (forced) {
      this.failNext.delete(call.path)
      return fail(forced.code, forced.msg)
    }
    const body = call.body ?? {}

    if (call.path === '/auth/login') {
      const operator = this.operators.find((o) => o.name === body.name)
      if (!operator || operator.password !== body.password || operator.disabled) return fail(40006, '账号或密码错误')
      if (operator.totpEnabled && body.totp === undefined) return fail(40007, '请输入动态验证码')
      if (operator.totpEnabled && body.totp !== GOOD_TOTP) return fail(40006, '动态验证码错误')
      this.sessionOperatorId = operator.id
      this.csrfToken = `csrf-${++this.issued}`
      return ok(this.session(operator))
    }

    const me = this.me
    if (!me) return fail(40005, '请先登录')
    if (call.method !== 'GET' && call.csrf !== this.csrfToken) return fail(40003, CSRF_MESSAGE)

    switch (call.path) {
      case '/auth/me':
        return ok(this.session(me))
      case '/auth/logout':
        this.sessionOperatorId = null
        return ok(null)
      case '/auth/password':
        if (body.oldPassword !== me.password) return fail(40006, '当前密码错误')
        me.password = String(body.newPassword)
        me.mustChangePassword = false
        return ok(null)
      case '/auth/totp/setup':
        return ok({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: `otpauth://totp/%E6%B8%B8%E6%88%8F%E4%BC%B0%E4%BB%B7:${me.name}?secret=JBSWY3DPEHPK3PXP`,
        })
      case '/auth/totp/enable':
        if (body.code !== GOOD_TOTP) return fail(40000, '动态验证码错误')
        me.totpEnabled = true
        me.mustSetTotp = false
        return ok(null)
      default:
    }

    if (me.mustChangePassword) return fail(40003, '请先修改初始密码')
    const money = this.handleMoney(call, me)
    if (money) return money
    if (call.path.startsWith('/players/') || call.path === '/pii/unmask') return this.handlePlayers(call, me.role)
    const desk = this.support.handle(call, me)
    if (desk) return desk
    const articles = this.articles.handle(call, me)
    if (articles) return articles
    const content = this.content.handle(call, me.role)
    if (content) return content
    const prizes = this.prizes.handle(call, me)
    if (prizes) return prizes
    const dashboard = this.dashboard.handle(call, me)
    if (dashboard) return dashboard
    const pricing = this.pricing.handle(call, me)
    if (pricing) return pricing
    const campaigns = this.campaigns.handle(call, me)
    if (campaigns) return campaigns
    const models = this.models.handle(call, me)
    if (models) return models
    if (me.role !== 'admin') return fail(40003, '没有权限')
    const target = this.operators.find((o) => o.id === body.id)

    switch (call.path) {
      case '/operators':
        return ok({ list: this.operators.map((o) => this.publicView(o)) })
      case '/operators/create': {
        if (this.operators.some((o) => o.name === body.name)) return fail(40000, '登录名已存在')
        const created = this.addOperator({
          name: String(body.name),
          role: body.role as Role,
          password: `OneTime-${this.nextId}-pw`,
          mustChangePassword: true,
        })
        return ok({ operator: this.publicView(created), password: created.password })
      }
      case '/operators/update':
        if (!target) return fail(40004, '操作员不存在')
        if (body.role !== undefined) target.role = body.role as Role
        if (body.disabled !== undefined) target.disabled = Boolean(body.disabled)
        return ok({ operator: this.publicView(target) })
      case '/operators/reset-password':
        if (!target) return fail(40004, '操作员不存在')
        target.password = `Reset-${target.id}-pw`
        target.mustChangePassword = true
        return ok({ password: target.password })
      case '/operators/reset-totp':
        if (!target) return fail(40004, '操作员不存在')
        target.totpEnabled = false
        return ok(null)
      case '/audit': {
        const page = Number(call.query.page ?? 1)
        const pageSize = Number(call.query.pageSize ?? 20)
        const rows = this.audit.filter(
          (r) =>
            (call.query.objectType === undefined || r.objectType === call.query.objectType) &&
            (call.query.operatorId === undefined || r.operatorId === Number(call.query.operatorId)),
        )
        return ok({ list: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize })
      }
      default:
        return fail(40004, '接口不存在')
    }
  }

  /** The order and money endpoints, with the roles of the real endpoint table; null for other paths. */
  private handleMoney(call: Call, me: MockOperator): Reply | null {
    const endpoint = Object.values(ConsoleEndpoint).find((e) => e.path === call.path && e.method === call.method)
    if (
      !endpoint ||
      !(
        call.path.startsWith('/orders') ||
        call.path.startsWith('/refund-requests') ||
        call.path.startsWith('/reconciliation') ||
        call.path.startsWith('/revenue')
      )
    ) {
      return null
    }
    const ok = (data: unknown): Reply => ({ code: 200, msg: 'ok', data })
    const fail = (code: number, msg: string): Reply => ({ code, msg, data: null })
    if (!roleMayCall(endpoint.roles, me.role)) return fail(40003, '无权操作')
    const body = call.body ?? {}
    const q = call.query
    const view = ({ ledger: _ledger, ...order }: OrderView & { ledger: LedgerRow[] }): OrderView => order
    const find = (orderNo: unknown) => this.orders.find((o) => o.orderNo === orderNo)
    const page = Number(q.page ?? 1)
    const pageSize = Number(q.pageSize ?? 20)
    const refund = (order: OrderView & { ledger: LedgerRow[] }, reason: string) => {
      Object.assign(order, {
        status: 'refunded',
        refundState: 'done',
        refundNo: `R${order.orderNo}`,
        refundReason: reason,
        refundedAt: Date.UTC(2026, 10, 3),
      })
      order.ledger.push({
        id: this.nextId++,
        kind: 'refund',
        provider: order.provider,
        tradeNo: `R${order.orderNo}`,
        amountFen: order.amountFen,
        createdAt: Date.UTC(2026, 10, 3),
      })
      this.notifies[order.orderNo]?.unshift(
        this.notify(order, { state: 'refunded', receivedAt: Date.UTC(2026, 10, 3), outcome: 'applied' }),
      )
    }

    switch (call.path) {
      case '/orders': {
        const rows = this.orders.filter(
          (o) =>
            (q.status === undefined || o.status === q.status) &&
            (q.provider === undefined || o.provider === q.provider) &&
            (q.orderNo === undefined || o.orderNo === q.orderNo) &&
            (q.minFen === undefined || o.amountFen >= Number(q.minFen)) &&
            (q.maxFen === undefined || o.amountFen <= Number(q.maxFen)),
        )
        return ok({ list: rows.slice((page - 1) * pageSize, page * pageSize).map(view), total: rows.length, page, pageSize })
      }
      case '/orders/detail': {
        const order = find(q.orderNo)
        if (!order) return fail(40004, '订单不存在')
        const requests = this.refundRequests.filter((r) => r.orderNo === order.orderNo)
        const open = requests.some((r) => r.status === 'requested')
        const blockedReason = order.status !== 'paid' ? '只有已支付的订单可以退款' : open ? '已有待审批的退款申请' : null
        return ok({
          order: view(order),
          ledger: order.ledger,
          notifies: this.notifies[order.orderNo] ?? [],
          refundRequests: requests,
          report: { id: order.reportId, kind: 1, status: 2, unlockedBy: `pay:${order.orderNo}`, unlockedAt: order.paidAt, deleted: false },
          refund: {
            allowed: blockedReason === null,
            blockedReason,
            needsApproval: order.amountFen > this.approvalFen,
            approvalFen: this.approvalFen,
          },
        })
      }
      case '/orders/refund': {
        const order = find(body.orderNo)
        if (!order) return fail(40004, '订单不存在')
        if (order.status !== 'paid') return fail(40000, '只有已支付的订单可以退款')
        if (order.amountFen <= this.approvalFen) {
          refund(order, String(body.reason))
          return ok({ outcome: 'refunded', order: view(order), request: null })
        }
        const request: RefundRequestRow = {
          id: this.nextId++,
          orderNo: order.orderNo,
          amountFen: order.amountFen,
          reason: String(body.reason),
          status: 'requested',
          requestedBy: me.name,
          requestedById: me.id,
          createdAt: Date.UTC(2026, 10, 3),
          decidedBy: null,
          decidedById: null,
          decidedAt: null,
          decisionReason: null,
          failure: null,
        }
        this.refundRequests.push(request)
        return ok({ outcome: 'requested', order: view(order), request })
      }
      case '/refund-requests': {
        const rows = this.refundRequests.filter((r) => q.status === undefined || r.status === q.status)
        return ok({
          list: rows.slice((page - 1) * pageSize, page * pageSize),
          total: rows.length,
          page,
          pageSize,
          approvalFen: this.approvalFen,
        })
      }
      case '/refund-requests/approve':
      case '/refund-requests/reject': {
        const request = this.refundRequests.find((r) => r.id === body.id)
        if (!request) return fail(40004, '退款申请不存在')
        if (request.status !== 'requested') return fail(40000, '该退款申请已处理')
        const approve = call.path.endsWith('approve')
        if (approve && request.requestedById === me.id) return fail(40000, '不能审批自己提交的退款申请')
        Object.assign(request, {
          status: approve ? 'approved' : 'rejected',
          decidedBy: me.name,
          decidedById: me.id,
          decidedAt: Date.UTC(2026, 10, 4),
          decisionReason: String(body.reason),
        })
        const order = find(request.orderNo)
        if (!approve || !order) return ok({ request })
        refund(order, request.reason)
        return ok({ order: view(order), request })
      }
      case '/reconciliation':
        return ok({ ...this.reconciliation, approvalFen: this.approvalFen })
      case '/reconciliation/resolve': {
        const line = this.reconciliation.paidWithoutUnlock.find((r) => r.orderNo === body.orderNo)
        if (body.action !== 'unlock' || !line) return ok({ changed: [] })
        this.reconciliation.paidWithoutUnlock = this.reconciliation.paidWithoutUnlock.filter((r) => r !== line)
        return ok({ changed: [line.orderNo] })
      }
      case '/revenue/daily': {
        const rows = this.revenue.filter((r) => r.day >= q.from && r.day <= q.to)
        const sum = (k: 'paidCount' | 'paidFen' | 'refundedFen' | 'netFen') => rows.reduce((n, r) => n + r[k], 0)
        return ok({
          rows,
          totals: { paidCount: sum('paidCount'), paidFen: sum('paidFen'), refundedFen: sum('refundedFen'), netFen: sum('netFen') },
        })
      }
      default:
        return fail(40004, '接口不存在')
    }
  }

  /** 玩家 and pii/unmask: admin, finance and support read; admin and support end a player's sessions. */
  private handlePlayers(call: Call, role: Role): Reply {
    const ok = (data: unknown): Reply => ({ code: 200, msg: 'ok', data })
    const fail = (code: number, msg: string): Reply => ({ code, msg, data: null })
    if (!['admin', 'finance', 'support'].includes(role)) return fail(40003, '无权操作')
    const uid = String(call.body?.uid ?? call.body?.objectId ?? call.query.uid ?? '')
    const player = this.players.find((p) => p.uid === uid)
    switch (call.path) {
      case '/players/search': {
        const q = String(call.body?.q ?? '').trim()
        if (!/^[0-9A-Za-z_+\s-]+$/.test(q)) return fail(40000, '请输入手机号、UID、邀请码或报告编号')
        const found = this.players.filter((p) => p.uid === q.toLowerCase() || this.fullPhones[p.uid] === q.replace(/[\s-]/g, ''))
        return ok({
          list: found.map((p) => ({
            uid: p.uid,
            nickname: p.nickname,
            phone: p.phone,
            createdAt: p.createdAt,
            deleted: false,
            matchedBy: 'phone',
          })),
        })
      }
      case '/pii/unmask':
        if (!player) return fail(40004, '用户不存在')
        this.audit.push({
          id: this.audit.length + 1,
          at: Date.now(),
          operatorId: this.sessionOperatorId,
          actor: 'mock',
          ip: null,
          action: 'pii.unmask',
          objectType: 'user',
          objectId: uid,
          before: null,
          after: { field: 'phone' },
          reason: String(call.body?.reason),
        })
        return ok({ value: this.fullPhones[uid] })
      case '/players/revoke-sessions':
        if (role === 'finance') return fail(40003, '无权操作')
        if (!player) return fail(40004, '玩家不存在')
        player.liveSessions = 0
        return ok({ revoked: 2 })
      default:
    }
    if (!player) return fail(40004, '玩家不存在')
    if (call.path === '/players/profile') return ok(player)
    const section = call.path.slice('/players/'.length)
    const rows = this.playerRows[`${section}${section === 'helps' ? `-${call.query.direction}` : ''}:${uid}`] ?? []
    const page = Number(call.query.page ?? 1)
    const pageSize = Number(call.query.pageSize ?? 20)
    return ok({ list: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize })
  }

  /** Replaces global fetch with this API for the test file. */
  install(): void {
    const prefix = '/console/api'
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://console.test')
      if (!url.pathname.startsWith(prefix)) throw new TypeError(`unexpected fetch ${url.pathname}`)
      const headers = (init?.headers ?? {}) as Record<string, string>
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname.slice(prefix.length),
        query: Object.fromEntries(url.searchParams),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
        csrf: headers['x-csrf-token'] ?? null,
      }
      this.calls.push(call)
      const reply = this.handle(call)
      // Through JSON, as a real answer comes: the app never holds the mock's own objects.
      return { status: 200, json: async () => JSON.parse(JSON.stringify(reply)) as Reply } as Response
    }) as typeof fetch
  }
}
