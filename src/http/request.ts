import Taro from '@tarojs/taro'
import { Timeout, WidgetText } from '../constants/app'
import { buildQuery } from '../utils/query'
import { BizCode, ErrorText, RequestError, SUCCESS_CODES } from './codes'
import { absoluteUrl, commonHeaders, hooks } from './hooks'
import { refreshToken } from './refresh'
import { showToast } from '../platform/toast'

/** Taro types the response body as string, object or buffer; the envelope check narrows it. */
type Body = string | Record<string, unknown> | ArrayBuffer

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface ApiEnvelope<T = unknown> {
  code: number
  msg: string
  data: T
}

export interface RequestOptions {
  url: string
  method?: Method
  data?: Record<string, unknown> | unknown[] | null
  header?: Record<string, string>
  timeout?: number
  /** Reject without any toast (background calls such as the partner token). */
  silent?: boolean
}

export interface InternalOptions extends RequestOptions {
  retried?: boolean
  /** The access token this attempt carried: tells a superseded token (someone refreshed meanwhile) from an expired one. */
  sentToken?: string
  /** Sends the same call again after a token refresh (uploads are not plain requests); default: run(). */
  resend?: () => Promise<ApiEnvelope<unknown>>
}

const toast = (title: string) => showToast(title, Timeout.TOAST)

/**
 * The engines' words for "the service could not be reached": browsers (Failed to fetch, NetworkError, Load
 * failed), Chromium and the mini-program network stacks (net::ERR_…, errcode:-1xx) and Node (ECONNREFUSED…).
 */
const UNREACHABLE =
  /failed to fetch|networkerror|network request failed|network error|load failed|net::err_|err_internet|errcode:\s*-\d|econnrefused|econnreset|enotfound|eai_again|offline|断网|网络/i

/**
 * Network failure text (spec section 8), code -1: 请求超时 for a timeout, 请求失败 for a failure without detail,
 * 请求失败:<reason> otherwise. When the reason is an engine's way of saying the service could not be reached
 * (`Failed to fetch`), the no-network tip follows on a second line: the first line is the spec's, the second one a
 * player can act on.
 */
export function networkErrorText(errMsg: string | undefined): string {
  const m = (errMsg ?? '').trim()
  if (/timeout|timed out|超时/i.test(m)) return ErrorText.TIMEOUT
  const reason = m.replace(/^(?:\w+:)?fail(?:\s+|$)/i, '').trim()
  if (!reason) return ErrorText.FAILED
  const text = `${ErrorText.FAILED_PREFIX}${reason}`
  return UNREACHABLE.test(reason) ? `${text}\n${WidgetText.NO_NETWORK}` : text
}

function send(options: InternalOptions, header: Record<string, string>): Promise<Taro.request.SuccessCallbackResult<Body>> {
  const method = options.method ?? 'GET'
  let url = absoluteUrl(options.url)
  let data: unknown = options.data ?? undefined
  if (method === 'GET' && data && !Array.isArray(data)) {
    const qs = buildQuery(data as Record<string, unknown>)
    if (qs) url += (url.includes('?') ? '&' : '?') + qs
    data = undefined
  }
  if (method !== 'GET' && !Object.keys(header).some((k) => k.toLowerCase() === 'content-type')) {
    header['Content-Type'] = 'application/json'
  }
  return Taro.request({ url, method, data, header, timeout: options.timeout ?? Timeout.REQUEST }) as Promise<
    Taro.request.SuccessCallbackResult<Body>
  >
}

function unauthorized(msg: string): never {
  hooks.onUnauthorized()
  throw new RequestError(BizCode.NOT_LOGGED_IN, msg)
}

async function run<T>(options: InternalOptions): Promise<ApiEnvelope<T>> {
  let res: Taro.request.SuccessCallbackResult<Body>
  const header: Record<string, string> = { ...commonHeaders(), ...(options.header ?? {}) }
  try {
    res = await send(options, header)
  } catch (e) {
    const msg = networkErrorText((e as { errMsg?: string; message?: string })?.errMsg ?? (e as Error)?.message)
    hooks.onRequestFailed({ url: options.url, status: BizCode.NETWORK, message: msg })
    if (!options.silent) toast(msg)
    throw new RequestError(BizCode.NETWORK, msg)
  }
  return handleResponse<T>(res.statusCode, res.data, { ...options, sentToken: header.Authorization })
}

/** Shared by request and upload: HTTP status, then the business code. */
export async function handleResponse<T>(status: number, body: unknown, options: InternalOptions): Promise<ApiEnvelope<T>> {
  const env = (body ?? {}) as Partial<ApiEnvelope<T>> & { message?: string }
  if (status < 200 || status > 299) {
    const msg = env.msg || env.message || (status ? String(status) : '') || ErrorText.HTTP_DEFAULT
    hooks.onRequestFailed({ url: options.url, status, message: msg })
    if (!options.silent) toast(msg)
    throw new RequestError(status, msg, body)
  }
  const code = Number(env.code)
  if (SUCCESS_CODES.includes(code)) return env as ApiEnvelope<T>

  const msg = env.msg ?? ''
  if (code === BizCode.TOKEN_EXPIRED) {
    // A retried request that expires again means refreshing does not help: treat as logged out.
    if (options.retried) unauthorized(msg)
    // If the token changed while this call was on its way, another call already refreshed (the service answers
    // 40002 for a token a refresh superseded): retry with the current token rather than rotate it again.
    const current = hooks.token()
    if (!current || current === options.sentToken) {
      try {
        await refreshToken()
      } catch {
        unauthorized(msg)
      }
    }
    if (options.resend) return options.resend() as Promise<ApiEnvelope<T>>
    return run<T>({ ...options, retried: true })
  }
  if (code === BizCode.NOT_LOGGED_IN) unauthorized(msg)
  if (code === BizCode.NOT_REAL_NAME) {
    // One fixed text whatever the server says, then the real-name page (registered at launch).
    if (!options.silent) toast(ErrorText.REAL_NAME_REQUIRED)
    hooks.onNotRealName()
    throw new RequestError(code, msg || ErrorText.REAL_NAME_REQUIRED, env.data)
  }

  if (!options.silent && msg) toast(msg)
  throw new RequestError(code, msg, env.data)
}

/** Resolves the `{code,msg,data}` envelope for success codes 200/50120/40150; rejects with RequestError. */
export function request<T = unknown>(options: RequestOptions): Promise<ApiEnvelope<T>> {
  return run<T>(options)
}

export const get = <T = unknown>(url: string, data?: Record<string, unknown>, extra?: Partial<RequestOptions>) =>
  request<T>({ ...extra, url, data, method: 'GET' })

export const post = <T = unknown>(url: string, data?: Record<string, unknown>, extra?: Partial<RequestOptions>) =>
  request<T>({ ...extra, url, data, method: 'POST' })
