// First: tracing, when configured, must be in place before fastify and pg load.
import { stopTracing } from './observability/tracing-switch'
import { buildApp } from './app'
import { loadConfig } from './config'
import { createDb } from './db/connect'
import { migrateToLatest } from './db/migrate'
import { prepareValuation } from './modules/valuation/startup'
import { seedDemoDraw } from './modules/draw/seed'
import { seedShippedArticles } from './modules/information/seed'

/** Starts the service: configuration from the environment, migrations, then listen. */
async function main(): Promise<void> {
  const config = loadConfig()
  const db = createDb({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile })
  const applied = await migrateToLatest(db)
  const app = await buildApp({ db, config })
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated')
  // Models are trained/loaded before listening, so no request ever fits one.
  const prepared = await prepareValuation(db, app.services.models, {
    seedDemo: config.demoMarket.seed,
    demoRowsPerGame: config.demoMarket.rowsPerGame,
    now: Date.now(),
    log: (msg) => app.log.info(msg),
  })
  // Jobs start once models are loaded, so no job predicts without them. The in-process queue (SQLite) resumes
  // reports a previous process left generating; a durable queue still holds their jobs.
  const resumed = await app.services.valuation.resumePending()
  await app.services.jobs.start()
  app.log.info({ ...prepared, resumed, jobQueue: config.jobs.queue }, 'valuation models loaded')
  // Like the demo market: a developer machine gets a working prize draw; production starts with none.
  if (!config.isProduction && (await seedDemoDraw(db, Date.now()))) app.log.info('demo draw activities seeded')
  // And the shipped articles for the information pages (production: npm run info:import -- content/articles).
  if (!config.isProduction) {
    const articles = await seedShippedArticles(app.services)
    if (articles) app.log.info({ articles }, 'shipped information articles seeded')
  }

  const close = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`)
    // Out of rotation first; Fastify's close then refuses new connections and waits for requests in flight.
    app.startDraining()
    if (config.shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs))
    await app.close()
    await db.destroy()
    await stopTracing()
    process.exit(0)
  }
  process.once('SIGINT', () => void close('SIGINT'))
  process.once('SIGTERM', () => void close('SIGTERM'))

  await app.listen({ port: config.port, host: config.host })
  const address = app.server.address()
  const port = address && typeof address === 'object' ? address.port : config.port
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host
  const database = config.databaseUrl ? 'PostgreSQL' : `SQLite ${config.sqliteFile}`
  console.log(`游戏估价已启动: http://${host}:${port}/`)
  console.log(config.apiDocs ? `数据库：${database}；接口文档：http://${host}:${port}/docs` : `数据库：${database}`)
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
