import { buildUrl, splitUrl, type Params } from '../utils/query'

/**
 * The single route table of the app (spec section 2). `app.config.ts`, the login guard, the tab bar and the
 * route tests are all derived from it, so a route exists in exactly one place.
 *
 * `pkg` names the subpackage root a page lives in; pages without it stay in the main package. The WeChat main
 * package keeps only the entry, the three tabs and login (the guard's redirect target), so it stays small.
 */
export interface RouteDef {
  /** Path without the leading slash, e.g. `pages/index/index`. */
  path: string
  /** Navigation bar title (Chinese, shown to the user). */
  title: string
  /** Reachable while logged out (the spec's whitelist). */
  public?: boolean
  /** Subpackage root, e.g. `pages/h5`. */
  pkg?: string
}

/** Every route by name: navigation takes names (`navigateTo('report', { valId })`), never path strings. */
export const Route = {
  // main package
  guide: { path: 'pages/guide/index', title: '游戏估价', public: true },
  home: { path: 'pages/index/index', title: '游戏估价', public: true },
  evaluate: { path: 'pages/evaluate/choose/index', title: '估价', public: true },
  mine: { path: 'pages/my/index', title: '我的', public: true },
  login: { path: 'pages/login/index', title: '登录', public: true },
  codeLogin: { path: 'pages/login/verifyCode', title: '验证码登录', public: true },
  countryArea: { path: 'pages/login/countryArea', title: '选择国家或地区', public: true },

  purpose: { path: 'pages/purpose/index', title: '找意向账号', public: true, pkg: 'pages/purpose' },
  check: { path: 'pages/check/index', title: '我亏了吗', public: true, pkg: 'pages/check' },
  webview: { path: 'pages/misc/webview/index', title: '游戏估价', public: true, pkg: 'pages/misc' },
  /** Not in the spec (issue 34): what an H5 address the app has no page for shows; public, nothing to log in for. */
  notFound: { path: 'pages/misc/not-found/index', title: '页面不存在', public: true, pkg: 'pages/misc' },
  realNameAuth: { path: 'pages/realNameAuth/index', title: '实名认证', pkg: 'pages/realNameAuth' },
  report: { path: 'pages/report/index', title: '估价报告', public: true, pkg: 'pages/report' },
  reportCompare: { path: 'pages/report/compare', title: '对比分析', pkg: 'pages/report' },
  /** Not in the spec (issue 17): how accurate the valuations are; public, like the report it explains. */
  valuationAccuracy: { path: 'pages/report/accuracy', title: '估价准确度', public: true, pkg: 'pages/report' },
  pay: { path: 'pages/pay/index', title: '解锁报告', pkg: 'pages/pay' },
  payWeb: { path: 'pages/pay/index_for_web', title: '解锁报告', pkg: 'pages/pay' },
  missionCenter: { path: 'pages/missionCenter/index', title: '任务中心', public: true, pkg: 'pages/missionCenter' },
  missionCenterIOS: { path: 'pages/missionCenter/indexIOS', title: '任务中心', pkg: 'pages/missionCenter' },
  vouchersList: { path: 'pages/vouchersList/index', title: '券使用记录', pkg: 'pages/vouchersList' },
  loveValue: { path: 'pages/loveValue/index', title: '爱心值', public: true, pkg: 'pages/loveValue' },
  loveValueIOS: { path: 'pages/loveValue/indexIOS', title: '爱心值', pkg: 'pages/loveValue' },
  complete: { path: 'pages/complete/index', title: '完善账号信息', pkg: 'pages/complete' },
  publish: { path: 'pages/complete/publish', title: '发布账号', pkg: 'pages/complete' },
  accountDetail: { path: 'pages/account/detail', title: '账号详情', pkg: 'pages/account' },
  information: { path: 'pages/information/index', title: '资讯', public: true, pkg: 'pages/information' },
  informationDetail: { path: 'pages/information/detail', title: '资讯详情', public: true, pkg: 'pages/information' },

  setting: { path: 'pages/my-page/setting', title: '设置', public: true, pkg: 'pages/my-page' },
  valuationRecords: { path: 'pages/my-page/valuation-records', title: '估价记录', pkg: 'pages/my-page' },
  collect: { path: 'pages/my-page/collect', title: '我的收藏', pkg: 'pages/my-page' },
  intentionRecords: { path: 'pages/my-page/intention-record', title: '意向记录', pkg: 'pages/my-page' },
  profitRecords: { path: 'pages/my-page/profit-record', title: '盈亏记录', pkg: 'pages/my-page' },
  accountRecommendation: { path: 'pages/my-page/account-recommendation', title: '账号推荐', pkg: 'pages/my-page' },
  similarAccounts: { path: 'pages/my-page/similar-accounts', title: '相似账号', pkg: 'pages/my-page' },
  contactUs: { path: 'pages/my-page/contactUs', title: '联系我们', pkg: 'pages/my-page' },
  /** Not in the spec (issue 37): the player's feedback and the support team's replies. */
  myFeedback: { path: 'pages/my-feedback/index', title: '我的反馈', pkg: 'pages/my-feedback' },
  myFeedbackDetail: { path: 'pages/my-feedback/detail', title: '反馈详情', pkg: 'pages/my-feedback' },
  /** Not in the spec (issue 40; its tracking names list mine › messages): the player's messages. */
  messages: { path: 'pages/messages/index', title: '消息', pkg: 'pages/messages' },

  authEvaluate: { path: 'subPages/index/index', title: '授权估价', pkg: 'subPages' },
  dealEvaluate: { path: 'subPages/deal-evaluate/index', title: '交易评估', pkg: 'subPages' },
  marketAnalysis: { path: 'subPages/deal-analyze/index', title: '市场分析', public: true, pkg: 'subPages' },
  aiCreating: { path: 'subPages/ai-creating/index', title: 'AI创作', pkg: 'subPages' },
  feedback: { path: 'subPages/adviceFeedback/index', title: '意见反馈', public: true, pkg: 'subPages' },
  /**
   * Not in the spec as a page (issue 40 point 3): the question flow's 上传账号截图 stage of 属性估价, a page of its own
   * so the picker stays out of the WeChat main package; public like the valuation tab that opens it.
   */
  accountShots: { path: 'subPages/account-shots/index', title: '上传账号截图', public: true, pkg: 'subPages' },
  privacyNotice: { path: 'subPages/privacy-guide/index', title: '隐私保护指引', public: true, pkg: 'subPages' },

  h5AppPerm: { path: 'pages/h5/app-perm/index', title: '应用权限说明', pkg: 'pages/h5' },
  h5ChildProtection: { path: 'pages/h5/child-protection/index', title: '儿童个人信息保护规则', pkg: 'pages/h5' },
  h5RuleSpecification: { path: 'pages/h5/ruleSpecification/index', title: '规则说明', pkg: 'pages/h5' },
  h5DownloadApp: { path: 'pages/h5/downloadApp/index', title: '下载App', pkg: 'pages/h5' },
  h5DownloadAppIOS: { path: 'pages/h5/downloadApp/indexIOS', title: '下载App', pkg: 'pages/h5' },
  h5PolicyAgreement: { path: 'pages/h5/policy-agreement/index', title: '用户协议', public: true, pkg: 'pages/h5' },
  h5PolicyAgreementIOS: { path: 'pages/h5/policy-agreement-ios/index', title: '用户协议', public: true, pkg: 'pages/h5' },
  h5PrivacyGuide: { path: 'pages/h5/privacy-guide/index', title: '隐私政策', public: true, pkg: 'pages/h5' },
  h5PrivacyGuideIOS: { path: 'pages/h5/privacy-guide-ios/index', title: '隐私政策', public: true, pkg: 'pages/h5' },
  h5AccountSecureInstruction: { path: 'pages/h5/account-secure-instruction/index', title: '账号安全说明', pkg: 'pages/h5' },
  h5Neutral: { path: 'pages/h5/neutral/index', title: '第三方信息共享清单', pkg: 'pages/h5' },
  h5AgreementTerms: { path: 'pages/h5/agreement-terms/index', title: '协议条款', pkg: 'pages/h5' },
  h5AuthErrorGuide: { path: 'pages/h5/auth-error-guide/index', title: '隐私设置', pkg: 'pages/h5' },
  getLinkGuide: { path: 'pages/h5/guide/getLink', title: '如何获取链接', pkg: 'pages/h5' },
  campIdGuide: { path: 'pages/h5/camp-id-instruction/index', title: '如何获取营地ID', pkg: 'pages/h5' },
  reportPreview: { path: 'pages/h5/report/index', title: '报告预览', public: true, pkg: 'pages/h5' },
  reportShare: { path: 'pages/h5/report/share', title: '估价报告', public: true, pkg: 'pages/h5' },
  sharedCompare: { path: 'pages/h5/report/compare', title: '对比分析', public: true, pkg: 'pages/h5' },
  compareShare: { path: 'pages/h5/report/compareShare', title: '对比分析', public: true, pkg: 'pages/h5' },
  friendHelpDownload: { path: 'pages/h5/report/friendHelpDownload', title: '好友助力', public: true, pkg: 'pages/h5' },
  reportSave: { path: 'pages/h5/report/save', title: '保存报告', pkg: 'pages/h5' },
  h5Banner: { path: 'pages/h5/banner/index', title: '活动', pkg: 'pages/h5' },
  h5BannerRedEnvelope: { path: 'pages/h5/banner/red-envelope', title: '红包活动', pkg: 'pages/h5' },
  h5BannerBugFeedback: { path: 'pages/h5/banner/bug-feedback', title: '问题反馈', pkg: 'pages/h5' },
  h5CjActiveDraw: { path: 'pages/h5/cj-active-draw/index', title: '幸运抽奖', public: true, pkg: 'pages/h5' },
  h5CjActiveDrawPhysical: { path: 'pages/h5/cj-active-draw/physical', title: '物流信息', pkg: 'pages/h5' },
  h5CjActiveDrawSubmitAddress: { path: 'pages/h5/cj-active-draw/submitAddress', title: '填写收货地址', pkg: 'pages/h5' },
} as const satisfies Record<string, RouteDef>

