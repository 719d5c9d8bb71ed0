import type { BaseRecord, CrudFilter, DataProvider, GetListResponse, HttpError } from '@refinedev/core'
import { api, ApiCode, callEndpoint, isApiError, type AuditFilters, type OrderFilters, type PlayerSectionName, type QueryOf } from './api'

/**
 * A failed list call as Refine passes errors on: the service's message, and its business code both as `code` (which
 * authProvider.onError reads: 40005 leads to the login page) and as the `statusCode` Refine's notification names.
 */
function toHttpError(e: unknown): HttpError & { code: number } {
  if (!isApiError(e)) return { message: '操作失败，请稍后重试', statusCode: ApiCode.NETWORK, code: ApiCode.NETWORK }
  return { message: e.message, statusCode: e.code, code: e.code }
}

const fieldValue = (filters: CrudFilter[], field: string, operator: string): unknown => {
  for (const f of filters) if ('field' in f && f.field === field && f.operator === operator) return f.value
  return undefined
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined)
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)

/** The audit page's filters as the API takes them: `at` from (inclusive) and to (exclusive), in UTC ms. */
export function auditFilters(filters: CrudFilter[]): AuditFilters {
  return {
    operatorId: num(fieldValue(filters, 'operatorId', 'eq')),
    objectType: text(fieldValue(filters, 'objectType', 'eq')),
    objectId: text(fieldValue(filters, 'objectId', 'eq')),
    from: num(fieldValue(filters, 'at', 'gte')),
    to: num(fieldValue(filters, 'at', 'lt')),
  }
}

/** The order list's filters as the API takes them: `createdAt` from (inclusive) and to (exclusive), amounts in fen. */
export function orderFilters(filters: CrudFilter[]): OrderFilters {
  return {
    orderNo: text(fieldValue(filters, 'orderNo', 'eq')),
    uid: text(fieldValue(filters, 'uid', 'eq')),
    reportId: text(fieldValue(filters, 'reportId', 'eq')),
    status: text(fieldValue(filters, 'status', 'eq')) as OrderFilters['status'],
    provider: text(fieldValue(filters, 'provider', 'eq')) as OrderFilters['provider'],
    scene: num(fieldValue(filters, 'scene', 'eq')),
    from: num(fieldValue(filters, 'createdAt', 'gte')),
    to: num(fieldValue(filters, 'createdAt', 'lt')),
    minFen: num(fieldValue(filters, 'amountFen', 'gte')),
    maxFen: num(fieldValue(filters, 'amountFen', 'lte')),
  }
}

/**
 * 券台账's and the feedback inbox's filters as the API takes them (`at` is the time span). Choices come from the pages'
 * own selects; the service checks every value again (40000).
 */
export function couponLedgerFilters(filters: CrudFilter[]): Omit<QueryOf<'couponLedger'>, 'page' | 'pageSize'> {
  return {
    player: text(fieldValue(filters, 'player', 'eq')),
    couponId: num(fieldValue(filters, 'couponId', 'eq')),
    kind: text(fieldValue(filters, 'kind', 'eq')) as QueryOf<'couponLedger'>['kind'],
    from: num(fieldValue(filters, 'at', 'gte')),
    to: num(fieldValue(filters, 'at', 'lt')),
  }
}

export function feedbackInboxFilters(filters: CrudFilter[]): Omit<QueryOf<'feedbackList'>, 'page' | 'pageSize'> {
  const status = num(fieldValue(filters, 'status', 'eq'))
  return {
    status: status === undefined ? undefined : (String(status) as QueryOf<'feedbackList'>['status']),
    type: text(fieldValue(filters, 'type', 'eq')) as QueryOf<'feedbackList'>['type'],
    assigned: text(fieldValue(filters, 'assigned', 'eq')) as QueryOf<'feedbackList'>['assigned'],
  }
}

/** 资讯文章's filters as the API takes them; the service checks every value again (40000). */
export function articleFilters(filters: CrudFilter[]): Omit<QueryOf<'articleList'>, 'page' | 'pageSize'> {
  return {
    status: text(fieldValue(filters, 'status', 'eq')) as QueryOf<'articleList'>['status'],
    category: text(fieldValue(filters, 'category', 'eq')) as QueryOf<'articleList'>['category'],
    q: text(fieldValue(filters, 'q', 'eq')),
  }
}

