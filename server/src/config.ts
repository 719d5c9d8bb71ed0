import fs from 'node:fs'
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
  /** Honour X-Forwarded-For from a load balancer when computing the client IP for rate limits. */
  trustProxy: boolean
  logLevel: string
  /** Built H5 app served at `/`; ignored when the folder does not exist. */
  h5Dir: string
  /** Base URL of the service's own listing pages (published accounts), ending in '/'. */
  listingBaseUrl: string
  /** The demo market seeded on first start when the database has no market data. */
  demoMarket: { seed: boolean; rowsPerGame: number | undefined }
  payment: PaymentConfig
  providers: {
    sms: HttpGatewayConfig | null
    weixin: MiniProgramCredentials | null
    toutiao: MiniProgramCredentials | null
    /** WeChat official account (web authorisation for JSAPI payment in WeChat's browser). */
    officialAccount: MiniProgramCredentials | null
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

/** The path under the public base URL where a provider posts its notifies. */
export const PAY_NOTIFY_PATH = 'pay-notify'

const PAY_PROVIDER_KEYS: readonly PayProviderKey[] = ['sandbox', 'weixin', 'alipay', 'douyin']

function readPem(file: string, name: string): string {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    throw new Error(`${name}: cannot read ${file}`)
  }
}

/** A PEM given inline in NAME (with \\n escapes, as env files carry it) or as a file path in NAME_FILE. */
function pem(env: NodeJS.ProcessEnv, name: string): string {
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
function paymentConfig(env: NodeJS.ProcessEnv, isProduction: boolean, port: number): PaymentConfig {
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
  const publicBaseUrl = withSlash(env.PUBLIC_BASE_URL || `http://127.0.0.1:${port}/`)
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
  return { providers, publicBaseUrl, weixin, alipay, douyin }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development'
  const isProduction = nodeEnv === 'production'
  const tokenSecret = env.TOKEN_SECRET ?? env.JWT_SECRET ?? ''
  if (isProduction && tokenSecret.length < 32) {
    throw new Error('TOKEN_SECRET (or JWT_SECRET) of at least 32 characters is required when NODE_ENV=production')
  }
  const port = int(env.PORT, 8080, 'PORT')
  const databaseUrl = env.DATABASE_URL && /^postgres(ql)?:\/\//.test(env.DATABASE_URL) ? env.DATABASE_URL : null
  return {
    nodeEnv,
    isProduction,
    port,
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
    payment: paymentConfig(env, isProduction, port),
    providers: {
      sms: gateway(env, 'SMS_GATEWAY'),
      weixin: miniProgram(env, 'WEIXIN'),
      toutiao: miniProgram(env, 'TOUTIAO'),
      officialAccount: miniProgram(env, 'WEIXIN_MP'),
      realName: gateway(env, 'REALNAME_GATEWAY'),
      partner: gateway(env, 'PX_GATEWAY'),
      gameAuth: gateway(env, 'GAME_AUTH_GATEWAY'),
    },
  }
}
