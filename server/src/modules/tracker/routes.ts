import { namedPlugin } from '../../http/named-plugin'
import { TrackerBatchLimit } from '../../contract'
import { BizCode, BizError } from '../../errors'
import { endpointRouter } from '../../http/endpoint-route'
import { ok } from '../../http/envelope'
import type { App, RouteKit } from '../../http/types'
import type { TrackerService } from './service'

const BAD_JSON = '请求体不是合法的 JSON'

/** The terminal header as a code 1..6, or null. */
function terminalHeader(value: string | string[] | undefined): number | null {
  const n = Number(Array.isArray(value) ? value[0] : value)
  return Number.isInteger(n) && n >= 1 && n <= 6 ? n : null
}

/**
 * tracker/report: public. `navigator.sendBeacon` cannot set a JSON content type (a string body goes as
 * text/plain), so this route alone also parses text/plain as JSON; the rest of the API stays JSON-only. A bare
 * array is taken as `{ events }`.
 */
export async function trackerRoutes(app: App, { auth, tracker }: RouteKit & { tracker: TrackerService }): Promise<void> {
  const route = endpointRouter(app, auth, '埋点')
  app.register(
    namedPlugin('tracker', async (scope: App) => {
      const parseJson = scope.getDefaultJsonParser('error', 'ignore')
      scope.addContentTypeParser(
        'text/plain',
        { parseAs: 'string', bodyLimit: TrackerBatchLimit.MAX_BODY_BYTES },
        (request, body, done) => {
          if (typeof body !== 'string' || body.trim() === '') return done(null, undefined)
          // PostgreSQL text cannot hold U+0000 and no tracker field means to carry one.
          if (/\\u0000/.test(body)) return done(new BizError(BizCode.BAD_PARAMETER, '参数错误：含有不支持的字符'), undefined)
          // Typed as maybe async; the default JSON parser answers through the callback.
          void parseJson(request, body, (err, value) =>
            err ? done(new BizError(BizCode.BAD_PARAMETER, BAD_JSON), undefined) : done(null, value),
          )
        },
      )
      // The OpenAPI document says so too (requestBody content types).
      scope.addHook('onRoute', (options) => {
        options.schema = { ...options.schema, consumes: ['application/json', 'text/plain'] }
      })
      scope.addHook('preValidation', async (request) => {
        if (Array.isArray(request.body)) request.body = { events: request.body }
      })
      route(
        'trackerReport',
        {
          summary: '上报埋点事件',
          description:
            `无需登录。body 为 { events: [...] } 或事件数组，Content-Type 可为 application/json 或 text/plain（sendBeacon）；` +
            `一批 1-${TrackerBatchLimit.MAX_EVENTS} 条、同一访客，请求体不超过 64KB，extra 不超过 ${TrackerBatchLimit.MAX_EXTRA_BYTES} 字节。` +
            '客户端 IP 取自请求（TRUST_PROXY 决定是否采信代理头）。每访客每分钟 30 批、每 IP 每分钟 300 批，超出返回 42900。',
        },
        async (request) =>
          ok(await tracker.report(request.body.events, { ip: request.ip, terminal: terminalHeader(request.headers.terminal) })),
        scope,
      )
    }),
  )
}
