import type { AccessControlProvider } from '@refinedev/core'
import { ConsoleEndpoint, roleMayCall, type ConsoleAccess, type Role } from '../api'
import { currentOperator } from './session'

/** Who sees each console page. The service checks every call again; this only keeps the menu to what answers. */
const PAGE_ROLES: Record<string, ConsoleAccess> = {
  home: 'any',
  operators: ['admin'],
  audit: ['admin'],
  coupons: ConsoleEndpoint.couponLedger.roles,
  feedback: ConsoleEndpoint.feedbackList.roles,
  articles: ConsoleEndpoint.articleList.roles,
  prizes: ConsoleEndpoint.prizeList.roles,
  password: 'any',
  // 订单与资金: each page opens for whoever may call the endpoint it reads.
  money: ConsoleEndpoint.orderList.roles,
  orders: ConsoleEndpoint.orderList.roles,
  'refund-requests': ConsoleEndpoint.refundRequestList.roles,
  reconciliation: ConsoleEndpoint.reconciliation.roles,
  revenue: ConsoleEndpoint.revenueDaily.roles,
  // Personal data: the roles the lookup answers (analyst and operations see none).
  players: ConsoleEndpoint.playerSearch.roles,
  // 内容: operations' work (and admin's); the others read nothing here.
  content: ConsoleEndpoint.contentBanners.roles,
  'content-banners': ConsoleEndpoint.contentBanners.roles,
  'content-home-texts': ConsoleEndpoint.contentHomeTexts.roles,
  'content-app-links': ConsoleEndpoint.contentAppLinks.roles,
  // 数据看板: analysts' page (and admin's).
  dashboard: ConsoleEndpoint.dashboard.roles,
  // 价格与规则: readers see every setting; the edit buttons follow each setting's own roles.
  pricing: ConsoleEndpoint.pricingRules.roles,
  // 活动运营: operations' work (and admin's).
  campaigns: ConsoleEndpoint.taskList.roles,
  tasks: ConsoleEndpoint.taskList.roles,
  love: ConsoleEndpoint.loveRates.roles,
  activities: ConsoleEndpoint.activityList.roles,
  // 市场数据与模型: analysts' work (and admin's)
  'market-models': ConsoleEndpoint.modelOverview.roles,
  market: ConsoleEndpoint.modelMarketCheck.roles,
  models: ConsoleEndpoint.modelOverview.roles,
}

export function roleMaySee(role: Role | undefined, resource: string | undefined): boolean {
  if (!role || !resource) return false
  const allowed = PAGE_ROLES[resource]
  return allowed !== undefined && roleMayCall(allowed, role)
}

export const NO_PERMISSION = '没有权限访问此页面'

export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource }) => {
    const allowed = roleMaySee(currentOperator()?.role, resource)
    return allowed ? { can: true } : { can: false, reason: NO_PERMISSION }
  },
  options: {
    buttons: { enableAccessControl: true, hideIfUnauthorized: true },
    // The answer depends on who is logged in, which changes without the query key changing.
    queryOptions: { staleTime: 0, gcTime: 0 },
  },
}
