/** Business codes and texts of spec section 8. */

export { BizCode, SUCCESS_CODES } from '../../server/src/contract/values/biz-codes'

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
