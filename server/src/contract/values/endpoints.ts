/**
 * Every endpoint of the API by name: method, path under API_PREFIX and who may call it. The service registers
 * its routes from this table (server/src/http/endpoint-route.ts) and the app's API layer calls endpoints by
 * name (src/api/endpoint.ts); the body and data schemas for each name are in ../endpoints.ts. Kept free of
 * TypeBox so the app bundles it as it is.
 */
export const API_PREFIX = '/app/v1'

export type EndpointMethod = 'GET' | 'POST'

/**
 * public: anyone; login: a valid access token (40002 / 40005 otherwise); session: a token that may have
 * expired but still names a live session (logout). `refresh` is public: it carries the refresh token itself.
 */
export type EndpointAccess = 'public' | 'login' | 'session'

export interface EndpointDef {
  readonly method: EndpointMethod
  readonly path: string
  readonly access: EndpointAccess
  /** multipart/form-data instead of a JSON body (uploads). */
  readonly multipart?: true
  /** In the spec and called by the app, not yet served: the issue that builds it. */
  readonly pending?: string
}

const post = (path: string, access: EndpointAccess, extra: Partial<EndpointDef> = {}) =>
  ({ method: 'POST', path, access, ...extra }) as const
const get = (path: string, access: EndpointAccess) => ({ method: 'GET', path, access }) as const

export const Endpoint = {
  // 登录与会话
  verifySend: post('/verify/send', 'public'),
  verifyLogin: post('/verify/login', 'public'),
  refresh: get('/refresh', 'public'),
  wxLogin: post('/wxLogin', 'public'),
  getOpenId: post('/wx/getOpenId', 'public'),
  valPxLogin: post('/wx/valPxLogin', 'public'),
  getPxToken: post('/getPxToken', 'login'),
  logout: get('/logout', 'session'),
  // 用户
  userInfo: post('/user/userInfo', 'login'),
  caStatus: post('/user/castatus', 'login'),
  realInfoVerify: post('/user/realInfoVerify', 'login'),
  logOff: post('/user/logOff', 'login'),
  // 首页与配置
  valMain: post('/valMain', 'public'),
  valGameMain: post('/valGameMain', 'public'),
  valGameFeature: post('/valGameFeature', 'public'),
  valMainCount: post('/valMainCount', 'public'),
  globalConfig: post('/config/global', 'public'),
  // 邀请
  getInvitationCode: post('/invitation/getInvitationCode', 'login'),
  getInvitationDetail: post('/invitation/getInvitationDetail', 'login'),
  invitationRegister: post('/invitation/register', 'login'),
  getUnlockCoupon: post('/invitation/getUnlockCoupon', 'login'),
  // 支付与解锁券
  paymentConfig: post('/payment/paymentConfig', 'login'),
  payTrans: post('/payment/payTrans', 'login'),
  payStatus: post('/payment/status', 'login'),
  useCouponInfo: post('/coupon/useCouponInfo', 'login'),
  couponList: post('/coupon/list', 'login'),
  // 估价
  valQuestions: post('/val/questions', 'public'),
  valValuation: post('/val/valuation', 'login'),
  valRetry: post('/val/retry', 'login'),
  valAnswers: post('/val/answers', 'login'),
  valReport: post('/val/valReport', 'login'),
  valAccuracy: post('/val/accuracy', 'public'),
  reportList: post('/val/reportList', 'login'),
  authStart: post('/val/auth/start', 'login'),
  authVerify: post('/val/auth/verify', 'login'),
  authResend: post('/val/auth/resend', 'login'),
  authStatus: post('/val/auth/status', 'login'),
  valReportShare: post('/val/valReportShare', 'login'),
  helpShare: post('/val/helpShare', 'login'),
  helpDetail: post('/val/helpDetail', 'public'),
  // 报告周边
  propertyConfirm: post('/val/propertyConfirm', 'login'),
  shareLink: post('/val/shareLink', 'login'),
  sharedReport: post('/val/sharedReport', 'public'),
  goodsDetail: post('/goods/detail', 'login'),
  accountInfo: post('/val/accountInfo', 'login'),
  accountInfoSave: post('/val/accountInfo/save', 'login'),
  publish: post('/val/publish', 'login'),
  unpublish: post('/val/unpublish', 'login'),
  markSold: post('/val/markSold', 'login'),
  // PK
  compare: post('/val/compare', 'login'),
  compareReport: post('/val/compareReport', 'login'),
  compareList: post('/val/compareList', 'login'),
  compareShare: post('/val/compareShare', 'login'),
  sharedCompare: post('/val/sharedCompare', 'public'),
  // 市场
  marketAnalysis: post('/market/analysis', 'public'),
  marketBrief: post('/market/brief', 'public'),
  checkEvaluate: post('/check/evaluate', 'login'),
  checkReport: post('/check/report', 'login'),
  checkRecords: post('/check/records', 'login'),
  // 报告截图（订单截图、账号截图）
  reportImageUpload: post('/report/imageUpload', 'login', { multipart: true }),
  dealEvaluate: post('/deal/evaluate', 'login'),
  purposeSearch: post('/purpose/search', 'login'),
  purposeReport: post('/purpose/report', 'login'),
  purposeRecords: post('/purpose/records', 'login'),
  collectToggle: post('/collect/toggle', 'login'),
  collectList: post('/collect/list', 'login'),
  goodsSimilar: post('/goods/similar', 'login'),
  // 意见反馈
  feedbackUpload: post('/feedback/upload', 'login', { multipart: true }),
  feedbackSubmit: post('/feedback/submit', 'login'),
  feedbackList: post('/feedback/list', 'login'),
  feedbackDetail: post('/feedback/detail', 'login'),
  feedbackUnread: post('/feedback/unread', 'login'),
  // 消息
  messageList: post('/message/list', 'login'),
  messageUnread: post('/message/unread', 'login'),
  messageRead: post('/message/read', 'login'),
  messageReadAll: post('/message/readAll', 'login'),
  messageSubscribe: post('/message/subscribe', 'login'),
  // 任务中心与爱心值
  missionList: post('/mission/list', 'public'),
  missionSignIn: post('/mission/signIn', 'login'),
  missionClaim: post('/mission/claim', 'login'),
  loveInfo: post('/love/info', 'public'),
  loveLedger: post('/love/ledger', 'login'),
  loveRedeem: post('/love/redeem', 'login'),
  // 抽奖活动
  drawActivity: post('/draw/activity', 'public'),
  drawDo: post('/draw/draw', 'login'),
  drawRecords: post('/draw/records', 'login'),
  drawRecord: post('/draw/record', 'login'),
  drawAddress: post('/draw/address', 'login'),
  // 横幅
  bannerList: post('/banner/list', 'public'),
  bannerDetail: post('/banner/detail', 'public'),
  // 资讯
  infoList: post('/info/list', 'public'),
  infoDetail: post('/info/detail', 'public'),
  // 埋点：浏览器 sendBeacon 也能发（text/plain）
  trackerReport: post('/tracker/report', 'public'),
  // AI创作
  aiCreate: post('/ai/create', 'login'),
} as const satisfies Record<string, EndpointDef>

export type EndpointName = keyof typeof Endpoint

/** The endpoint's full path, as the app requests it and the service's OpenAPI lists it. */
export const endpointUrl = (name: EndpointName): string => API_PREFIX + Endpoint[name].path
