/** Business codes and texts of spec section 8. */

import { BizCode } from '../../server/src/contract/values/biz-codes'

export { BizCode }
export { SUCCESS_CODES } from '../../server/src/contract/values/biz-codes'

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

/**
 * What can mend a failed call, for the page that shows the failure: `retry` when the same call may succeed
 * later (no answer, a server fault, too many requests), `login` when the session is gone (40002 that refreshing
 * did not fix, 40005), `none` when the service refused what was asked (unknown id, bad parameter, no right to
 * it): retrying cannot help there, the page must offer another way on.
 */
export type Remedy = 'retry' | 'login' | 'none'

const RETRYABLE_CODES: readonly number[] = [BizCode.INTERNAL, BizCode.UPSTREAM_UNAVAILABLE, BizCode.TOO_MANY_REQUESTS]
const SESSION_CODES: readonly number[] = [BizCode.TOKEN_EXPIRED, BizCode.NOT_LOGGED_IN]
/** HTTP statuses (RequestError carries them as the code) that a later attempt may get past. */
const isRetryableHttp = (status: number) => status <= 0 || status >= 500 || status === 408 || status === 429

export function remedyOf(e: unknown): Remedy {
  if (!isRequestError(e)) return 'retry'
  if (SESSION_CODES.includes(e.code)) return 'login'
  if (RETRYABLE_CODES.includes(e.code)) return 'retry'
  // Business codes are five digits; anything shorter is the client's -1 or an HTTP status.
  if (e.code < 10_000) return isRetryableHttp(e.code) ? 'retry' : 'none'
  return 'none'
}
