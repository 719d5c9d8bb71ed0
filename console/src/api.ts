/**
 * The console API as the app calls it: one typed function per endpoint of the console contract (issue 37). The
 * prefix, paths, roles, rules and every body, query and answer type come from the service's contract
 * (server/src/contract/console): values as they are, schemas as types only, so the bundle carries no TypeBox.
 * What the app adds is the transport: the envelope, the CSRF header, and the codes it acts on.
 */
import type {
  AuditRow,
  ConsoleEndpointBody,
  ConsoleEndpointData,
  ConsoleEndpointQuery,
  ConsoleLoginBody,
  LedgerRow,
  NotifyRow,
  Operator,
  OperatorUpdateBody,
  OrderDetailData,
  OrderListRow,
  OrderRefundData,
  OrderView,
  PiiUnmaskBody,
  PlayerRef,
  ReconciliationData,
  RefundRequestRow,
  RevenueRow,
  SessionOperator,
} from '../../server/src/contract/console'
import {
  CONSOLE_API_PREFIX,
  CONSOLE_CSRF_HEADER,
  CONSOLE_ROLE_NAMES,
  CONSOLE_ROLES,
  ConsoleCode,
  ConsoleEndpoint,
  ConsoleRule as ContractRule,
  roleMayCall,
  type ConsoleAccess,
  type ConsoleEndpointName,
  type ConsoleRole,
} from '../../server/src/contract/console/values'
import type { OrderStatus, OrderProvider, RefundRequestStatus, Resolution } from '../../server/src/contract/console/orders-values'

export { CONSOLE_API_PREFIX }
// 玩家: the player page's rows, as the contract names them.
export type * from '../../server/src/contract/console/players'
// 数据看板
export type { AccuracyPoint, DashboardData, DashboardMetric, JobQueueRow } from '../../server/src/contract/console/dashboard'
export type { AuditRow, Operator, OperatorUpdateBody, PiiUnmaskBody, SessionOperator }
export type {
  LedgerRow,
  NotifyRow,
  OrderDetailData,
  OrderListRow,
  OrderRefundData,
  OrderView,
  PlayerRef,
  ReconciliationData,
  RefundRequestRow,
  RevenueRow,
}
export type { OrderProvider, OrderStatus, RefundRequestStatus, Resolution }
export {
  NOTIFY_OUTCOME_NAMES,
  NOTIFY_REASON_NAMES,
  NOTIFY_STATE_NAMES,
  ORDER_PROVIDER_NAMES,
  ORDER_PROVIDERS,
  ORDER_SCENE_NAMES,
  ORDER_SCENES,
  ORDER_STATUS_NAMES,
  ORDER_STATUSES,
  OrderRule,
  REFUND_REQUEST_STATUS_NAMES,
  REFUND_STATE_NAMES,
  RESOLUTION_NAMES,
} from '../../server/src/contract/console/orders-values'
export type LoginBody = ConsoleLoginBody
export type SessionData = ConsoleEndpointData<'me'>
export type JsonObject = Record<string, unknown>

export const CSRF_HEADER = CONSOLE_CSRF_HEADER
export { ConsoleEndpoint, roleMayCall, type ConsoleAccess, type ConsoleEndpointName }
export { DASHBOARD_MAX_DAYS } from '../../server/src/contract/console/values'
export const ROLES = CONSOLE_ROLES
export type Role = ConsoleRole
export const ROLE_NAMES = CONSOLE_ROLE_NAMES

/** Business codes of the `{ code, msg, data }` envelope that the app acts on. */
export const ApiCode = {
  OK: 200,
  /** The request got no answer, or not one in the envelope (client-side only). */
  NETWORK: -1,
  BAD_PARAMETER: 40000,
  /** Role not allowed, or a stale CSRF token (then the message says to reload). */
  FORBIDDEN: 40003,
  NOT_FOUND: 40004,
  NOT_LOGGED_IN: 40005,
  ...ConsoleCode,
} as const

