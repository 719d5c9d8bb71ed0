/**
 * Business codes of the `{ code, msg, data }` envelope, one table for both halves. HTTP status stays 200 for
 * these (the client reads `code`), except the transport-level cases noted in docs/api.md.
 *
 * Codes 200, 40002, 40005, 40100, 50000, 50015 come from the product spec; the client counts 50120 and 40150
 * as success too (reserved, never emitted) and uses -1 for a request that got no answer. Every other code is
 * the service's own and documented in docs/api.md.
 */
export const BizCode = {
  OK: 200,
  /** Counted as success by the client (spec section 8); reserved, never emitted by the service. */
  SUCCESS_50120: 50120,
  SUCCESS_40150: 40150,
  /** Client-only: the request never got an answer (timeout, no network). */
  NETWORK: -1,
  BAD_PARAMETER: 40000,
  TOKEN_EXPIRED: 40002,
  FORBIDDEN: 40003,
  NOT_FOUND: 40004,
  NOT_LOGGED_IN: 40005,
  INVITE_SELF: 40011,
  INVITE_LOOP: 40012,
  LINK_UNSUPPORTED: 40021,
  EVALUATE_TYPE_UNSUPPORTED: 40022,
  GAME_NOT_OPEN: 40023,
  REPORT_NOT_READY: 40024,
  REPORT_FAILED: 40025,
  REPORT_ALREADY_UNLOCKED: 40026,
  NO_COUPON: 40027,
  PAY_TYPE_UNAVAILABLE: 40028,
  ORDER_CLOSED: 40029,
  WX_AUTH_REQUIRED: 40030,
  HELP_OWN_REPORT: 40031,
  HELP_ALREADY: 40032,
  HELP_EXPIRED: 40033,
  HELP_NOT_NEEDED: 40034,
  NOT_REAL_NAME: 40100,
  UNDER_AGE: 40101,
  PAY_UNDER_AGE: 40104,
  REAL_NAME_MISMATCH: 40102,
  INVITER_ALREADY_BOUND: 40901,
  ID_NUMBER_TAKEN: 40902,
  REAL_NAME_ALREADY_VERIFIED: 40903,
  TOO_MANY_REQUESTS: 42900,
  NOT_PUBLISHABLE: 50000,
  INTERNAL: 50001,
  UPSTREAM_UNAVAILABLE: 50002,
  WRONG_CODE: 50015,
  CODE_INVALID: 50016,
  MINI_PROGRAM_CODE_INVALID: 50017,
  PX_LOGIN_KEY_INVALID: 50018,
} as const

/** Codes the service emits (the client-only and reserved success codes are never thrown). */
export type BizCodeValue = Exclude<(typeof BizCode)[keyof typeof BizCode], -1 | 50120 | 40150>

/** Default Chinese message per code; a thrown BizError may carry a more specific one. */
export const defaultMessages: Record<BizCodeValue, string> = {
  200: 'success',
  40000: '参数错误',
  40002: '登录已过期',
  40003: '无权操作',
  40004: '资源不存在',
  40005: '请先登录',
  40011: '不能填写自己的邀请码',
  40012: '不能与邀请你的用户互相邀请',
  40021: '暂不支持该链接，请查看「如何获取链接」',
  40022: '暂不支持该估价方式',
  40023: '该游戏暂未开放估价',
  40024: '报告尚未生成完成',
  40025: '报告生成失败，无需解锁',
  40026: '报告已解锁，无需重复支付',
  40027: '暂无可用的解锁券',
  40028: '当前环境暂不支持该支付方式',
  40029: '订单已关闭，请重新发起支付',
  40030: '请先完成微信授权',
  40031: '不能为自己的报告助力',
  40032: '你已经为这份报告助力过了',
  40033: '助力已结束',
  40034: '报告已解锁，无需助力',
  40100: '请先完成实名认证',
  40101: '未满18周岁，无法完成实名认证',
  40102: '姓名与身份证号不一致',
  40104: '未满18周岁，暂不支持支付，可使用解锁券或邀请好友助力',
  40901: '你已绑定过邀请人',
  40902: '该身份证已被其他账号认证',
  40903: '你已完成实名认证',
  42900: '操作太频繁，请稍后再试',
  50000: '暂不可发布',
  50001: '服务异常，请稍后重试',
  50002: '第三方服务暂不可用，请稍后重试',
  50015: '验证码错误',
  50016: '验证码已失效，请重新获取',
  50017: '登录凭证无效，请重新授权',
  50018: '快捷登录已失效，请重新登录',
}

/** Codes the client treats as success (spec section 8). */
export const SUCCESS_CODES: readonly number[] = [BizCode.OK, BizCode.SUCCESS_50120, BizCode.SUCCESS_40150]