/** 奖品发放's filters as the API takes them (`createdAt` is the span of winning days). */
export function prizeListFilters(filters: CrudFilter[]): Omit<QueryOf<'prizeList'>, 'page' | 'pageSize'> {
  const choice = (field: string) => {
    const v = num(fieldValue(filters, field, 'eq'))
    return v === undefined ? undefined : String(v)
  }
  return {
    activityId: text(fieldValue(filters, 'activityId', 'eq')),
    prizeType: choice('prizeType') as QueryOf<'prizeList'>['prizeType'],
    state: choice('state') as QueryOf<'prizeList'>['state'],
    uid: text(fieldValue(filters, 'uid', 'eq')),
    from: num(fieldValue(filters, 'createdAt', 'gte')),
    to: num(fieldValue(filters, 'createdAt', 'lt')),
  }
}

type Lister = (params: { filters: CrudFilter[]; page: number; pageSize: number }) => Promise<GetListResponse>

/** A section of the player page: the player's uid is the list's permanent `uid` filter. */
const playerSection =
  (name: PlayerSectionName): Lister =>
  async ({ filters, page, pageSize }) => {
    const result = await api.playerSection(name, text(fieldValue(filters, 'uid', 'eq')) ?? '', page, pageSize)
    return { data: result.list, total: result.total }
  }

/** Helps given or received: the direction is the list's other permanent filter. */
const playerHelps: Lister = async ({ filters, page, pageSize }) => {
  const direction = fieldValue(filters, 'direction', 'eq') === 'given' ? 'given' : 'received'
  const result = await api.playerHelps(text(fieldValue(filters, 'uid', 'eq')) ?? '', direction, page, pageSize)
  return { data: result.list, total: result.total }
}

/** The lists Refine's tables read; each is one call of the console API. */
const listers: Record<string, Lister> = {
  operators: async () => {
    const { list } = await api.operatorList()
    return { data: list, total: list.length }
  },
  audit: async ({ filters, page, pageSize }) => {
    const result = await api.auditList(auditFilters(filters), page, pageSize)
    return { data: result.list, total: result.total }
  },
  orders: async ({ filters, page, pageSize }) => {
    const result = await api.orderList(orderFilters(filters), page, pageSize)
    return { data: result.list, total: result.total }
  },
  // 玩家
  'player-search': async ({ filters }) => {
    const { list } = await api.playerSearch(text(fieldValue(filters, 'q', 'eq')) ?? '')
    return { data: list, total: list.length }
  },
  'player-sessions': playerSection('playerSessions'),
  'player-reports': playerSection('playerReports'),
  'player-orders': playerSection('playerOrders'),
  'player-coupons': playerSection('playerCoupons'),
  'player-love': playerSection('playerLove'),
  'player-helps': playerHelps,
  'player-invitations': playerSection('playerInvitations'),
  'player-prizes': playerSection('playerPrizes'),
  'player-feedback': playerSection('playerFeedback'),
  couponLedger: async ({ filters, page, pageSize }) => {
    const result = await callEndpoint('couponLedger', { ...couponLedgerFilters(filters), page, pageSize })
    return { data: result.list, total: result.total }
  },
  feedback: async ({ filters, page, pageSize }) => {
    const result = await callEndpoint('feedbackList', { ...feedbackInboxFilters(filters), page, pageSize })
    return { data: result.list, total: result.total }
  },
  articles: async ({ filters, page, pageSize }) => {
    const result = await callEndpoint('articleList', { ...articleFilters(filters), page, pageSize })
    return { data: result.list, total: result.total }
  },
  prizes: async ({ filters, page, pageSize }) => {
    const result = await callEndpoint('prizeList', { ...prizeListFilters(filters), page, pageSize })
    return { data: result.list, total: result.total }
  },
}

const unsupported = (what: string) => () => Promise.reject<never>({ message: `${what}不受支持`, statusCode: 400 })

/**
 * Refine's data provider for the console's list pages. Writes are actions with their own endpoints (create an
 * operator, reset a password), called through the API module, not generic create/update/delete.
 */
export const dataProvider: DataProvider = {
  getApiUrl: () => '/console/api',
  getList: async <TData extends BaseRecord = BaseRecord>({
    resource,
    pagination,
    filters,
  }: Parameters<DataProvider['getList']>[0]): Promise<GetListResponse<TData>> => {
    const lister = listers[resource]
    if (!lister) throw { message: `未知的列表：${resource}`, statusCode: 404 }
    try {
      const result = await lister({ filters: filters ?? [], page: pagination?.currentPage ?? 1, pageSize: pagination?.pageSize ?? 20 })
      return result as GetListResponse<TData>
    } catch (e) {
      throw toHttpError(e)
    }
  },
  getOne: unsupported('读取单条'),
  create: unsupported('新建'),
  update: unsupported('修改'),
  deleteOne: unsupported('删除'),
}
