import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { ConnectionError, FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { API_PREFIX } from '../contract'
import { CONSOLE_API_PREFIX } from '../contract/console/values'
import { isConnectionLost } from '../db/errors'
import { BizCode, BizError, defaultMessages, type BizCodeValue, type ServiceCodeValue } from '../errors'
import { UpstreamError } from '../providers/http-gateway'
import { failureBody } from './envelope'
import type { App } from './types'
import { validationMessage, type ValidationIssue } from './validation-message'

const BAD_JSON = '请求体不是合法的 JSON'
/** A failover or a pooler restart takes seconds; the pool reconnects on the next request. */
const DATABASE_RETRY_AFTER_SECONDS = '1'

function sendFailure(
  reply: FastifyReply,
  code: ServiceCodeValue,
  msg: string,
  httpStatus = 200,
  data: Record<string, unknown> | null = null,
) {
  return reply
    .code(httpStatus)
    .type('application/json; charset=utf-8')
    .send(failureBody(code, msg, data))
}

/** Fastify's own request-level errors, in words a user can act on. */
function frameworkMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return BAD_JSON
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return '请求体过大'
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return '请求体需为 JSON（Content-Type: application/json）'
    case 'FST_ERR_BAD_URL':
      return '请求地址格式不正确'
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return '请求地址过长'
    default:
      return '请求格式不正确'
  }
}

/**
 * Where the first string or key holding U+0000 is: its dotted path, '' for a key or the whole body. PostgreSQL text
 * cannot store it (SQLite can), and no field of this API means to carry one, so both databases refuse it the same
 * way, before any query. Iterative: bodies may nest thousands deep.
 */
function fieldWithNul(value: unknown): string | undefined {
  const stack: Array<[unknown, string]> = [[value, '']]
  while (stack.length > 0) {
    const [node, path] = stack.pop() as [unknown, string]
    if (typeof node === 'string') {
      if (node.includes('\0')) return path
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (key.includes('\0')) return ''
        stack.push([child, path ? `${path}.${key}` : key])
      }
    }
  }
  return undefined
}

/**
 * PostgreSQL's verdict on a value the schema let through but a column cannot hold: a number beyond the column's
 * range, text that does not convert, a character it cannot store. Nothing was written (the statement failed), the
 * value came from the request, so it is the client's 40000; logged at warn with the stack, since the route's schema
 * should have refused it first. SQLite stores such values as they come.
 */
const VALUE_REJECTED_BY_DATABASE: Record<string, string> = {
  '22001': '参数错误：内容过长',
  '22003': '参数错误：数值超出范围',
  '22007': '参数错误：取值不正确',
  '22008': '参数错误：数值超出范围',
  '22021': '参数错误：含有不支持的字符',
  '22P02': '参数错误：取值不正确',
  '22P05': '参数错误：含有不支持的字符',
}

function databaseValueMessage(error: { code?: unknown; severity?: unknown }): string | undefined {
  return typeof error.code === 'string' && typeof error.severity === 'string' ? VALUE_REJECTED_BY_DATABASE[error.code] : undefined
}

/**
 * The 4xx status an error raised by Fastify or a plugin carries (@fastify/static and send: 400 bad path, 403
 * path outside the root, 416 range; multipart and body parsing: 400, 406, 413; rate limiting: 429). Those are
 * the request's fault, as Fastify's own handler assumes; anything else is ours.
 */
function clientStatus(error: { statusCode?: unknown; status?: unknown }): number | undefined {
  const status = typeof error.statusCode === 'number' ? error.statusCode : error.status
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined
}

function clientFailure(error: FastifyError, status: number): { code: BizCodeValue; msg: string } {
  if (typeof error.code === 'string' && error.code.startsWith('FST_')) return { code: BizCode.BAD_PARAMETER, msg: frameworkMessage(error) }
  switch (status) {
    // A path outside the site's root answers like a missing file: nothing to learn about the layout around it.
    case 403:
    case 404:
      return { code: BizCode.NOT_FOUND, msg: '页面不存在' }
    case 413:
      return { code: BizCode.BAD_PARAMETER, msg: '请求体过大' }
    case 416:
      return { code: BizCode.BAD_PARAMETER, msg: '请求的文件范围无效' }
    case 429:
      return { code: BizCode.TOO_MANY_REQUESTS, msg: '操作太频繁，请稍后再试' }
    default:
      return { code: BizCode.BAD_PARAMETER, msg: '请求格式不正确' }
  }
}

