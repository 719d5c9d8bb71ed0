import fs from 'node:fs'
import path from 'node:path'
import Fastify, { type FastifyPluginAsync, type FastifyServerOptions } from 'fastify'
import type { DestinationStream } from 'pino'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { systemClock, type Clock } from './clock'
import { loadConfig, type AppConfig } from './config'
import type { Db } from './db/connect'
import { answerFrameworkError, answerUnparsableRequest, installErrorHandling } from './http/error-handling'
import { DOCS_CSP, installSecurityHeaders, readIndexHtml, withSecurityHeaders } from './http/security-headers'
import { installRateLimit, trustHops } from './http/rate-limit'
import { installCompression } from './http/compression'
import { serveH5App } from './http/h5-static'
import { namedPlugin } from './http/named-plugin'
import { rememberingCompilers, type SchemaCompilers } from './http/schema-compilers'
import { serveConsoleApp } from './http/console-static'
import type { App, RouteKit } from './http/types'
import { devRoutes } from './modules/dev/routes'
import { feedbackImageRoutes } from './modules/feedback/routes'
import { reportImageMediaRoutes } from './modules/report-images/routes'
import { bannerImageRoutes } from './modules/banner/routes'
import { payNotifyRoutes } from './modules/payment/notify-routes'
import { sandboxCashierRoutes } from './modules/payment/sandbox-cashier'
import { JobName } from './jobs/job-queue'
import { startModelRefresh } from './modules/models/registry'
import { DRIFT_CHECK_EVERY_MS } from './modules/models/drift'
import { registerHealthRoutes } from './http/health'
import { registerMetrics } from './http/metrics'
import { createProviders, type Providers } from './providers'
import { createServices, type Services } from './services'
import type { ModuleRoutes } from './modules/module'
import { API_PREFIX } from './contract'
import { CONSOLE_API_PREFIX, CONSOLE_SESSION_COOKIE } from './contract/console/values'
import { consoleApi } from './console/plugin'
import { phoneByUid, uidsAndPhonesOf, userIdByUid } from './modules/user/queries'
import { requestIdOptions, serviceLoggerOptions } from './observability/logger'
import { runWithRequestId } from './observability/request-context'

/** Fastify's register takes a plain FastifyInstance; module routes are typed for the TypeBox-typed instance. */
const asPlugin = (routes: ModuleRoutes) => namedPlugin('module routes', routes as unknown as FastifyPluginAsync<RouteKit>)

export interface BuildAppOptions {
  /** A migrated database. */
  db: Db
  clock?: Clock
  config?: AppConfig
  /** Defaults to createProviders(config): real adapters where configured, sandboxes otherwise. */
  providers?: Providers
  logger?: FastifyServerOptions['logger']
  /** Where the default logger writes (tests capture the real log configuration through it); stdout otherwise. */
  logStream?: DestinationStream
  /** Fastify's schema compilers; by default its own, remembering what they compiled (tests load generated code). */
  schemaCompilers?: SchemaCompilers
}

export type BuiltApp = App & {
  services: Services
  providers: Providers
  /** From now on `/readyz` answers 503, so a load balancer stops sending requests before the replica closes. */
  startDraining(): void
}

/**
 * The whole service as one Fastify instance: API under /app/v1, dev helpers outside production, OpenAPI at
 * /openapi.json and /docs (unless turned off), the built H5 app at / when dist/h5 exists and the operators' console at
 * /console/ when dist/console exists, all with security headers. Does not listen; main.ts does.
 */
