/**
 * A small in-memory stand-in for the console API (the contract in /console/api), installed as `fetch`. It keeps
 * the rules the app depends on: the session, CSRF on writes, the TOTP step, roles, one-time passwords. Tests
 * only; the service's own tests prove the real thing.
 */
import type { AuditRow, Operator, Role, SessionOperator } from '../src/api'
import { MockSupportDesk } from './mock-support-desk'

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
  /** Answers to force for a path (code and message), once each, before the normal handling. */
  failNext = new Map<string, { code: number; msg: string }>()
  /** 优惠券 and 用户反馈 (mock-support-desk.ts). */
  support = new MockSupportDesk()
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
    const desk = this.support.handle(call, me)
    if (desk) return desk
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
      return { status: 200, json: async () => reply } as Response
    }) as typeof fetch
  }
}
