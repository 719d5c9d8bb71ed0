import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify'
import type { DestinationStream, LoggerOptions } from 'pino'
import { currentRequestId, requestIdFrom } from './request-context'
import { redactText, redactValue } from './log-redaction'

/** Body fields that hold credentials; removed from every log line whatever their text looks like. */
export const CREDENTIAL_LOG_PATHS = [
  'req.body.password',
  'req.body.code',
  'req.body.captcha',
  'req.body.idNo',
  // The console's password change and login code.
  'req.body.oldPassword',
  'req.body.newPassword',
  'req.body.totp',
]

/** Marks the per-request child loggers, which carry the request id in their bindings already. */
const REQUEST_LOGGER = Symbol('request logger')

/**
 * The service's pino options: credentials removed by path, phone numbers, ID numbers, tokens and keys masked in
 * any text (messages and logged objects), and the request id on every line written while a request or one of its
 * jobs runs, including lines written through the root logger by a module.
 */
export function serviceLoggerOptions(level: string, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-csrf-token"]', ...CREDENTIAL_LOG_PATHS],
    serializers: {
      // Fastify's own request serializer, with the URL's query redacted (a share token or a code may be in it).
      req: (req: { method?: string; url?: string; host?: string; ip?: string }) => ({
        method: req.method,
        url: req.url === undefined ? undefined : redactText(req.url),
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => redactValue(arg)) as Parameters<typeof method>)
      },
    },
    mixin(_merge, _level, logger) {
      if ((logger as unknown as Record<symbol, unknown>)[REQUEST_LOGGER]) return {}
      const reqId = currentRequestId()
      return reqId ? { reqId } : {}
    },
    ...(stream ? { stream } : {}),
  }
}

/** Fastify's request-id options: `x-request-id` from the client when usable, a UUID otherwise. */
export const requestIdOptions: Pick<FastifyServerOptions, 'genReqId' | 'childLoggerFactory'> = {
  genReqId: (req) => requestIdFrom(req.headers['x-request-id']),
  childLoggerFactory(logger, bindings, options) {
    const child = logger.child(bindings, options) as FastifyBaseLogger & Record<symbol, unknown>
    child[REQUEST_LOGGER] = true
    return child
  },
}
