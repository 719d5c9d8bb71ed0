/** Business codes and texts of spec section 8. */

export const BizCode = {
  SUCCESS: 200,
  SUCCESS_50120: 50120,
  SUCCESS_40150: 40150,
  TOKEN_EXPIRED: 40002,
  NOT_LOGGED_IN: 40005,
  NOT_REAL_NAME: 40100,
  NOT_PUBLISHABLE: 50000,
  CODE_WRONG: 50015,
  NETWORK: -1,
} as const
export type BizCode = (typeof BizCode)[keyof typeof BizCode]

export const SUCCESS_CODES: readonly number[] = [BizCode.SUCCESS, BizCode.SUCCESS_50120, BizCode.SUCCESS_40150]

export const ErrorText = {
  HTTP_DEFAULT: '响应出错',
  TIMEOUT: '请求超时',
  FAILED: '请求失败',
  FAILED_PREFIX: '请求失败:',
  LOGIN_REQUIRED: '请先登录',
  REAL_NAME_REQUIRED: '请先完成实名认证',
  CODE_SENT: '验证码发送成功',
  FRIEND_HELP_OK: '恭喜助力成功！',
  LAUNCH_PATH_MISMATCH: '启动参数路径与消费路径不一致',
  LAUNCH_TYPE_MISMATCH: '启动参数类型与消费类型不一致',
} as const

/** Rejection texts for framework outcomes of upload/download (spec section 8). */
export const FrameworkError = {
  TIMEOUT: 'timeout',
  ABORT: 'abort',
  FILE: 'file error',
} as const

export class RequestError extends Error {
  readonly code: number
  readonly msg: string
  readonly data?: unknown
  constructor(code: number, msg: string, data?: unknown) {
    super(msg)
    this.name = 'RequestError'
    this.code = code
    this.msg = msg
    this.data = data
  }
}

export const isRequestError = (e: unknown): e is RequestError => e instanceof RequestError
