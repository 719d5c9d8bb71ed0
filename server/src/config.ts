import fs from 'node:fs'
import path from 'node:path'
import { SubscribeTemplatesJson, readEnv, type Env, type SubscribeTemplatesConfig } from './env-schema'
import { DecodeError, decodeJson } from './lib/schema-decode'
import { allowListOf } from './lib/ip-allow-list'

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

/** An OpenAI-compatible chat-completions API for AI创作 (providers/text-generation-openai.ts). */
export interface OpenAiCompatibleConfig {
  /** e.g. https://api.openai.com/v1: the adapter POSTs {baseUrl}/chat/completions. */
  baseUrl: string
  apiKey: string
  model: string
  timeoutMs: number
}

export type PayProviderKey = 'sandbox' | 'weixin' | 'alipay' | 'douyin'

export interface WeixinPayKeys {
  appId: string
  mchId: string
  /** The merchant API certificate's serial number. */
  serialNo: string
  /** The merchant API private key (PEM). */
  privateKey: string
  apiV3Key: string
  /** WeChat Pay platform certificates or public keys (PEM) by serial number. */
  platformCertificates: Record<string, string>
  notifyUrl: string
}

export interface AlipayKeys {
  appId: string
  privateKey: string
  alipayPublicKey: string
  notifyUrl: string
  gateway?: string
}

export interface DouyinPayKeys {
  appId: string
  salt: string
  token: string
  notifyUrl: string
}

export interface PaymentConfig {
  /** Enabled providers, in preference order (PAY_PROVIDERS); the sandbox is the default outside production. */
  providers: PayProviderKey[]
  /** Where users and providers reach this service (notify and return URLs), ending in '/'. */
  publicBaseUrl: string
  /** Refunds above this amount (fen) are requests a second finance operator approves (REFUND_APPROVAL_FEN). */
  refundApprovalFen: number
  weixin: WeixinPayKeys | null
  alipay: AlipayKeys | null
  douyin: DouyinPayKeys | null
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
  /**
   * Which X-Forwarded-For entries to believe for the client IP (rate limits, SMS per-IP caps), from TRUST_PROXY:
   * false (the socket's address), a hop count (the proxies in front of us: `1` takes the address the nearest one
   * saw), or the proxies' addresses/CIDRs. Either way the right-most address not added by a trusted proxy is the
   * client; entries to its left are the client's own and may be forged.
   */
  trustProxy: false | number | string[]
  /**
   * General request rate per client IP on the API (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_SECONDS), and the tighter
   * one of val/helpDetail (RATE_LIMIT_HELP_DETAIL_MAX in the same window, 0 = none); null when off.
   */
  rateLimit: RateLimitSettings | null
  /** Redis shared by the replicas (REDIS_URL): the request rate counters live there when set. */
  redisUrl: string | null
  logLevel: string
  /** Built H5 app served at `/`; ignored when the folder does not exist. */
  h5Dir: string
  /** Built operators' console served at `/console/`; ignored when the folder does not exist. */
  consoleDir: string
  /** Origins besides this one the H5 app calls (an absolute TARO_APP_API_BASE, TARO_APP_TRACKER_URL): the CSP's connect-src. */
  h5ConnectOrigins: string[]
  /** Serve `/docs` and `/openapi.json`: on outside production, off in it unless API_DOCS=1. */
  apiDocs: boolean
  /** Bearer token of `/metrics` (METRICS_TOKEN, at least 16 characters); no token, no `/metrics`. */
  metricsToken: string | null
  /** OpenTelemetry traces: the OTLP/HTTP endpoint (OTEL_EXPORTER_OTLP_ENDPOINT) and service name; null when off. */
  tracing: { endpoint: string; serviceName: string } | null
  /** After SIGTERM: how long `/readyz` answers 503 before the server closes (load balancers notice it). */
  shutdownDelayMs: number
  /** Background jobs: pg-boss on PostgreSQL (shared by replicas), in-process on SQLite. docs/deploy.md. */
  jobs: JobsConfig
  /** How often a replica looks for models retrained elsewhere (another replica, market:import). */
  modelRefreshMs: number
  /** Base URL of the service's own listing pages (published accounts), ending in '/'. */
  listingBaseUrl: string
  /** The demo market seeded on first start when the database has no market data. */
  demoMarket: { seed: boolean; rowsPerGame: number | undefined }
  payment: PaymentConfig
  /** Tracker events are kept this many days (TRACKER_RETENTION_DAYS, default 90), then deleted by a recurring job. */
  trackerRetentionDays: number
  console: ConsoleConfig
  /** OPS_OPERATOR: who runs the command lines on this server, for their audit rows (else the system user). */
  opsOperator: string | null
  /** Coupons a capped operator may grant per Beijing day (SUPPORT_COUPON_DAILY_CAP, default 20); the console passes it. */
  supportCouponDailyCap: number
  providers: {
    sms: HttpGatewayConfig | null
    weixin: MiniProgramCredentials | null
    toutiao: MiniProgramCredentials | null
    /** 消息: the mini-programs' subscribe-message templates by topic (empty: the app never asks for one). */
    subscribeTemplates: { weixin: SubscribeTemplatesConfig; toutiao: SubscribeTemplatesConfig }
    /** WeChat official account (web authorisation for JSAPI payment in WeChat's browser). */
    officialAccount: MiniProgramCredentials | null
    realName: HttpGatewayConfig | null
    partner: HttpGatewayConfig | null
    /** Game-account authorization gateway (valuation by authorization). */
    gameAuth: HttpGatewayConfig | null
    /** Partner platforms' listings (link valuation of a listing the market data lacks): LISTING_GATEWAY_URL / _TOKEN. */
    listingFetch: HttpGatewayConfig | null
    /** LISTING_GATEWAY=sandbox: the inventing sandbox reads any partner listing (tests only; refused in production). */
    listingSandbox: boolean
    /** AI创作 through an OpenAI-compatible API (AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_SECONDS); null: local templates. */
    textGeneration: OpenAiCompatibleConfig | null
  }
}

