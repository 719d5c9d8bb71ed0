/**
 * The operators' console API as plain values: its prefix, roles, business codes and endpoint table (method, path,
 * who may call). The service registers its console routes from this table (server/src/console/) and the console
 * app calls endpoints by name; the schemas for each name are in ./endpoints.ts. Imports nothing, so the console
 * app bundles it as it is.
 */
export const CONSOLE_API_PREFIX = '/console/api'

/** The session cookie's name and path: the browser sends it to the console only, never to the player API. */
export const CONSOLE_SESSION_COOKIE = 'console_sid'
export const CONSOLE_COOKIE_PATH = '/console'
/** The header every non-GET console call carries, with the token from auth/me or auth/login. */
export const CONSOLE_CSRF_HEADER = 'x-csrf-token'

export const CONSOLE_ROLES = ['admin', 'finance', 'support', 'operations', 'analyst'] as const
export type ConsoleRole = (typeof CONSOLE_ROLES)[number]

export const CONSOLE_ROLE_NAMES: Record<ConsoleRole, string> = {
  admin: '管理员',
  finance: '财务',
  support: '客服',
  operations: '运营',
  analyst: '分析',
}

export const isConsoleRole = (value: string): value is ConsoleRole => (CONSOLE_ROLES as readonly string[]).includes(value)

/**
 * Codes the console adds to the shared ones (40000 bad parameter, 40003 not allowed, 40005 not logged in, 42900 too
 * many requests): the player app never sees them.
 */
export const ConsoleCode = {
  LOGIN_FAILED: 40006,
  TOTP_REQUIRED: 40007,
  LOGIN_LOCKED: 40008,
} as const
export type ConsoleCodeValue = (typeof ConsoleCode)[keyof typeof ConsoleCode]

export const consoleMessages: Record<ConsoleCodeValue, string> = {
  40006: '账号或密码错误',
  40007: '请输入动态验证码',
  40008: '登录失败次数过多，请稍后再试',
}

/** Fixed texts of the console's refusals, which its app may show as they are. */
export const ConsoleText = {
  CSRF_FAILED: '页面已过期，请刷新后重试',
  IP_NOT_ALLOWED: '当前网络不允许访问管理后台',
  MUST_CHANGE_PASSWORD: '请先修改初始密码',
  MUST_SET_TOTP: '请先设置动态验证码',
  /** N: whole minutes until the lock ends. */
  locked: (minutes: number) => `登录失败次数过多，请 ${minutes} 分钟后再试`,
} as const

/** Rules both halves check. */
export const ConsoleRule = {
  PASSWORD_MIN: 10,
  PASSWORD_MAX: 128,
  /** Operator names: letters, digits, dot, dash and underscore. */
  NAME_PATTERN: '^[A-Za-z0-9._-]{2,32}$',
  /** Dynamic codes: six digits. */
  TOTP_PATTERN: '^[0-9]{6}$',
  REASON_MIN: 2,
  REASON_MAX: 200,
  /** Failed logins per operator name that lock it, within the window, and how long the lock lasts. */
  LOCK_AFTER_FAILURES: 5,
  LOCK_WINDOW_MINUTES: 15,
  LOCK_MINUTES: 15,
} as const

export type ConsoleMethod = 'GET' | 'POST'

/**
 * Who may call an endpoint: `public` anyone (login), `any` every logged-in operator, or the roles listed. Checked
 * by one guard in the service; the console app hides what a role may not use.
 */
export type ConsoleAccess = 'public' | 'any' | readonly ConsoleRole[]

export interface ConsoleEndpointDef {
  readonly method: ConsoleMethod
  readonly path: string
  readonly roles: ConsoleAccess
}

const post = (path: string, roles: ConsoleAccess) => ({ method: 'POST', path, roles }) as const
const get = (path: string, roles: ConsoleAccess) => ({ method: 'GET', path, roles }) as const

const ADMIN = ['admin'] as const
/** Who may see a player's personal data in full, each time with a reason. */
const PII_READERS = ['admin', 'finance', 'support'] as const
/** Who moves money: refunds, their approval, reconciliation and revenue. */
const MONEY = ['admin', 'finance'] as const
/** Who may look orders up: support answers players' payment questions, and changes nothing. */
const ORDER_READERS = ['admin', 'finance', 'support'] as const
/** Who grants and revokes coupons; the capped roles only up to SUPPORT_COUPON_DAILY_CAP coupons a Beijing day. */
export const COUPON_DESK_ROLES = ['admin', 'finance', 'support'] as const
export const COUPON_CAPPED_ROLES: readonly ConsoleRole[] = ['support']
/** Who answers players' feedback. */
export const FEEDBACK_DESK_ROLES = ['admin', 'support'] as const
/** Who writes the information articles (资讯): content is operations' work. */
export const ARTICLE_DESK_ROLES = ['admin', 'operations'] as const
/** Who edits what players see on the home page and where they download the app or reach support. */
export const CONTENT_ROLES = ['admin', 'operations'] as const
/** Who ships prizes and pays red packets again: they see delivery addresses in full, since shipping needs them. */
const PRIZE_DESK_ROLES = ['admin', 'operations'] as const
/**
 * 数据看板: analysts' work (and admin's). Finance reads money on its own pages (日收入, 对账) from the same ledger; the
 * dashboard's visitor, funnel and queue figures are not its work.
 */
