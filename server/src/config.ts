import path from 'node:path'
import { DEFAULT_OWN_LISTING_BASE } from './market/links'

/** Where the repository root is, whatever the working directory (config.ts lives in server/src). */
export const repoRoot = path.resolve(__dirname, '..', '..')

export interface MiniProgramCredentials {
  appId: string
  secret: string
}

export interface HttpGatewayConfig {
  url: string
  token: string
}

export interface AppConfig {
  nodeEnv: string
  isProduction: boolean
  port: number
  host: string
  /** A postgres:// URL selects PostgreSQL; otherwise `sqliteFile` is used. */
  databaseUrl: string | null
  sqliteFile: string
  /** HMAC key for hashing one-time codes and tokens at rest. */
  tokenSecret: string
  accessTokenTtlMs: number
  refreshTokenTtlMs: number
  /** Honour X-Forwarded-For from a load balancer when computing the client IP for rate limits. */
  trustProxy: boolean
  logLevel: string
  /** Built H5 app served at `/`; ignored when the folder does not exist. */
  h5Dir: string
  /** Base URL of the service's own listing pages (published accounts), ending in '/'. */
  listingBaseUrl: string
  /** The demo market seeded on first start when the database has no market data. */
  demoMarket: { seed: boolean; rowsPerGame: number | undefined }
  providers: {
    sms: HttpGatewayConfig | null
    weixin: MiniProgramCredentials | null
    toutiao: MiniProgramCredentials | null
    realName: HttpGatewayConfig | null
    partner: HttpGatewayConfig | null
    /** Game-account authorization gateway (valuation by authorization). */
    gameAuth: HttpGatewayConfig | null
  }
}

const DEV_TOKEN_SECRET = 'dev-only-token-secret-never-use-in-production'

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`)
  return n
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`)

function gateway(env: NodeJS.ProcessEnv, prefix: string): HttpGatewayConfig | null {
  const url = env[`${prefix}_URL`]
  if (!url) return null
  return { url, token: env[`${prefix}_TOKEN`] ?? '' }
}

function miniProgram(env: NodeJS.ProcessEnv, prefix: string): MiniProgramCredentials | null {
  const appId = env[`${prefix}_APPID`]
  const secret = env[`${prefix}_SECRET`]
  if (!appId || !secret) return null
  return { appId, secret }
}

/** `var/app.db` by default; a non-postgres DATABASE_URL (`file:x.db`, `sqlite:x.db`, a path, `:memory:`) picks the file. */
function sqlitePath(value: string | undefined): string {
  if (!value) return path.resolve(repoRoot, 'var/app.db')
  const file = value.replace(/^(sqlite|file):(\/\/)?/, '')
  return file === ':memory:' ? file : path.resolve(repoRoot, file)
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development'
  const isProduction = nodeEnv === 'production'
  const tokenSecret = env.TOKEN_SECRET ?? env.JWT_SECRET ?? ''
  if (isProduction && tokenSecret.length < 32) {
    throw new Error('TOKEN_SECRET (or JWT_SECRET) of at least 32 characters is required when NODE_ENV=production')
  }
  const databaseUrl = env.DATABASE_URL && /^postgres(ql)?:\/\//.test(env.DATABASE_URL) ? env.DATABASE_URL : null
  return {
    nodeEnv,
    isProduction,
    port: int(env.PORT, 8080, 'PORT'),
    host: env.HOST || '127.0.0.1',
    databaseUrl,
    // A non-postgres DATABASE_URL is taken as an SQLite file path (e.g. DATABASE_URL=var/other.db).
    sqliteFile: sqlitePath(databaseUrl ? undefined : env.DATABASE_URL),
    tokenSecret: tokenSecret || DEV_TOKEN_SECRET,
    accessTokenTtlMs: int(env.ACCESS_TOKEN_TTL_SECONDS, 2 * 60 * 60, 'ACCESS_TOKEN_TTL_SECONDS') * 1000,
    refreshTokenTtlMs: int(env.REFRESH_TOKEN_TTL_SECONDS, 30 * 24 * 60 * 60, 'REFRESH_TOKEN_TTL_SECONDS') * 1000,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    h5Dir: path.resolve(repoRoot, env.H5_DIR || 'dist/h5'),
    listingBaseUrl: withSlash(env.LISTING_BASE_URL || DEFAULT_OWN_LISTING_BASE),
    // SEED_DEMO_MARKET=0: a deployment with imported data; DEMO_ROWS_PER_GAME sizes the demo market.
    demoMarket: {
      seed: env.SEED_DEMO_MARKET !== '0',
      rowsPerGame: env.DEMO_ROWS_PER_GAME ? int(env.DEMO_ROWS_PER_GAME, 0, 'DEMO_ROWS_PER_GAME') : undefined,
    },
    providers: {
      sms: gateway(env, 'SMS_GATEWAY'),
      weixin: miniProgram(env, 'WEIXIN'),
      toutiao: miniProgram(env, 'TOUTIAO'),
      realName: gateway(env, 'REALNAME_GATEWAY'),
      partner: gateway(env, 'PX_GATEWAY'),
      gameAuth: gateway(env, 'GAME_AUTH_GATEWAY'),
    },
  }
}
