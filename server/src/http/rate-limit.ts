import fastifyRateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Redis } from 'ioredis'
import type { AppConfig } from '../config'
import { API_PREFIX, endpointUrl } from '../contract'
import { CONSOLE_API_PREFIX } from '../contract/console/values'
import { BizCode } from '../errors'
import { failureBody } from './envelope'

type IncrCallback = (err: Error | null, res: { current: number; ttl: number }) => void

/**
 * The in-memory store for one process. The plugin's own hands every caller the same mutable record, so requests
 * resolved in one tick all read the last count (all of them refused); this one answers each with its own count.
 */
class MemoryStore {
  private readonly hits = new Map<string, { count: number; resetAt: number }>()

  incr(key: string, cb: IncrCallback, timeWindow: number): void {
    const now = Date.now()
    let entry = this.hits.get(key)
    if (!entry || entry.resetAt <= now) {
      if (this.hits.size >= 10_000) for (const [k, e] of this.hits) if (e.resetAt <= now) this.hits.delete(k)
      entry = { count: 0, resetAt: now + timeWindow }
      this.hits.set(key, entry)
    }
    entry.count += 1
    cb(null, { current: entry.count, ttl: entry.resetAt - now })
  }

  child(): MemoryStore {
    return new MemoryStore()
  }
}

/** Trust the `hops` nearest addresses (the socket's peer is hop 0): the client is the next one to the left. */
export const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops

export const RATE_LIMITED_MESSAGE = '请求太频繁，请稍后再试'

/**
 * The path a request is routed by: the matched route's pattern, so `/%61pp/v1/valMain` and `/app/v%31/valMain`
 * (which the router decodes and serves as `/app/v1/valMain`) count as the route they reach; a request no route
 * matches (a 404) by its decoded path. Never the raw URL, whose spellings an attacker chooses.
 */
export function routedPath(request: FastifyRequest): string {
  const matched = request.routeOptions.url
  if (matched) return matched
  const raw = request.url.split('?')[0]
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)
/** The general budget covers the console API too: its login is the first thing a flood would aim at. */
const underApi = (path: string) => under(path, API_PREFIX) || under(path, CONSOLE_API_PREFIX)

/**
 * The general request rate per client IP (request.ip, so TRUST_PROXY decides which address that is) on the API:
 * a guard against floods, not a business limit (those are database counters). val/helpDetail, public and the
 * one answer a help-code prober wants, has a tighter budget of its own besides. Counted in Redis when REDIS_URL is
 * set, so N replicas share one budget; in memory otherwise. If Redis fails, requests pass: a cache outage must
 * not take the service down, and the business limits still hold. Answers HTTP 429 with the envelope
 * {code: 42900, msg} and Retry-After.
 */
export async function installRateLimit(app: FastifyInstance, config: Pick<AppConfig, 'rateLimit' | 'redisUrl'>): Promise<void> {
  const settings = config.rateLimit
  if (!settings) return
  const redis = config.redisUrl
    ? // Commands wait for the connection (the offline queue) but give up after one retry, so a dead Redis costs
      // a request a short delay, not a hang.
      new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
    : null
  if (redis) {
    // ioredis reconnects by itself; without a listener an unreachable Redis would be an unhandled 'error' event.
    redis.on('error', (err: Error) => app.log.warn({ err: { message: err.message } }, 'redis unavailable for rate limits'))
    app.addHook('onClose', async () => {
      redis.disconnect()
    })
  }
  await app.register(fastifyRateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'rate-limit:' } : { store: MemoryStore }),
  })
  const general = app.createRateLimit({ max: settings.max, timeWindow: settings.windowMs })
  // Its own keys: in Redis every limiter made here shares one key prefix.
  const helpDetail =
    settings.helpDetailMax > 0
      ? app.createRateLimit({ max: settings.helpDetailMax, timeWindow: settings.windowMs, keyGenerator: (r) => `help-detail:${r.ip}` })
      : null
  // Tracker beacons are fired on page hide and never retried: counted here they would be dropped when a busy user
  // nears the budget, and would spend the budget the user's own API calls need. The tracker route counts its
  // batches per visitor and per IP in the database instead (modules/tracker).
  const exempt = endpointUrl('trackerReport')
  const helpDetailPath = endpointUrl('helpDetail')
  app.addHook('onRequest', async (request, reply) => {
    const path = routedPath(request)
    if (!underApi(path) || path === exempt) return
    for (const check of path === helpDetailPath && helpDetail ? [general, helpDetail] : [general]) {
      const result = await check(request)
      if (result.isAllowed || !result.isExceeded) continue
      return reply
        .code(429)
        .header('retry-after', String(result.ttlInSeconds))
        .type('application/json; charset=utf-8')
        .send(failureBody(BizCode.TOO_MANY_REQUESTS, RATE_LIMITED_MESSAGE))
    }
  })
}