export type RouteName = keyof typeof Route

export const ROUTES: readonly RouteDef[] = Object.values(Route)

export const ENTRY_PATH = Route.guide.path
export const HOME_PATH = Route.home.path
/** Where the login guard sends a logged-out user: code login. */
export const LOGIN_PATH = Route.codeLogin.path

/** Tab bar (spec section 2): index, path, label; the first tab is selected by default. */
export const TABS = [
  { name: 'home', path: 'pages/index/index', text: '首页', icon: 'home' },
  { name: 'evaluate', path: 'pages/evaluate/choose/index', text: '估价', icon: 'evaluate' },
  { name: 'mine', path: 'pages/my/index', text: '我的', icon: 'mine' },
] as const

export const TAB_PATHS: readonly string[] = TABS.map((t) => t.path)

/** The routes of the tab bar: only these take `switchTab`. */
export type TabName = (typeof TABS)[number]['name']

/** Tab bar colours (spec section 2): dark grey labels, blue when selected, white, the black border style. */
export const TAB_BAR_STYLE = {
  color: '#666666',
  selectedColor: '#0064f1',
  backgroundColor: '#ffffff',
  borderStyle: 'black',
} as const

/** A tab's icon file (under src/); the valuation tab keeps the same icon when selected (spec section 2). */
export function tabIconPath(tab: (typeof TABS)[number], selected: boolean): string {
  return selected && tab.icon !== 'evaluate' ? `assets/tab/${tab.icon}-active.png` : `assets/tab/${tab.icon}.png`
}