/** The operators' console (server/src/console). */
export interface ConsoleConfig {
  /** Every operator must set up TOTP before using the console (CONSOLE_TOTP_REQUIRED; default: in production). */
  totpRequired: boolean
  /** CONSOLE_ALLOWED_IPS: only these addresses and CIDRs reach the console API; null lets any in. */
  allowedIps: string[] | null
  idleMs: number
  absoluteMs: number
  /** Login attempts per client IP per 15 minutes (CONSOLE_LOGIN_IP_MAX); 0 is no limit. */
  loginIpMax: number
}

const DEV_TOKEN_SECRET = 'dev-only-token-secret-never-use-in-production'

export interface JobsConfig {
  queue: 'local' | 'pg-boss'
  /** PostgreSQL schema of pg-boss's tables. */
  schema: string
  expireSeconds: number
  maintenanceSeconds: number
  pollingSeconds: number
}

export interface RateLimitSettings {
  max: number
  windowMs: number
  /** val/helpDetail's own budget per client IP in the same window; 0 leaves it to the general one. */
  helpDetailMax: number
}

/** The path under the public base URL where a provider posts its notifies. */
export const PAY_NOTIFY_PATH = 'pay-notify'

const PAY_PROVIDER_KEYS: readonly PayProviderKey[] = ['sandbox', 'weixin', 'alipay', 'douyin']

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`)

type GatewayPrefix = 'SMS_GATEWAY' | 'REALNAME_GATEWAY' | 'PX_GATEWAY' | 'GAME_AUTH_GATEWAY' | 'LISTING_GATEWAY'

function gateway(env: Env, prefix: GatewayPrefix): HttpGatewayConfig | null {
  const url = env[`${prefix}_URL`]
  return url ? { url, token: env[`${prefix}_TOKEN`] ?? '' } : null
}

function miniProgram(env: Env, prefix: 'WEIXIN' | 'TOUTIAO' | 'WEIXIN_MP'): MiniProgramCredentials | null {
  const appId = env[`${prefix}_APPID`]
  const secret = env[`${prefix}_SECRET`]
  return appId && secret ? { appId, secret } : null
}

/**
 * A mini-program's subscribe-message templates (`<PREFIX>_SUBSCRIBE_TEMPLATES`). In production they need the
 * platform's credentials: without them nothing could send what the app asks players to accept.
 */
function subscribeTemplates(env: Env, prefix: 'WEIXIN' | 'TOUTIAO', isProduction: boolean): SubscribeTemplatesConfig {
  const name = `${prefix}_SUBSCRIBE_TEMPLATES` as const
  const raw = env[name]
  if (!raw) return {}
  let templates: SubscribeTemplatesConfig
  try {
    templates = decodeJson(SubscribeTemplatesJson, raw, 'not JSON')
  } catch (err) {
    throw err instanceof DecodeError ? new Error(`${name}: ${err.message}`) : err
  }
  if (isProduction && !miniProgram(env, prefix)) throw new Error(`${name} needs ${prefix}_APPID and ${prefix}_SECRET to send them`)
  return templates
}

function jobsConfig(env: Env, databaseUrl: string | null): JobsConfig {
  const queue = env.JOB_QUEUE ?? (databaseUrl ? 'pg-boss' : 'local')
  if (queue === 'pg-boss' && !databaseUrl) throw new Error('JOB_QUEUE=pg-boss needs a PostgreSQL DATABASE_URL')
  return {
    queue,
    schema: env.JOB_SCHEMA,
    expireSeconds: Math.max(1, env.JOB_EXPIRE_SECONDS),
    maintenanceSeconds: Math.max(1, env.JOB_MAINTENANCE_SECONDS),
    pollingSeconds: Math.max(1, env.JOB_POLL_SECONDS),
  }
}

/** `var/app.db` by default; a non-postgres DATABASE_URL (`file:x.db`, `sqlite:x.db`, a path, `:memory:`) picks the file. */
function sqlitePath(value: string | undefined): string {
  if (!value) return path.resolve(repoRoot, 'var/app.db')
  const file = value.replace(/^(sqlite|file):(\/\/)?/, '')
  return file === ':memory:' ? file : path.resolve(repoRoot, file)
}

/** The origin of a URL the H5 app calls; null when unset or a path on this service (env-schema refused anything else). */
function callOrigin(value: string | undefined): string | null {
  return !value || value.startsWith('/') ? null : new URL(value).origin
}

const PROXY_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:.]*:[0-9a-f:.]*)(\/\d{1,3})?$/i
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal']

/**
 * TRUST_PROXY: unset, `0` or `false` trusts no proxy; a number is the count of proxies in front of the service;
 * otherwise a comma list of proxy addresses or CIDRs (and proxy-addr's names loopback, linklocal, uniquelocal).
 * `true` used to mean "believe the left-most address", which the client writes itself: it now means one hop.
 */
function trustProxy(value: string | undefined): false | number | string[] {
  const v = (value ?? '').trim()
  if (v === '' || v === '0' || v === 'false') return false
  if (v === 'true') return 1
  if (/^\d+$/.test(v)) return Number(v)
  const list = v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
  for (const a of list) {
    if (!PROXY_ADDRESS.test(a) && !PROXY_NAMES.includes(a))
      throw new Error(`TRUST_PROXY: "${a}" is not a hop count, an IP address or a CIDR (e.g. 1, or 10.0.0.0/8,10.1.2.3)`)
  }
  return list
}

/**
 * The general API request rate per client IP: generous (300 a minute by default) since business limits are
 * counted separately; RATE_LIMIT_MAX=0 turns it off. Off under NODE_ENV=test unless RATE_LIMIT_MAX asks for it,
 * so suites firing hundreds of requests from one address test what they mean to.
 */
function rateLimit(env: Env): RateLimitSettings | null {
  const max = env.RATE_LIMIT_MAX ?? (env.NODE_ENV === 'test' ? 0 : 300)
  const windowSeconds = env.RATE_LIMIT_WINDOW_SECONDS
  return max > 0 && windowSeconds > 0 ? { max, windowMs: windowSeconds * 1000, helpDetailMax: env.RATE_LIMIT_HELP_DETAIL_MAX } : null
}

function readPem(file: string, name: string): string {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    throw new Error(`${name}: cannot read ${file}`)
  }
}

/** A PEM given inline in NAME (with \\n escapes, as env files carry it) or as a file path in NAME_FILE. */
function pem(env: Env, name: 'WXPAY_PRIVATE_KEY' | 'ALIPAY_PRIVATE_KEY' | 'ALIPAY_PUBLIC_KEY'): string {
  const inline = env[name]
  if (inline) return inline.replace(/\\n/g, '\n')
  const file = env[`${name}_FILE`]
  return file ? readPem(file, `${name}_FILE`) : ''
}

function required(values: Record<string, string>, provider: string): void {
  const missing = Object.entries(values)
    .filter(([, v]) => !v)
    .map(([k]) => k)
  if (missing.length)
    throw new Error(`PAY_PROVIDERS enables ${provider} but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not set`)
}

/**
 * Payment providers from the environment. The sandbox is the default outside production and refused in it; an
 * enabled provider without its keys stops the service at start rather than failing on a user's payment.
 */
function paymentConfig(env: Env, isProduction: boolean): PaymentConfig {
  const listed = (env.PAY_PROVIDERS ?? (isProduction ? '' : 'sandbox'))
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  for (const p of listed) {
    if (!PAY_PROVIDER_KEYS.includes(p as PayProviderKey))
      throw new Error(`PAY_PROVIDERS: unknown provider "${p}" (use ${PAY_PROVIDER_KEYS.join(', ')})`)
  }
  const providers = [...new Set(listed)] as PayProviderKey[]
  if (isProduction && providers.includes('sandbox')) {
    throw new Error('PAY_PROVIDERS=sandbox cannot be used when NODE_ENV=production: enable weixin, alipay and/or douyin with their keys')
  }
  const publicBaseUrl = withSlash(env.PUBLIC_BASE_URL ?? `http://127.0.0.1:${env.PORT}/`)
  const notifyUrl = (provider: string) => `${publicBaseUrl}${PAY_NOTIFY_PATH}/${provider}`

  let weixin: WeixinPayKeys | null = null
  if (providers.includes('weixin')) {
    const certs: Record<string, string> = {}
    for (const entry of (env.WXPAY_PLATFORM_CERT_FILES ?? '').split(',').filter(Boolean)) {
      const [serial, file] = entry.split(':')
      if (!serial || !file) throw new Error('WXPAY_PLATFORM_CERT_FILES: use SERIAL:PATH[,SERIAL:PATH]')
      certs[serial] = readPem(file, 'WXPAY_PLATFORM_CERT_FILES')
    }
    const keys = {
      appId: env.WXPAY_APPID ?? '',
      mchId: env.WXPAY_MCHID ?? '',
      serialNo: env.WXPAY_SERIAL_NO ?? '',
      privateKey: pem(env, 'WXPAY_PRIVATE_KEY'),
      apiV3Key: env.WXPAY_APIV3_KEY ?? '',
    }
    required(
      {
        WXPAY_APPID: keys.appId,
        WXPAY_MCHID: keys.mchId,
        WXPAY_SERIAL_NO: keys.serialNo,
        WXPAY_PRIVATE_KEY: keys.privateKey,
        WXPAY_APIV3_KEY: keys.apiV3Key,
        WXPAY_PLATFORM_CERT_FILES: Object.keys(certs).join(),
      },
      'weixin',
    )
    weixin = { ...keys, platformCertificates: certs, notifyUrl: notifyUrl('weixin') }
  }
  let alipay: AlipayKeys | null = null
  if (providers.includes('alipay')) {
    const keys = {
      appId: env.ALIPAY_APPID ?? '',
      privateKey: pem(env, 'ALIPAY_PRIVATE_KEY'),
      alipayPublicKey: pem(env, 'ALIPAY_PUBLIC_KEY'),
    }
    required({ ALIPAY_APPID: keys.appId, ALIPAY_PRIVATE_KEY: keys.privateKey, ALIPAY_PUBLIC_KEY: keys.alipayPublicKey }, 'alipay')
    alipay = { ...keys, notifyUrl: notifyUrl('alipay'), ...(env.ALIPAY_GATEWAY ? { gateway: env.ALIPAY_GATEWAY } : {}) }
  }
  let douyin: DouyinPayKeys | null = null
  if (providers.includes('douyin')) {
    const keys = {
      appId: env.DOUYIN_PAY_APPID ?? env.TOUTIAO_APPID ?? '',
      salt: env.DOUYIN_PAY_SALT ?? '',
      token: env.DOUYIN_PAY_TOKEN ?? '',
    }
    required({ DOUYIN_PAY_APPID: keys.appId, DOUYIN_PAY_SALT: keys.salt, DOUYIN_PAY_TOKEN: keys.token }, 'douyin')
    douyin = { ...keys, notifyUrl: notifyUrl('douyin') }
  }
  return { providers, publicBaseUrl, refundApprovalFen: env.REFUND_APPROVAL_FEN, weixin, alipay, douyin }
}

