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

export const ENTRY_PATH = 'pages/guide/index'
export const HOME_PATH = 'pages/index/index'
export const LOGIN_PATH = 'pages/login/verifyCode'

export const ROUTES: readonly RouteDef[] = [
  // main package
  { path: 'pages/guide/index', title: '游戏估价', public: true },
  { path: 'pages/index/index', title: '游戏估价', public: true },
  { path: 'pages/evaluate/choose/index', title: '估价', public: true },
  { path: 'pages/my/index', title: '我的', public: true },
  { path: 'pages/login/index', title: '登录', public: true },
  { path: 'pages/login/verifyCode', title: '验证码登录', public: true },
  { path: 'pages/login/countryArea', title: '选择国家或地区', public: true },

  { path: 'pages/purpose/index', title: '找意向账号', public: true, pkg: 'pages/purpose' },
  { path: 'pages/check/index', title: '我亏了吗', public: true, pkg: 'pages/check' },
  { path: 'pages/misc/webview/index', title: '游戏估价', public: true, pkg: 'pages/misc' },
  { path: 'pages/realNameAuth/index', title: '实名认证', pkg: 'pages/realNameAuth' },
  { path: 'pages/report/index', title: '估价报告', public: true, pkg: 'pages/report' },
  { path: 'pages/report/compare', title: '对比分析', pkg: 'pages/report' },
  { path: 'pages/pay/index', title: '支付', pkg: 'pages/pay' },
  { path: 'pages/pay/index_for_web', title: '支付', pkg: 'pages/pay' },
  { path: 'pages/missionCenter/index', title: '任务中心', public: true, pkg: 'pages/missionCenter' },
  { path: 'pages/missionCenter/indexIOS', title: '任务中心', pkg: 'pages/missionCenter' },
  { path: 'pages/vouchersList/index', title: '券使用记录', pkg: 'pages/vouchersList' },
  { path: 'pages/loveValue/index', title: '爱心值', public: true, pkg: 'pages/loveValue' },
  { path: 'pages/loveValue/indexIOS', title: '爱心值', pkg: 'pages/loveValue' },
  { path: 'pages/complete/index', title: '完善账号信息', pkg: 'pages/complete' },
  { path: 'pages/complete/publish', title: '发布账号', pkg: 'pages/complete' },
  { path: 'pages/account/detail', title: '账号详情', pkg: 'pages/account' },
  { path: 'pages/information/index', title: '资讯', public: true, pkg: 'pages/information' },
  { path: 'pages/information/detail', title: '资讯详情', public: true, pkg: 'pages/information' },

  { path: 'pages/my-page/setting', title: '设置', public: true, pkg: 'pages/my-page' },
  { path: 'pages/my-page/valuation-records', title: '估价记录', pkg: 'pages/my-page' },
  { path: 'pages/my-page/collect', title: '我的收藏', pkg: 'pages/my-page' },
  { path: 'pages/my-page/intention-record', title: '意向记录', pkg: 'pages/my-page' },
  { path: 'pages/my-page/profit-record', title: '盈亏记录', pkg: 'pages/my-page' },
  { path: 'pages/my-page/account-recommendation', title: '账号推荐', pkg: 'pages/my-page' },
  { path: 'pages/my-page/similar-accounts', title: '相似账号', pkg: 'pages/my-page' },
  { path: 'pages/my-page/contactUs', title: '联系我们', pkg: 'pages/my-page' },

  { path: 'subPages/index/index', title: '授权估价', pkg: 'subPages' },
  { path: 'subPages/deal-evaluate/index', title: '交易评估', pkg: 'subPages' },
  { path: 'subPages/deal-analyze/index', title: '市场分析', public: true, pkg: 'subPages' },
  { path: 'subPages/ai-creating/index', title: 'AI创作', pkg: 'subPages' },
  { path: 'subPages/adviceFeedback/index', title: '意见反馈', public: true, pkg: 'subPages' },
  { path: 'subPages/privacy-guide/index', title: '隐私保护指引', public: true, pkg: 'subPages' },

  { path: 'pages/h5/app-perm/index', title: '应用权限说明', pkg: 'pages/h5' },
  { path: 'pages/h5/child-protection/index', title: '儿童个人信息保护规则', pkg: 'pages/h5' },
  { path: 'pages/h5/ruleSpecification/index', title: '规则说明', pkg: 'pages/h5' },
  { path: 'pages/h5/downloadApp/index', title: '下载App', pkg: 'pages/h5' },
  { path: 'pages/h5/downloadApp/indexIOS', title: '下载App', pkg: 'pages/h5' },
  { path: 'pages/h5/policy-agreement/index', title: '用户协议', public: true, pkg: 'pages/h5' },
  { path: 'pages/h5/policy-agreement-ios/index', title: '用户协议', public: true, pkg: 'pages/h5' },
  { path: 'pages/h5/privacy-guide/index', title: '隐私政策', public: true, pkg: 'pages/h5' },
  { path: 'pages/h5/privacy-guide-ios/index', title: '隐私政策', public: true, pkg: 'pages/h5' },
  { path: 'pages/h5/account-secure-instruction/index', title: '账号安全说明', pkg: 'pages/h5' },
  { path: 'pages/h5/neutral/index', title: '第三方信息共享清单', pkg: 'pages/h5' },
  { path: 'pages/h5/agreement-terms/index', title: '协议条款', pkg: 'pages/h5' },
  { path: 'pages/h5/auth-error-guide/index', title: '隐私设置', pkg: 'pages/h5' },
  { path: 'pages/h5/guide/getLink', title: '如何获取链接', pkg: 'pages/h5' },
  { path: 'pages/h5/camp-id-instruction/index', title: '如何获取营地ID', pkg: 'pages/h5' },
  { path: 'pages/h5/report/index', title: '报告预览', public: true, pkg: 'pages/h5' },
  { path: 'pages/h5/report/share', title: '估价报告', public: true, pkg: 'pages/h5' },
  { path: 'pages/h5/report/compare', title: '对比分析', public: true, pkg: 'pages/h5' },
  { path: 'pages/h5/report/compareShare', title: '对比分析', public: true, pkg: 'pages/h5' },
  { path: 'pages/h5/report/friendHelpDownload', title: '好友助力', pkg: 'pages/h5' },
  { path: 'pages/h5/report/save', title: '保存报告', pkg: 'pages/h5' },
  { path: 'pages/h5/banner/index', title: '活动', pkg: 'pages/h5' },
  { path: 'pages/h5/banner/red-envelope', title: '红包活动', pkg: 'pages/h5' },
  { path: 'pages/h5/banner/bug-feedback', title: '问题反馈', pkg: 'pages/h5' },
  { path: 'pages/h5/cj-active-draw/index', title: '幸运抽奖', public: true, pkg: 'pages/h5' },
  { path: 'pages/h5/cj-active-draw/physical', title: '物流信息', pkg: 'pages/h5' },
  { path: 'pages/h5/cj-active-draw/submitAddress', title: '填写收货地址', pkg: 'pages/h5' },
]