export const DASHBOARD_ROLES = ['admin', 'analyst'] as const
/** The longest span the dashboard reads at once, in Beijing days (a quarter: the charts stay legible). */
export const DASHBOARD_MAX_DAYS = 92
// 价格与规则 (issue 38 point 3)
/** Who sees the prices, rules and campaigns: every role but support (the order list tells support what was paid). */
export const PRICING_READERS = ['admin', 'finance', 'operations', 'analyst'] as const
/** Who sets unlock prices and runs price campaigns: money is finance's. */
export const PRICE_ROLES = ['admin', 'finance'] as const
/** Who sets the growth levers (friends' helps per unlock, daily quotas): operations runs growth. */
export const RULE_ROLES = ['admin', 'operations'] as const
/**
 * Who runs tasks, love value and draw activities: operations' work (and admin's). Both may also override a running
 * activity's odds, each time with a reason in the audit trail.
 */
export const ACTIVITY_ROLES = ['admin', 'operations'] as const

// 市场数据与模型 (issue 38 point 4)
/**
 * Who works on market data and models: analysts (accuracy is their work) and admins. Promotion and rollback change
 * every valuation players get: admins only.
 */
export const MODEL_ROLES = ['admin', 'analyst'] as const

export const ConsoleEndpoint = {
  // 登录与账号
  login: post('/auth/login', 'public'),
  me: get('/auth/me', 'any'),
  logout: post('/auth/logout', 'any'),
  changePassword: post('/auth/password', 'any'),
  totpSetup: post('/auth/totp/setup', 'any'),
  totpEnable: post('/auth/totp/enable', 'any'),
  // 操作员
  operatorList: get('/operators', ADMIN),
  operatorCreate: post('/operators/create', ADMIN),
  operatorUpdate: post('/operators/update', ADMIN),
  operatorResetPassword: post('/operators/reset-password', ADMIN),
  operatorResetTotp: post('/operators/reset-totp', ADMIN),
  // 审计日志
  auditList: get('/audit', ADMIN),
  // 个人信息
  piiUnmask: post('/pii/unmask', PII_READERS),
  // 订单与资金
  orderList: get('/orders', ORDER_READERS),
  orderDetail: get('/orders/detail', ORDER_READERS),
  orderRefund: post('/orders/refund', MONEY),
  refundRequestList: get('/refund-requests', MONEY),
  refundApprove: post('/refund-requests/approve', MONEY),
  refundReject: post('/refund-requests/reject', MONEY),
  reconciliation: get('/reconciliation', MONEY),
  reconciliationResolve: post('/reconciliation/resolve', MONEY),
  revenueDaily: get('/revenue/daily', MONEY),
  // 玩家（只读的个人数据与 PII_READERS 相同；退出全部登录：管理员、客服）
  // A phone number never travels in a URL (access logs, proxies, history): the lookup is a POST.
  playerSearch: post('/players/search', PII_READERS),
  playerProfile: get('/players/profile', PII_READERS),
  playerSessions: get('/players/sessions', PII_READERS),
  playerReports: get('/players/reports', PII_READERS),
  playerOrders: get('/players/orders', PII_READERS),
  playerCoupons: get('/players/coupons', PII_READERS),
  playerLove: get('/players/love', PII_READERS),
  playerHelps: get('/players/helps', PII_READERS),
  playerInvitations: get('/players/invitations', PII_READERS),
  playerPrizes: get('/players/prizes', PII_READERS),
  playerFeedback: get('/players/feedback', PII_READERS),
  playerRevokeSessions: post('/players/revoke-sessions', ['admin', 'support']),
  // 优惠券
  couponCheck: post('/coupons/check', COUPON_DESK_ROLES),
  couponGrant: post('/coupons/grant', COUPON_DESK_ROLES),
  couponLedger: get('/coupons/ledger', COUPON_DESK_ROLES),
  couponRevoke: post('/coupons/revoke', COUPON_DESK_ROLES),
  // 用户反馈
  feedbackList: get('/feedback', FEEDBACK_DESK_ROLES),
  feedbackDetail: get('/feedback/detail', FEEDBACK_DESK_ROLES),
  feedbackAssignees: get('/feedback/assignees', FEEDBACK_DESK_ROLES),
  feedbackReply: post('/feedback/reply', FEEDBACK_DESK_ROLES),
  feedbackClose: post('/feedback/close', FEEDBACK_DESK_ROLES),
  feedbackReopen: post('/feedback/reopen', FEEDBACK_DESK_ROLES),
  feedbackAssign: post('/feedback/assign', FEEDBACK_DESK_ROLES),
  // 资讯文章
  articleList: get('/articles', ARTICLE_DESK_ROLES),
  articleDetail: get('/articles/detail', ARTICLE_DESK_ROLES),
  articleCreate: post('/articles/create', ARTICLE_DESK_ROLES),
  articleUpdate: post('/articles/update', ARTICLE_DESK_ROLES),
  articlePublish: post('/articles/publish', ARTICLE_DESK_ROLES),
  articleWithdraw: post('/articles/withdraw', ARTICLE_DESK_ROLES),
  articlePreview: post('/articles/preview', ARTICLE_DESK_ROLES),
  // 首页与内容
  contentBanners: get('/content/banners', CONTENT_ROLES),
  contentBannerCreate: post('/content/banners/create', CONTENT_ROLES),
  contentBannerUpdate: post('/content/banners/update', CONTENT_ROLES),
  contentBannerDisable: post('/content/banners/disable', CONTENT_ROLES),
  contentBannerReorder: post('/content/banners/reorder', CONTENT_ROLES),
  contentBannerImage: post('/content/banners/image', CONTENT_ROLES),
  contentHomeTexts: get('/content/home-texts', CONTENT_ROLES),
  contentSloganUpdate: post('/content/home-texts/slogan', CONTENT_ROLES),
  contentFeaturesUpdate: post('/content/home-texts/features', CONTENT_ROLES),
  contentAppLinks: get('/content/app-links', CONTENT_ROLES),
  contentDownloadUpdate: post('/content/app-links/download', CONTENT_ROLES),
  contentSupportUpdate: post('/content/app-links/support', CONTENT_ROLES),
  // 奖品发放
  prizeList: get('/prizes', PRIZE_DESK_ROLES),
  prizeActivities: get('/prizes/activities', PRIZE_DESK_ROLES),
  prizeDetail: get('/prizes/detail', PRIZE_DESK_ROLES),
  prizeShip: post('/prizes/ship', PRIZE_DESK_ROLES),
  prizeRetryPayout: post('/prizes/retry-payout', PRIZE_DESK_ROLES),
  // 数据看板
  dashboard: get('/dashboard', DASHBOARD_ROLES),
  // 价格与规则
  pricingRules: get('/pricing', PRICING_READERS),
  pricingPricesUpdate: post('/pricing/prices', PRICE_ROLES),
  pricingHelpUpdate: post('/pricing/help-required', RULE_ROLES),
  pricingQuotasUpdate: post('/pricing/quotas', RULE_ROLES),
  campaignList: get('/pricing/campaigns', PRICING_READERS),
  campaignCreate: post('/pricing/campaigns/create', PRICE_ROLES),
  campaignEnd: post('/pricing/campaigns/end', PRICE_ROLES),
  // 任务与爱心值 (a phone number never travels in a URL: the player lookup is a POST)
  taskList: get('/tasks', ACTIVITY_ROLES),
  taskCreate: post('/tasks/create', ACTIVITY_ROLES),
  taskUpdate: post('/tasks/update', ACTIVITY_ROLES),
  taskReorder: post('/tasks/reorder', ACTIVITY_ROLES),
  loveRates: get('/love/rates', ACTIVITY_ROLES),
  loveRatesUpdate: post('/love/rates/update', ACTIVITY_ROLES),
  lovePlayer: post('/love/player', ACTIVITY_ROLES),
  loveAdjust: post('/love/adjust', ACTIVITY_ROLES),
  // 抽奖活动
  activityList: get('/activities', ACTIVITY_ROLES),
  activityDetail: get('/activities/detail', ACTIVITY_ROLES),
  activityCreate: post('/activities/create', ACTIVITY_ROLES),
  activityUpdate: post('/activities/update', ACTIVITY_ROLES),
  activityPrizeCreate: post('/activities/prizes/create', ACTIVITY_ROLES),
  activityPrizeUpdate: post('/activities/prizes/update', ACTIVITY_ROLES),
  // 市场数据与模型
  modelMarketCheck: post('/models/market/check', MODEL_ROLES),
  modelMarketImport: post('/models/market/import', MODEL_ROLES),
  modelOverview: get('/models', MODEL_ROLES),
  modelHistory: get('/models/history', MODEL_ROLES),
  modelRetrain: post('/models/retrain', MODEL_ROLES),
  modelRun: get('/models/runs', MODEL_ROLES),
  modelPromote: post('/models/promote', ADMIN),
  modelRollback: post('/models/rollback', ADMIN),
  modelDrift: get('/models/drift', MODEL_ROLES),
  modelDriftCheck: post('/models/drift/check', MODEL_ROLES),
} as const satisfies Record<string, ConsoleEndpointDef>

export type ConsoleEndpointName = keyof typeof ConsoleEndpoint

export const consoleEndpointUrl = (name: ConsoleEndpointName): string => CONSOLE_API_PREFIX + ConsoleEndpoint[name].path

/** Whether `role` may call an endpoint (a logged-in operator; `public` endpoints need no session at all). */
export function roleMayCall(access: ConsoleAccess, role: ConsoleRole): boolean {
  return access === 'public' || access === 'any' || access.includes(role)
}

/** Endpoints an operator may call before changing a one-time password or setting up a required TOTP. */
export const CONSOLE_SETUP_ENDPOINTS: readonly ConsoleEndpointName[] = ['me', 'logout', 'changePassword', 'totpSetup', 'totpEnable']
