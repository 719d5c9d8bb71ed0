import { BizCode, defaultMessages, type ServiceCodeValue } from '../errors'

/** The success envelope. `msg` defaults to 'success' as the client expects. */
export function ok<T>(data: T, msg: string = defaultMessages[BizCode.OK]) {
  return { code: BizCode.OK, msg, data }
}

/** Failure envelope, pre-serialized so no route's success schema ever touches it. */
export function failureBody(code: ServiceCodeValue, msg: string, data: Record<string, unknown> | null = null): string {
  return JSON.stringify({ code, msg, data })
}