/** Tab bar (spec section 2): index, path, label; the first tab is selected by default. */
export const TABS = [
  { path: 'pages/index/index', text: '首页', icon: 'home' },
  { path: 'pages/evaluate/choose/index', text: '估价', icon: 'evaluate' },
  { path: 'pages/my/index', text: '我的', icon: 'mine' },
] as const

export const TAB_PATHS: readonly string[] = TABS.map((t) => t.path)

const byPath = new Map(ROUTES.map((r) => [r.path, r]))

/** Strips the leading slash and query so `/pages/x/index?a=1` and `pages/x/index` name the same route. */
export function normalizePath(url: string): string {
  const path = url.split('?')[0].replace(/^\/+/, '')
  return path === '' ? ENTRY_PATH : path
}

export function findRoute(url: string): RouteDef | undefined {
  return byPath.get(normalizePath(url))
}

/** The Chinese title of a route, or the app title for unknown paths. */
export function routeTitle(url: string | undefined): string {
  return (url && findRoute(url)?.title) || '游戏估价'
}

/** Page options a page may add to its config besides the title. */
export interface PageConfigExtra {
  enablePullDownRefresh?: boolean
  backgroundTextStyle?: 'dark' | 'light'
  /** Mini-program share menu: to a chat, and to the WeChat timeline. */
  enableShareAppMessage?: boolean
  enableShareTimeline?: boolean
}

/** Page config for a route, so each page's `index.config.ts` takes its title from the route table. */
export function pageConfig(path: string, extra: PageConfigExtra = {}) {
  const route = byPath.get(path)
  if (!route) throw new Error(`unknown route ${path}`)
  return { navigationBarTitleText: route.title, ...extra }
}
