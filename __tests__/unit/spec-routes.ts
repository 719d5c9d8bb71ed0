// The spec's route list (section 2), typed out independently of the route table so a drift in either fails.
export const SPEC_ROUTES = [
  '/pages/guide/index', '/pages/index/index', '/pages/evaluate/choose/index', '/pages/my/index',
  '/pages/purpose/index', '/pages/check/index', '/pages/misc/webview/index',
  '/pages/login/index', '/pages/login/verifyCode', '/pages/login/countryArea', '/pages/realNameAuth/index',
  '/pages/report/index', '/pages/report/compare', '/pages/pay/index', '/pages/pay/index_for_web',
  '/pages/missionCenter/index', '/pages/missionCenter/indexIOS', '/pages/vouchersList/index',
  '/pages/loveValue/index', '/pages/loveValue/indexIOS', '/pages/complete/index', '/pages/complete/publish',
  '/pages/account/detail', '/pages/information/index', '/pages/information/detail',
  ...['setting', 'valuation-records', 'collect', 'intention-record', 'profit-record', 'account-recommendation',
    'similar-accounts', 'contactUs'].map((p) => `/pages/my-page/${p}`),
  ...['index/index', 'deal-evaluate/index', 'deal-analyze/index', 'ai-creating/index', 'adviceFeedback/index',
    'privacy-guide/index'].map((p) => `/subPages/${p}`),
  ...['app-perm/index', 'child-protection/index', 'ruleSpecification/index', 'downloadApp/index',
    'downloadApp/indexIOS', 'policy-agreement/index', 'policy-agreement-ios/index', 'privacy-guide/index',
    'privacy-guide-ios/index', 'account-secure-instruction/index', 'neutral/index', 'agreement-terms/index',
    'auth-error-guide/index', 'guide/getLink', 'camp-id-instruction/index', 'report/index', 'report/share',
    'report/compare', 'report/compareShare', 'report/friendHelpDownload', 'report/save', 'banner/index',
    'banner/red-envelope', 'banner/bug-feedback', 'cj-active-draw/index', 'cj-active-draw/physical',
    'cj-active-draw/submitAddress'].map((p) => `/pages/h5/${p}`),
]

/** The spec's whitelist (section 2), copied verbatim so a change to routes.ts cannot drift from it. */
export const SPEC_WHITELIST = [
  '/pages/guide/index', '/pages/index/index', '/pages/login/index', '/pages/login/countryArea',
  '/pages/login/verifyCode', '/pages/my/index', '/pages/my-page/setting', '/pages/report/index',
  '/subPages/privacy-guide/index', '/subPages/deal-analyze/index', '/pages/information/index',
  '/pages/information/detail', '/pages/missionCenter/index', '/subPages/adviceFeedback/index',
  '/pages/evaluate/choose/index', '/pages/purpose/index', '/pages/check/index', '/pages/loveValue/index',
  '/pages/h5/report/index', '/pages/h5/report/share', '/pages/h5/report/compare', '/pages/h5/report/compareShare',
  '/pages/h5/cj-active-draw/index', '/pages/h5/policy-agreement/index', '/pages/h5/privacy-guide/index',
  '/pages/h5/policy-agreement-ios/index', '/pages/h5/privacy-guide-ios/index', '/pages/misc/webview/index',
]