type Id = string | number
/** Where code login returns to, and the launch's references it forwards to the service. */
interface LoginParams {
  from?: string
  inviteCode?: string
  valId?: string
}

/**
 * The query each route takes, by route name. A route missing here takes none, so `navigateTo('report')` without
 * a valId, a misspelt key, or a query on a page that reads none is a compile error.
 */
export interface RouteParams {
  /**
   * The valuation tab (parked for it: switchTab takes no query). `gameId` picks the game, `evaluateType` 3 opens the
   * authorization kinds; `fromValId` (属性有误 on a report) opens the props form filled with that report's attributes.
   */
  evaluate: { gameId?: number; evaluateType?: number; fromValId?: string } | undefined
  /** `shareToken`: a Moments card reopens the owner's page with it (the public shared view, no login). */
  report: { valId: string; shareToken?: string }
  reportPreview: { valId?: string; shareToken?: string } | undefined
  reportShare: { valId?: string; shareToken?: string } | undefined
  reportSave: { valId?: string; shareToken?: string } | undefined
  reportCompare: { valIdA?: string; valIdB?: string; mode?: number; reportId?: string } | undefined
  /** `gameId`: the game of the report the page was opened from (its row is marked). */
  valuationAccuracy: { gameId?: number } | undefined
  /** `token` of a shared comparison, or the owner's two reports and base side. */
  sharedCompare: { token?: string; valIdA?: string; valIdB?: string; mode?: number } | undefined
  compareShare: { token?: string } | undefined
  accountDetail: { listingId: number }
  complete: { valId: string; gameId?: number; type?: number; fromType: number; locked?: number }
  publish: { valId: string; gameId?: number }
  check: { reportId?: string } | undefined
  /** `locked` 1: only the locked reports, to pick one to use an unlock coupon on. */
  valuationRecords: { locked?: 1 } | undefined
  /** `reportId`: open this intention report (back from paying for it). */
  purpose: { recordId?: Id; reportId?: string } | undefined
  marketAnalysis: { gameId?: number } | undefined
  /** `gameId`: open the props form on this game. */
  dealEvaluate: { gameId?: number } | undefined
  authEvaluate: { gameId: number; evaluateType?: number; authKind: number; scanType?: number; loginType?: number }
  /** `from`: the page whose call needed a real name (40100, e.g. the pay page): back to it once verified. */
  realNameAuth: { from?: string } | undefined
  /**
   * `orderNo`: back from a cashier page with the order to confirm; `payResult` (paid | fail | cancel): what the
   * cashier says the payer chose, a hint the page confirms with payment/status.
   */
  pay: { valId: string; payScene: number; orderNo?: string; payResult?: string }
  payWeb: { valId: string; payScene: number; orderNo?: string; payResult?: string }
  login: LoginParams | undefined
  codeLogin: LoginParams | undefined
  countryArea: { code?: string } | undefined
  webview: { url: string }
  /** Agreements and policies open with the document's id. */
  h5PolicyAgreement: { id?: Id } | undefined
  h5PolicyAgreementIOS: { id?: Id } | undefined
  /** `scene`: the friend-help scene `1_<code>_<inviteCode>` of a help link; `code`: the help code alone. */
  friendHelpDownload: { scene?: string; code?: string } | undefined
  /** `path`: the app page to open (`setting` after an invitation; other values are ignored, features/download). */
  h5DownloadApp: { path?: string } | undefined
  h5DownloadAppIOS: { path?: string } | undefined
  /** `activityId`: the activity of an activity QR code (launch type 0). */
  h5CjActiveDraw: { activityId?: string } | undefined
  /** A won real prize's draw record: its address form and its shipping. */
  h5CjActiveDrawPhysical: { recordId: Id }
  h5CjActiveDrawSubmitAddress: { recordId: Id }
  /** `activityId`: the red-envelope activity (the running one of that style without it). */
  h5BannerRedEnvelope: { activityId?: string } | undefined
  /** A banner's landing page. */
  h5Banner: { id: Id }
  /** `valId`: the caller's valuation report to write the copy from (preselected). */
  aiCreating: { valId?: string } | undefined
  /** `category`: open on this tab (market, guide, anti-fraud, rules). */
  information: { category?: string } | undefined
  /** An article, by its id (slug). */
  informationDetail: { id: string }
  /** `inviteCode`: an invite link's code (the page offers 接受邀请); `accept=1`: accept it on arrival (after login). */
  missionCenter: { tab?: string; inviteCode?: string; accept?: string } | undefined
  missionCenterIOS: { tab?: string; inviteCode?: string; accept?: string } | undefined
  /** A feedback of the caller's, by its id. */
  myFeedbackDetail: { feedbackId: Id }
  /** `tab=ledger`: open on the love value details. */
  loveValue: { tab?: string } | undefined
  loveValueIOS: { tab?: string } | undefined
}