/** AI_BASE_URL turns the OpenAI-compatible adapter on; it then needs AI_MODEL (AI_API_KEY may be empty for a local server). */
function textGeneration(env: Env): OpenAiCompatibleConfig | null {
  if (!env.AI_BASE_URL) return null
  if (!env.AI_MODEL) throw new Error('AI_BASE_URL is set but AI_MODEL is not')
  return {
    baseUrl: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY ?? '',
    model: env.AI_MODEL,
    timeoutMs: Math.max(1, env.AI_TIMEOUT_SECONDS) * 1000,
  }
}

const flag = (value: string | undefined, name: string): boolean | undefined => {
  if (value === undefined) return undefined
  if (['1', 'true'].includes(value)) return true
  if (['0', 'false'].includes(value)) return false
  throw new Error(`${name} must be 1, 0, true or false, got "${value}"`)
}

function consoleConfig(env: Env, isProduction: boolean): ConsoleConfig {
  const allowed = (env.CONSOLE_ALLOWED_IPS ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
  // Checked here so a bad entry stops the start rather than the first operator.
  allowListOf(allowed)
  return {
    totpRequired: flag(env.CONSOLE_TOTP_REQUIRED, 'CONSOLE_TOTP_REQUIRED') ?? isProduction,
    allowedIps: allowed.length ? allowed : null,
    idleMs: Math.max(1, env.CONSOLE_SESSION_IDLE_MINUTES) * 60_000,
    absoluteMs: Math.max(1, env.CONSOLE_SESSION_MAX_HOURS) * 3_600_000,
    loginIpMax: env.CONSOLE_LOGIN_IP_MAX ?? (env.NODE_ENV === 'test' ? 0 : 30),
  }
}

export function loadConfig(processEnv: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = readEnv(processEnv)
  const nodeEnv = env.NODE_ENV
  const isProduction = nodeEnv === 'production'
  const tokenSecret = env.TOKEN_SECRET ?? env.JWT_SECRET ?? ''
  if (isProduction && tokenSecret.length < 32) {
    throw new Error('TOKEN_SECRET (or JWT_SECRET) of at least 32 characters is required when NODE_ENV=production')
  }
  const databaseUrl = env.DATABASE_URL && /^postgres(ql)?:\/\//.test(env.DATABASE_URL) ? env.DATABASE_URL : null
  return {
    nodeEnv,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    databaseUrl,
    // A non-postgres DATABASE_URL is taken as an SQLite file path (e.g. DATABASE_URL=var/other.db).
    sqliteFile: sqlitePath(databaseUrl ? undefined : env.DATABASE_URL),
    tokenSecret: tokenSecret || DEV_TOKEN_SECRET,
    accessTokenTtlMs: env.ACCESS_TOKEN_TTL_SECONDS * 1000,
    refreshTokenTtlMs: env.REFRESH_TOKEN_TTL_SECONDS * 1000,
    trustProxy: trustProxy(env.TRUST_PROXY),
    rateLimit: rateLimit(env),
    redisUrl: env.REDIS_URL ?? null,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    h5Dir: path.resolve(repoRoot, env.H5_DIR),
    consoleDir: path.resolve(repoRoot, env.CONSOLE_DIR),
    h5ConnectOrigins: [callOrigin(env.TARO_APP_API_BASE), callOrigin(env.TARO_APP_TRACKER_URL)].filter((o): o is string => o !== null),
    apiDocs: env.API_DOCS ? env.API_DOCS === '1' || env.API_DOCS === 'true' : !isProduction,
    metricsToken: env.METRICS_TOKEN ?? null,
    tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT ? { endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME } : null,
    shutdownDelayMs: env.SHUTDOWN_DELAY_SECONDS * 1000,
    jobs: jobsConfig(env, databaseUrl),
    modelRefreshMs: Math.max(1, env.MODEL_REFRESH_SECONDS) * 1000,
    listingBaseUrl: withSlash(env.LISTING_BASE_URL),
    demoMarket: { seed: env.SEED_DEMO_MARKET !== '0', rowsPerGame: env.DEMO_ROWS_PER_GAME },
    payment: paymentConfig(env, isProduction),
    trackerRetentionDays: Math.max(1, env.TRACKER_RETENTION_DAYS),
    console: consoleConfig(env, isProduction),
    opsOperator: env.OPS_OPERATOR ?? null,
    supportCouponDailyCap: env.SUPPORT_COUPON_DAILY_CAP,
    providers: {
      sms: gateway(env, 'SMS_GATEWAY'),
      weixin: miniProgram(env, 'WEIXIN'),
      toutiao: miniProgram(env, 'TOUTIAO'),
      officialAccount: miniProgram(env, 'WEIXIN_MP'),
      subscribeTemplates: {
        weixin: subscribeTemplates(env, 'WEIXIN', isProduction),
        toutiao: subscribeTemplates(env, 'TOUTIAO', isProduction),
      },
      realName: gateway(env, 'REALNAME_GATEWAY'),
      partner: gateway(env, 'PX_GATEWAY'),
      gameAuth: gateway(env, 'GAME_AUTH_GATEWAY'),
      listingFetch: gateway(env, 'LISTING_GATEWAY'),
      listingSandbox: env.LISTING_GATEWAY === 'sandbox',
      textGeneration: textGeneration(env),
    },
  }
}