const under = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`)
/** The player API and the console API both answer in the envelope with HTTP 200. */
const isApiPath = (url: string) => under(url, API_PREFIX) || under(url, CONSOLE_API_PREFIX)

/**
 * A client error in the envelope. The API keeps its convention (HTTP 200, the client reads `code`); the static
 * site, the docs and the provider notifies answer the real HTTP status (416 with `Content-Range`, 400, 404), which
 * browsers, caches and download resumers act on. Logged at info: nothing for an operator to fix.
 */
function sendClientFailure(request: FastifyRequest, reply: FastifyReply, error: FastifyError, status: number) {
  const { code, msg } = clientFailure(error, status)
  request.log.info({ err: { code: error.code, message: error.message, statusCode: status } }, 'client error')
  const headers = (error as { headers?: unknown }).headers
  if (headers && typeof headers === 'object') reply.headers(headers as Record<string, string>)
  const api = isApiPath(request.url)
  return sendFailure(reply, code, msg, api ? 200 : status === 403 ? 404 : status)
}

/**
 * Fastify's `frameworkErrors` option: errors found before routing (a URL that does not percent-decode, a path
 * parameter over its length), which otherwise answer Fastify's own English JSON.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void sendClientFailure(request, reply, error, clientStatus(error) ?? 400)
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (broken framing, headers over the limit, too
 * slow) never reaches routing. Fastify's statuses (400, 431, 408) in the envelope; logged at debug, since these are
 * scanners and broken proxies, not faults. Fastify binds `this` to the instance.
 */
export function answerUnparsableRequest(this: { log: FastifyBaseLogger }, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, msg] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, '请求头过大']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, '请求超时']
        : [400, '请求格式不正确']
  this.log.debug({ err: error }, 'unparsable request')
  if (socket.writable) {
    const body = failureBody(BizCode.BAD_PARAMETER, msg)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `X-Content-Type-Options: nosniff\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}

/**
 * Every failure leaves as the `{ code, msg, data: null }` envelope: business errors and bad input with HTTP 200
 * (the client reads `code`), unknown routes with 404, client errors outside the API with their 4xx status,
 * unexpected errors with 500 and a generic message; the stack goes to the log only.
 */
export function installErrorHandling(app: App): void {
  // Our JSON parser: an empty body counts as "no body" (the app may send Content-Type without one), and a
  // malformed body gets a clear 40000 instead of Fastify's English 400.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'ignore')
  app.removeContentTypeParser('application/json')
  // The API speaks JSON only; plain text would otherwise reach validation as a string.
  app.removeContentTypeParser('text/plain')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body !== 'string' || body.trim() === '') {
      done(null, undefined)
      return
    }
    // Fastify types a body parser as maybe async; the default JSON parser answers through the callback.
    void defaultJsonParser(request, body, (err, value) => {
      if (err) return done(new BizError(BizCode.BAD_PARAMETER, BAD_JSON), undefined)
      // A raw NUL is invalid JSON already; only the escape can put one in a string.
      const nul = /\\u0000/.test(body) ? fieldWithNul(value) : undefined
      if (nul !== undefined)
        return done(new BizError(BizCode.BAD_PARAMETER, `参数错误：${nul ? `${nul} ` : ''}含有不支持的字符`), undefined)
      done(null, value)
    })
  })

  // A POST without a body still validates as an empty object, so "missing phone" reads as such.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {}
    done()
  })

  app.setErrorHandler((error: FastifyError | BizError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof BizError) {
      if (error instanceof UpstreamError) request.log.warn({ upstream: error.detail }, 'provider call failed')
      return sendFailure(reply, error.code, error.message, 200, error.data)
    }
    if (error.validation) {
      const issue = error.validation[0] as unknown as ValidationIssue | undefined
      return sendFailure(reply, BizCode.BAD_PARAMETER, validationMessage(issue, error.validationContext))
    }
    const status = clientStatus(error)
    if (status !== undefined) return sendClientFailure(request, reply, error, status)
    const valueMessage = databaseValueMessage(error as { code?: unknown; severity?: unknown })
    if (valueMessage) {
      request.log.warn({ err: error }, 'value refused by the database')
      return sendFailure(reply, BizCode.BAD_PARAMETER, valueMessage)
    }
    // The client hung up before its body arrived (a dropped upload), or before a streamed answer (a compressed one)
    // started: there is nobody to answer and nothing to fix.
    if (request.raw.readableAborted || (error.code === 'ERR_STREAM_PREMATURE_CLOSE' && request.raw.socket?.destroyed)) {
      request.log.info({ err: { code: error.code, message: error.message } }, 'request aborted by the client')
      return sendFailure(reply, BizCode.BAD_PARAMETER, '请求未完整送达')
    }
    // A failover, a restart or a pooler between us and PostgreSQL: nothing wrong with the request, and the pool opens a
    // new connection for the next one. The client is told to try again shortly (the app treats a 503 as retryable).
    if (isConnectionLost(error)) {
      request.log.warn({ err: { code: error.code, message: error.message } }, 'database connection lost')
      reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS)
      return sendFailure(reply, BizCode.DATABASE_UNAVAILABLE, defaultMessages[BizCode.DATABASE_UNAVAILABLE], 503)
    }
    request.log.error({ err: error }, 'unexpected error')
    return sendFailure(reply, BizCode.INTERNAL, '服务异常，请稍后重试', 500)
  })

  app.setNotFoundHandler((_request, reply) => sendFailure(reply, BizCode.NOT_FOUND, '接口不存在', 404))
}
