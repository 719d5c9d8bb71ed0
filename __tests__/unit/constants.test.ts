import * as C from '@/constants'
import { BizCode, ErrorText, SUCCESS_CODES } from '@/http/codes'
import { Endpoint, endpointUrl, type EndpointName } from '../../server/src/contract/values/endpoints'

/** Spot-checks every enumeration against the spec's numbers, so a typo in a constant fails here. */
describe('spec enumerations', () => {
  it.each([
    ['ReportStatus', C.ReportStatus, { GENERATING: 0, NOT_UNLOCKED: 1, UNLOCKED: 2, FAILED: 3 }],
    ['UnlockPerfectStatus', C.UnlockPerfectStatus, { MUST: 1, CAN: 2, NOT_YET: 3, NO_NEED: 4 }],
    ['ReportLockStatus', C.ReportLockStatus, { LOCKED: 1, UNLOCKED: 2 }],
    ['GoodsPublishStatus', C.GoodsPublishStatus, { DISABLED: -1, UNPUBLISHED: 0, PUBLISHED: 1 }],
    ['PropertyConfirmStatus', C.PropertyConfirmStatus, { UNCONFIRMED: 0, CONFIRMED: 1, FEEDBACK: 2 }],
    ['DownloadTitleType', C.DownloadTitleType, { ORIGIN: 1, RELATION: 2, NO_DIFF: 3 }],
    ['GoodsStatus', C.GoodsStatus, { DEAL: 0 }],
    ['ScrollType', C.ScrollType, { HEADER: 1, CONTENT: 2, BOTTOM: 3 }],
    ['TerminalCode', C.TerminalCode, { admin: 1, web: 2, android: 3, ios: 4, weixin: 5, toutiao: 6 }],
    [
      'AuthResultCode',
      C.AuthResultCode,
      { SUCCESS: 200, EMAIL_CODE_NEEDED: 2000, PHONE_CODE_NEEDED: 2001, CAPTCHA_NEEDED: 2002, LOGIN_AGAIN: 2003, CODE_EXPIRED: 3209 },
    ],
    ['ReportPayActivityStage', C.ReportPayActivityStage, { COUPON: 0, COUNT_DOWN: 1, IN_PROGRESS: 2, NONE: 3 }],
    ['SaveImageStage', C.SaveImageStage, { DATA_LOADING: 1, RENDERING: 2, GENERATING: 3, SAVING: 4 }],
    [
      'LaunchExecStatus',
      C.LaunchExecStatus,
      { NO_DATA: 0, PATH_NOT_MATCHED: 1, TYPE_NOT_MATCHED: 2, NOT_SUPPORTED: 3, NOT_LOGIN: 4, SUCCESS: 5, FAIL: 6 },
    ],
    ['EvaluateType', C.EvaluateType, { LINK: 1, PROPS: 2, AUTH: 3 }],
    ['PayScene', C.PayScene, { EVALUATE_UNLOCK: 1, INTENTION_UNLOCK: 2, PROFIT_UNLOCK: 3 }],
    ['PayType', C.PayType, { WEIXIN: 1, ZHIFUBAO: 2, COUPON: 3 }],
    [
      'AgreementId',
      C.AgreementId,
      { PRIVACY: 1, USER: 2, RULES: 3, ACCOUNT: 4, APP_PERMISSION: 5, CHILD_PROTECTION: 6, NEUTRAL: 7, USER_IOS: 8, PRIVACY_IOS: 9 },
    ],
    ['JumpType', C.JumpType, { OUTER: 1, APP: 2, INTER: 3, THIRD: 4 }],
    ['LaunchType', C.LaunchType, { ACTIVITY: 0, REPORT_FRIEND_HELP: 1, PARTNER_LOGIN: 2 }],
    ['CompareMode', C.CompareMode, { ORIGIN: 0, TARGET: 1 }],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected)
  })

  it('popup keys run 0-14', () => {
    expect(Object.values(C.PopupKey)).toEqual(Array.from({ length: 15 }, (_, i) => i))
  })

  it('lists and limits', () => {
    expect(C.REPORT_LEVELS).toEqual(['N', 'R', 'SR', 'SSR', 'UR'])
    expect(C.AUTH_PERCENT_STEPS).toEqual([0, 20, 40, 50, 60, 80, 100])
    expect(C.GAME_IDS).toEqual([10026, 10013, 10012, 10011, 10130, 10023, 10161, 10039, 10032, 10148, 10061])
    expect(Object.keys(C.QuestionStage)).toHaveLength(20)
    expect(C.DISCOUNT_COUNTDOWN_MS).toBe(2 * 60 * 60 * 1000)
    expect([C.Timeout.REQUEST, C.Timeout.TOAST, C.Timeout.LAUNCH_ANIMATION, C.Timeout.SMS_COUNTDOWN_S]).toEqual([20000, 2000, 1600, 60])
    expect([C.APP_VERSION_HEADER, C.APP_VERSION, C.APP_VERSION_CODE]).toEqual(['2.1.4', '1.0.0', 100])
    expect([C.DEFAULT_TERMINAL, C.LOGIN_STORE_FALLBACK_TERMINAL_CODE, C.DEFAULT_CHANNEL]).toEqual(['weixin', 6, 'h5-default'])
    expect(C.TrackerLimit).toMatchObject({
      MAX_CONCURRENT: 50,
      EXPOSURE_ENTRY_RATIO: 1,
      EXPOSURE_EXIT_RATIO: 0.2,
      EXPOSURE_THROTTLE_MS: 2000,
      PV_THROTTLE_MS: 200,
    })
    expect(C.UiDefault).toMatchObject({ TOAST_MS: 1500, LONG_PRESS_MS: 350, UPLOAD_MAX_FILES: 52, TEXTAREA_MAX: 140 })
  })

  it('business codes and texts', () => {
    expect(SUCCESS_CODES).toEqual([200, 50120, 40150])
    expect([BizCode.TOKEN_EXPIRED, BizCode.NOT_LOGGED_IN, BizCode.WRONG_CODE]).toEqual([40002, 40005, 50015])
    expect(ErrorText).toMatchObject({ HTTP_DEFAULT: '响应出错', TIMEOUT: '请求超时', FAILED: '请求失败', LOGIN_REQUIRED: '请先登录' })
  })

  it('every endpoint is under /app/v1, once', () => {
    const urls = (Object.keys(Endpoint) as EndpointName[]).map(endpointUrl)
    for (const u of urls) expect(u).toMatch(/^\/app\/v1\/[A-Za-z]/)
    expect(new Set(urls).size).toBe(urls.length)
  })

  it('country list starts with mainland China +86 and is searchable', () => {
    expect(C.COUNTRY_AREAS[0]).toEqual({ name: '中国大陆', code: '86', en: 'China' })
    expect(C.COUNTRY_AREAS.length).toBeGreaterThanOrEqual(40)
    expect(C.searchCountryAreas('香港').map((c) => c.code)).toEqual(['852'])
    expect(C.searchCountryAreas('+81').map((c) => c.name)).toEqual(['日本'])
    expect(C.searchCountryAreas('singa').map((c) => c.name)).toEqual(['新加坡'])
  })
})