/** `'/pages/x/y?a=1'` → `'pages/x/y'`; '' and '/' → the entry (guide) page. The one route-path normaliser. */
export function normalizePath(url: string): string {
  const { path } = splitUrl(url || '')
  return path === '' ? ENTRY_PATH : path
}

/** Routes that open without parameters (or with optional ones only): what a data table of links may name. */
export type PlainRoute = { [N in RouteName]: RouteArgs<N> extends [] ? N : RouteArgs<N> extends [params?: unknown] ? N : never }[RouteName]

/**
 * A page URL made at run time: a banner's link from the service, a launch's target, or a helper such as
 * `loginUrl`. Code names routes instead (`navigateTo('report', { valId })`); `pageUrl` marks the places where a
 * URL comes from data. The login guard checks both alike.
 */
export type PageUrl = string & { readonly __pageUrl: true }
export const pageUrl = (url: string): PageUrl => url as PageUrl

/** A route's URL with its query, e.g. for a `from` parameter or a share path. */
export function routeUrl<N extends RouteName>(name: N, ...[params]: RouteArgs<N>): PageUrl {
  return buildUrl(`/${Route[name].path}`, params as Params | undefined) as PageUrl
}

/** The parameters `navigateTo(name, …)` takes for a route: required, optional, or none at all. */
export type RouteArgs<N extends RouteName> = N extends keyof RouteParams
  ? undefined extends RouteParams[N]
    ? [params?: RouteParams[N]]
    : [params: RouteParams[N]]
  : []