/** The service's rules, as the forms check them first so the operator hears about them at once. */
export const ConsoleRule = {
  ...ContractRule,
  NAME_PATTERN: new RegExp(ContractRule.NAME_PATTERN),
  TOTP_PATTERN: new RegExp(ContractRule.TOTP_PATTERN),
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

/** A GET endpoint's filters as the app holds them: numbers may stay numbers, the query string makes them text. */
export type QueryOf<N extends ConsoleEndpointName> = {
  [K in keyof ConsoleEndpointQuery<N>]?: ConsoleEndpointQuery<N>[K] | number
}
export type AuditFilters = Omit<QueryOf<'auditList'>, 'page' | 'pageSize'>
export type OrderFilters = Omit<QueryOf<'orderList'>, 'page' | 'pageSize'>

/** Whether the role may call the endpoint, as the service's table says (to hide what would be refused). */
export const mayCall = (role: Role | undefined, name: ConsoleEndpointName): boolean =>
  role !== undefined && roleMayCall(ConsoleEndpoint[name].roles, role)

/** The player page's paged sections, each one endpoint taking the player's uid and a page. */
export type PlayerSectionName =
  | 'playerSessions'
  | 'playerReports'
  | 'playerOrders'
  | 'playerCoupons'
  | 'playerLove'
  | 'playerInvitations'
  | 'playerPrizes'
  | 'playerFeedback'

// ---- Transport ----

let csrfToken: string | null = null

/** The session's CSRF token, as auth/login or auth/me handed it out; null when logged out. */
export const setCsrfToken = (token: string | null): void => {
  csrfToken = token
}

function queryString(query: object | undefined): string {
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

type Input<N extends ConsoleEndpointName> = (typeof ConsoleEndpoint)[N]['method'] extends 'GET' ? QueryOf<N> : ConsoleEndpointBody<N>

/**
 * One call of a named endpoint: same-origin cookie, CSRF header on writes, the envelope unwrapped or thrown as an
 * ApiError.
 */
export async function callEndpoint<N extends ConsoleEndpointName>(name: N, input?: Input<N>): Promise<ConsoleEndpointData<N>> {
  const { method, path } = ConsoleEndpoint[name]
  const headers: Record<string, string> = { accept: 'application/json' }
  if (method !== 'GET') {
    headers['content-type'] = 'application/json'
    if (csrfToken) headers[CSRF_HEADER] = csrfToken
  }
  let response: Response
  try {
    response = await fetch(`${CONSOLE_API_PREFIX}${path}${method === 'GET' ? queryString(input ?? undefined) : ''}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: method === 'GET' ? undefined : JSON.stringify(input ?? {}),
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
  return payload.data as ConsoleEndpointData<N>
}

/** A session answer also renews the CSRF token every later write carries. */
async function session(request: Promise<SessionData>): Promise<SessionData> {
  const data = await request
  setCsrfToken(data.csrfToken)
  return data
}

export const api = {
  login: (body: LoginBody) => session(callEndpoint('login', body)),
  me: () => session(callEndpoint('me')),
  logout: async () => {
    try {
      await callEndpoint('logout', {})
    } finally {
      setCsrfToken(null)
    }
  },
  changePassword: (body: ConsoleEndpointBody<'changePassword'>) => callEndpoint('changePassword', body),
  totpSetup: () => callEndpoint('totpSetup', {}),
  totpEnable: (code: string) => callEndpoint('totpEnable', { code }),

  operatorList: () => callEndpoint('operatorList'),
  operatorCreate: (body: ConsoleEndpointBody<'operatorCreate'>) => callEndpoint('operatorCreate', body),
  operatorUpdate: (body: OperatorUpdateBody) => callEndpoint('operatorUpdate', body),
  operatorResetPassword: (id: number) => callEndpoint('operatorResetPassword', { id }),
  operatorResetTotp: (id: number) => callEndpoint('operatorResetTotp', { id }),

  auditList: (filters: AuditFilters, page: number, pageSize: number) => callEndpoint('auditList', { ...filters, page, pageSize }),

  piiUnmask: (body: PiiUnmaskBody) => callEndpoint('piiUnmask', body),

  orderList: (filters: OrderFilters, page: number, pageSize: number) => callEndpoint('orderList', { ...filters, page, pageSize }),
  orderDetail: (orderNo: string) => callEndpoint('orderDetail', { orderNo }),
  orderRefund: (orderNo: string, reason: string) => callEndpoint('orderRefund', { orderNo, reason }),
  refundRequestList: (status: RefundRequestStatus | undefined, page: number, pageSize: number) =>
    callEndpoint('refundRequestList', { status, page, pageSize }),
  refundApprove: (id: number, reason: string) => callEndpoint('refundApprove', { id, reason }),
  refundReject: (id: number, reason: string) => callEndpoint('refundReject', { id, reason }),
  reconciliation: () => callEndpoint('reconciliation'),
  reconciliationResolve: (body: ConsoleEndpointBody<'reconciliationResolve'>) => callEndpoint('reconciliationResolve', body),
  revenueDaily: (from: string, to: string) => callEndpoint('revenueDaily', { from, to }),
  playerSearch: (q: string) => callEndpoint('playerSearch', { q }),
  playerProfile: (uid: string) => callEndpoint('playerProfile', { uid }),
  playerSection: <N extends PlayerSectionName>(name: N, uid: string, page: number, pageSize: number) =>
    callEndpoint(name, { uid, page, pageSize } as Input<N>),
  playerHelps: (uid: string, direction: 'given' | 'received', page: number, pageSize: number) =>
    callEndpoint('playerHelps', { uid, direction, page, pageSize }),
  playerRevokeSessions: (uid: string, reason: string) => callEndpoint('playerRevokeSessions', { uid, reason }),
}
