/**
 * The console API as the app calls it: one typed function per endpoint of the console contract (issue 37; the
 * service's table is server/src/contract/console). Everything the app knows about the wire (prefix, envelope,
 * CSRF header, business codes) is here, so a change of the contract is a change of this file.
 */

export const CONSOLE_API_PREFIX = '/console/api'
/** Every non-GET call carries the token auth/login or auth/me gave this session. */
export const CSRF_HEADER = 'x-csrf-token'

export const ROLES = ['admin', 'finance', 'support', 'operations', 'analyst'] as const
export type Role = (typeof ROLES)[number]
export const ROLE_NAMES: Record<Role, string> = {
  admin: '管理员',
  finance: '财务',
  support: '客服',
  operations: '运营',
  analyst: '分析',
}

/** Business codes of the `{ code, msg, data }` envelope that the app acts on. */
export const ApiCode = {
  OK: 200,
  /** The request got no answer, or not one in the envelope (client-side only). */
  NETWORK: -1,
  BAD_PARAMETER: 40000,
  /** Role not allowed, or a stale CSRF token (then the message says to reload). */
  FORBIDDEN: 40003,
  NOT_LOGGED_IN: 40005,
  LOGIN_FAILED: 40006,
  TOTP_REQUIRED: 40007,
  LOGIN_LOCKED: 40008,
} as const

/** Rules the service checks too; the forms check them first so the operator hears about them at once. */
export const ConsoleRule = {
  PASSWORD_MIN: 10,
  PASSWORD_MAX: 128,
  NAME_PATTERN: /^[A-Za-z0-9._-]{2,32}$/,
  REASON_MIN: 2,
  TOTP_PATTERN: /^[0-9]{6}$/,
} as const

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError

/** The business code of a failure: an ApiError's, or the one a list error carries through Refine (data-provider.ts). */
export const errorCode = (e: unknown): number | undefined =>
  typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'number' ? (e as { code: number }).code : undefined

export const isCode = (e: unknown, code: number): boolean => errorCode(e) === code

// ---- Shapes (UTC milliseconds for times) ----

export interface SessionOperator {
  id: number
  name: string
  role: Role
  totpEnabled: boolean
  /** TOTP is required and not set up yet: only the auth endpoints answer until it is. */
  mustSetTotp: boolean
  /** Logged in with a one-time password: only the auth endpoints answer until it is changed. */
  mustChangePassword: boolean
}

export interface SessionData {
  operator: SessionOperator
  csrfToken: string
}

export interface LoginBody {
  name: string
  password: string
  totp?: string
}

export interface TotpSetupData {
  secret: string
  otpauthUrl: string
}

export interface Operator {
  id: number
  name: string
  role: Role
  disabled: boolean
  totpEnabled: boolean
  lastLoginAt: number | null
  createdAt: number
}

export interface OperatorUpdateBody {
  id: number
  role?: Role
  disabled?: boolean
}

export type JsonObject = Record<string, unknown>

export interface AuditRow {
  id: number
  at: number
  operatorId: number | null
  /** The operator's name, or `cli:NAME` for a command run on a server. */
  actor: string
  ip: string | null
  action: string
  objectType: string
  objectId: string | null
  before: JsonObject | null
  after: JsonObject | null
  reason: string | null
}

export interface AuditFilters {
  operatorId?: number
  objectType?: string
  objectId?: string
  /** Inclusive. */
  from?: number
  /** Exclusive. */
  to?: number
}

export interface Page<T> {
  list: T[]
  total: number
  page: number
  pageSize: number
}

export interface PiiUnmaskBody {
  objectType: 'user'
  objectId: string
  field: 'phone'
  reason: string
}

// ---- Transport ----

let csrfToken: string | null = null

/** The session's CSRF token, as auth/login or auth/me handed it out; null when logged out. */
export const setCsrfToken = (token: string | null): void => {
  csrfToken = token
}

type Query = Record<string, string | number | undefined>

function queryString(query: Query | undefined): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value))
  const text = params.toString()
  return text ? `?${text}` : ''
}

interface Envelope {
  code: number
  msg: string
  data: unknown
}

const isEnvelope = (v: unknown): v is Envelope =>
  typeof v === 'object' && v !== null && typeof (v as Envelope).code === 'number' && typeof (v as Envelope).msg === 'string'

/** One call: same-origin cookie, CSRF header on writes, the envelope unwrapped or thrown as an ApiError. */
async function call<T>(method: 'GET' | 'POST', path: string, body?: object, query?: Query): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (method !== 'GET') {
    headers['content-type'] = 'application/json'
    if (csrfToken) headers[CSRF_HEADER] = csrfToken
  }
  let response: Response
  try {
    response = await fetch(`${CONSOLE_API_PREFIX}${path}${queryString(query)}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    })
  } catch {
    throw new ApiError(ApiCode.NETWORK, '网络异常，请检查网络后重试')
  }
  let payload: unknown
  try {
    payload = await response.json()
  } catch {
    throw new ApiError(ApiCode.NETWORK, `服务暂时不可用（HTTP ${response.status}），请稍后重试`)
  }
  if (!isEnvelope(payload)) throw new ApiError(ApiCode.NETWORK, `服务返回了无法识别的内容（HTTP ${response.status}）`)
  if (payload.code !== ApiCode.OK) throw new ApiError(payload.code, payload.msg || '操作失败')
  return payload.data as T
}

/** A session answer also renews the CSRF token every later write carries. */
async function session(request: Promise<SessionData>): Promise<SessionData> {
  const data = await request
  setCsrfToken(data.csrfToken)
  return data
}

export const api = {
  login: (body: LoginBody) => session(call<SessionData>('POST', '/auth/login', body)),
  me: () => session(call<SessionData>('GET', '/auth/me')),
  logout: async () => {
    try {
      await call<null>('POST', '/auth/logout')
    } finally {
      setCsrfToken(null)
    }
  },
  changePassword: (body: { oldPassword: string; newPassword: string }) => call<null>('POST', '/auth/password', body),
  totpSetup: () => call<TotpSetupData>('POST', '/auth/totp/setup'),
  totpEnable: (code: string) => call<null>('POST', '/auth/totp/enable', { code }),

  operatorList: () => call<{ list: Operator[] }>('GET', '/operators'),
  operatorCreate: (body: { name: string; role: Role }) => call<{ operator: Operator; password: string }>('POST', '/operators/create', body),
  operatorUpdate: (body: OperatorUpdateBody) => call<{ operator: Operator }>('POST', '/operators/update', body),
  operatorResetPassword: (id: number) => call<{ password: string }>('POST', '/operators/reset-password', { id }),
  operatorResetTotp: (id: number) => call<null>('POST', '/operators/reset-totp', { id }),

  auditList: (filters: AuditFilters, page: number, pageSize: number) =>
    call<Page<AuditRow>>('GET', '/audit', undefined, { ...filters, page, pageSize }),

  piiUnmask: (body: PiiUnmaskBody) => call<{ value: string }>('POST', '/pii/unmask', body),
}
