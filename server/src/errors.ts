import { consoleMessages, type ConsoleCodeValue } from './contract/console/values'
import { BizCode, defaultMessages, type BizCodeValue } from './contract/values'

export { BizCode, defaultMessages, type BizCodeValue }

/** Every code the service answers with: the shared table and the console's own (40006-40008). */
export type ServiceCodeValue = BizCodeValue | ConsoleCodeValue

const serviceMessages: Record<ServiceCodeValue, string> = { ...defaultMessages, ...consoleMessages }

/** A business outcome that is not success. Thrown anywhere; the error handler turns it into the envelope. */
export class BizError extends Error {
  readonly code: ServiceCodeValue
  /** Rarely needed: a failure that tells the client where to go next (e.g. `{ guide }`); usually null. */
  readonly data: Record<string, unknown> | null
  constructor(code: ServiceCodeValue, msg?: string, data: Record<string, unknown> | null = null) {
    super(msg ?? serviceMessages[code])
    this.code = code
    this.data = data
    this.name = 'BizError'
  }
}

export const badParameter = (msg: string) => new BizError(BizCode.BAD_PARAMETER, msg)
export const notFound = (msg?: string) => new BizError(BizCode.NOT_FOUND, msg)