export async function buildApp(options: BuildAppOptions): Promise<BuiltApp> {
  const config = options.config ?? loadConfig()
  const clock = options.clock ?? systemClock
  const headerPolicy = {
    isProduction: config.isProduction,
    indexHtml: readIndexHtml(config.h5Dir),
    connectOrigins: config.h5ConnectOrigins,
  }
  const app = Fastify({
    // The request log records method, URL and status only, never bodies; credentials, phone numbers, ID numbers,
    // tokens and keys are redacted from every line (observability/logger.ts).
    logger: options.logger ?? serviceLoggerOptions(config.logLevel, options.logStream),
    ...requestIdOptions,
    // A hop count as proxy-addr's "trust the first n hops" (Fastify does the same with a number; its types omit it).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 64 * 1024,
    // A URL that does not decode, or a request the HTTP parser refuses, is the client's mistake: answer it in the
    // envelope like any other.
    frameworkErrors: withSecurityHeaders(headerPolicy, answerFrameworkError),
    clientErrorHandler: answerUnparsableRequest,
    // Bodies are JSON and must match their schema as sent: no string<->number coercion (a phone sent as a
    // number is a type error), unknown fields dropped, defaults filled in.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: true, useDefaults: true, allErrors: false } },
    schemaController: { compilersFactory: options.schemaCompilers ?? rememberingCompilers },
  }).withTypeProvider<TypeBoxTypeProvider>()

  const providers =
    options.providers ??
    createProviders(
      config,
      (line) => app.log.info(line),
      () => clock.now(),
    )
  const { services, modules } = createServices({ db: options.db, clock, config, providers, log: app.log })

  app.decorateRequest('auth', null)
  // First of all hooks: the request id goes back to the client and stays with everything the request runs,
  // including the jobs it queues and the lines modules log through the root logger.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id)
    runWithRequestId(request.id, done)
  })
  let draining = false
  registerMetrics(app, {
    token: config.metricsToken,
    db: options.db,
    models: services.models,
    drift: services.modelDesk.drift,
    jobs: services.jobs,
    isDraining: () => draining,
    now: () => clock.now(),
    waitingRequests: () => services.valuation.waitingRequests(),
  })
  // Background jobs use the database; let running ones finish before the caller closes it.
  app.addHook('onClose', async () => {
    await services.jobs.stop()
    await services.bus.stop()
  })
  // Events from the other replicas (a report finished there wakes a request waiting here).
  await services.bus.start()
  installErrorHandling(app)
  // Before every route, so the API, the H5 files, the docs and the 404s all carry the headers.
  installSecurityHeaders(app, headerPolicy)
  await installCompression(app)
  await installRateLimit(app, config)

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: '游戏估价 API',
        version: '1.0.0',
        description: '所有响应均为 { code, msg, data }；业务码见 docs/api.md。',
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization' },
          consoleSession: { type: 'apiKey', in: 'cookie', name: CONSOLE_SESSION_COOKIE },
        },
      },
    },
  })
  // The route list is an attacker's map: production serves it only when API_DOCS asks for it.
  if (config.apiDocs) {
    await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: DOCS_CSP })
    app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
  }

  await app.register(
    namedPlugin('api', async (api) => {
      const typed = api as unknown as App
      // API answers are per-user and live; no intermediary should cache them.
      typed.addHook('onRequest', (_request, reply, done) => {
        void reply.header('cache-control', 'no-store')
        done()
      })
      const kit: RouteKit = { auth: services.auth }
      for (const { routes } of modules) if (routes) await typed.register(asPlugin(routes), kit)
    }),
    { prefix: API_PREFIX },
  )

  // The operators' console API: its own scope (cookie session, CSRF, allowed addresses), never the player API's.
  await app.register(
    namedPlugin('console api', async (scope) =>
      consoleApi(scope as unknown as App, {
        operators: services.operators,
        audit: services.audit,
        phoneByUid: (uid) => phoneByUid(options.db, uid),
        ordersAdmin: services.ordersAdmin,
        playerRefs: { refsOf: (ids) => uidsAndPhonesOf(options.db, ids), idOfUid: (uid) => userIdByUid(options.db, uid) },
        players: services.playerDesk,
        couponDesk: services.couponDesk,
        feedbackInbox: services.feedbackInbox,
        articleDesk: services.articleDesk,
        banners: services.banner,
        contentConfig: services.config,
        prizeDesk: services.prizeDesk,
        dashboard: services.dashboard,
        pricingRules: services.pricingRules,
        campaigns: services.campaigns,
        rewardsDesk: services.rewardsDesk,
        activityDesk: services.activityDesk,
        modelDesk: services.modelDesk,
        couponDailyCap: config.supportCouponDailyCap,
        config: { ...config.console, isProduction: config.isProduction },
      }),
    ),
    { prefix: CONSOLE_API_PREFIX },
  )

  // Provider notifies and (outside production) the sandbox cashier live outside the API prefix: no envelope.
  await app.register(namedPlugin('pay notifies', async (scope) => payNotifyRoutes(scope, { payment: services.payment })))
  await app.register(namedPlugin('feedback images', async (scope) => feedbackImageRoutes(scope, { feedback: services.feedback })))
  await app.register(namedPlugin('report images', async (scope) => reportImageMediaRoutes(scope, { images: services.reportImages })))
  await app.register(namedPlugin('banner images', async (scope) => bannerImageRoutes(scope, { banner: services.banner })))
  if (!config.isProduction) {
    devRoutes(app, { auth: services.auth }, providers)
    await app.register(
      namedPlugin('sandbox cashier', async (scope) => {
        scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body))
        await sandboxCashierRoutes(scope, { payment: services.payment }, providers)
      }),
    )
  }
  if (config.nodeEnv !== 'test') {
    // Orders are also closed when read (pay page, status), so the sweep's minute of lag is never visible.
    services.jobs.every(JobName.ORDER_EXPIRY, 60_000, async () => {
      await services.payment.closeExpired()
    })
    // Tracker events past TRACKER_RETENTION_DAYS; half-hourly keeps each delete small.
    services.jobs.every(JobName.TRACKER_PRUNE, 30 * 60_000, async () => {
      await services.tracker.prune()
    })
    // Payment notify log rows past OrderRule.NOTIFY_LOG_DAYS (180); half-hourly keeps each delete small.
    services.jobs.every(JobName.PAY_NOTIFY_PRUNE, 30 * 60_000, async () => {
      await services.payment.pruneNotifyLog()
    })
    // 消息: messages past 90 days go, and coupons about to expire get their reminder (idempotent: once per day of expiry).
    services.jobs.every(JobName.MESSAGES_SWEEP, 60 * 60_000, async () => {
      await services.messages.sweep()
    })
    // Subscribe messages waiting: a report's outcome or a friend's help reaches a player who left within a minute.
    services.jobs.every(JobName.MESSAGES_PUSH, 60_000, async () => {
      await services.messages.pushPending()
    })
    // Drift: every game's served model against its recent deals; a flagged game gets a retrain (once at a time).
    services.jobs.every(JobName.DRIFT_CHECK, DRIFT_CHECK_EVERY_MS, async () => {
      await services.modelDesk.drift.checkAll()
    })
    // Requests predict with this replica's models: pick up models another replica or an import retrained.
    const stop = startModelRefresh(services.models, options.db, config.modelRefreshMs, (err) =>
      app.log.error({ err }, 'reloading valuation models failed'),
    )
    app.addHook('onClose', async () => stop())
  }

  registerHealthRoutes(app, options.db, () => draining)

  if (fs.existsSync(path.join(config.consoleDir, 'index.html'))) {
    await serveConsoleApp(app, config.consoleDir, { isProduction: config.isProduction })
  }
  if (fs.existsSync(path.join(config.h5Dir, 'index.html'))) {
    await serveH5App(app, config.h5Dir)
  } else {
    // Say why there is no page instead of a bare "not found".
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .code(404)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ code: 40004, msg: '前端尚未构建：请运行 npm start 或 npm run build:h5', data: null })),
    )
  }

  return Object.assign(app, {
    services,
    providers,
    startDraining: () => {
      draining = true
    },
  })
}
