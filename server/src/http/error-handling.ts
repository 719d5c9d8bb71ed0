import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { BizCode, BizError, type BizCodeValue } from '../errors'
import { UpstreamError } from '../providers/http-gateway'
import { failureBody } from './envelope'
import type { App } from './types'
import { validationMessage, type ValidationIssue } from './validation-message'

const BAD_JSON = '请求体不是合法的 JSON'

function sendFailure(reply: FastifyReply, code: BizCodeValue, msg: string, httpStatus = 200, data: Record<string, unknown> | null = null) {
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
    default:
      return '请求格式不正确'
  }
}

/**
 * Every failure leaves as the `{ code, msg, data: null }` envelope: business errors and bad input with HTTP 200
 * (the client reads `code`), unknown routes with 404, unexpected errors with 500 and a generic message; the
 * stack goes to the log only.
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
    defaultJsonParser(request, body, (err, value) => {
      if (err) done(new BizError(BizCode.BAD_PARAMETER, BAD_JSON), undefined)
      else done(null, value)
    })
  })

  // A POST without a body still validates as an empty object, so "missing phone" reads as such.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {}
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
    if (typeof error.code === 'string' && error.code.startsWith('FST_') && (error.statusCode ?? 500) < 500) {
      return sendFailure(reply, BizCode.BAD_PARAMETER, frameworkMessage(error))
    }
    request.log.error({ err: error }, 'unexpected error')
    return sendFailure(reply, BizCode.INTERNAL, '服务异常，请稍后重试', 500)
  })

  app.setNotFoundHandler((_request, reply) => sendFailure(reply, BizCode.NOT_FOUND, '接口不存在', 404))
}
