import { FormatRegistry, Type, type StaticDecode } from '@sinclair/typebox'
import { decode, type ProblemAt } from './lib/schema-decode'
import { DEFAULT_OWN_LISTING_BASE } from './market/links'

/*
 * The service's environment as one TypeBox schema: each variable's name, default and check, read by one decoder
 * (lib/schema-decode.ts) that the operator-edited settings share. config.ts turns the result into AppConfig.
 */

// Formats of the environment's strings, checked with the same tests the service has always used (Number() for
// counts, URL for addresses), so every value accepted before is accepted now.
const WHOLE_NUMBER = 'env-whole-number'
const URL_OR_PATH = 'env-http-url-or-path'
const ANY_URL = 'env-url'
FormatRegistry.Set(WHOLE_NUMBER, (v) => Number.isInteger(Number(v)) && Number(v) >= 0)
FormatRegistry.Set(URL_OR_PATH, (v) => /^\/(?!\/)/.test(v) || (URL.canParse(v) && ['https:', 'http:'].includes(new URL(v).protocol)))
FormatRegistry.Set(ANY_URL, (v) => URL.canParse(v))

/** A variable set to '' counts as unset unless its schema says `keepEmpty` ('' is then a value, e.g. no providers). */
const text = (options: { keepEmpty?: true } = {}) => Type.Optional(Type.String(options))
const textOr = (fallback: string) => Type.String({ default: fallback })
const wholeNumber = (fallback?: number) =>
  Type.Transform(
    Type.String({
      format: WHOLE_NUMBER,
      ...(fallback === undefined ? {} : { default: String(fallback) }),
      problem: ({ key, value }: ProblemAt) => `${key} must be a non-negative integer, got "${String(value)}"`,
    }),
  )
    .Decode(Number)
    .Encode(String)
const count = (fallback: number) => wholeNumber(fallback)
/** A count whose default depends on another variable (applied by config.ts), or none. */
const optionalCount = () => Type.Optional(wholeNumber())
const urlOrPath = () =>
  Type.Optional(
    Type.String({
      format: URL_OR_PATH,
      problem: ({ key, value }: ProblemAt) => `${key} must be an http(s) URL or a path, got "${String(value)}"`,
    }),
  )
const gatewayVariables = <P extends string>(prefix: P) =>
  ({ [`${prefix}_URL`]: text(), [`${prefix}_TOKEN`]: text() }) as Record<`${P}_URL` | `${P}_TOKEN`, ReturnType<typeof text>>
const miniProgramVariables = <P extends string>(prefix: P) =>
  ({ [`${prefix}_APPID`]: text(), [`${prefix}_SECRET`]: text() }) as Record<`${P}_APPID` | `${P}_SECRET`, ReturnType<typeof text>>

/**
 * Every environment variable the service reads, with its default and its check: docs/api.md lists them.
 * Defaults that depend on another variable (NODE_ENV, DATABASE_URL) are applied in config.ts.
 */
const Env = Type.Object({
  NODE_ENV: Type.String({ default: 'development', keepEmpty: true }),
  PORT: count(8080),
  HOST: textOr('127.0.0.1'),
  DATABASE_URL: text(),
  TOKEN_SECRET: text({ keepEmpty: true }),
  JWT_SECRET: text(),
  ACCESS_TOKEN_TTL_SECONDS: count(2 * 60 * 60),
  REFRESH_TOKEN_TTL_SECONDS: count(30 * 24 * 60 * 60),
  TRUST_PROXY: text(),
  // Default 300, or 0 (off) under NODE_ENV=test.
  RATE_LIMIT_MAX: optionalCount(),
  RATE_LIMIT_WINDOW_SECONDS: count(60),
  // The public help page names a report by its help code: 30 a minute is plenty for a person, and a prober
  // needs billions of guesses per live code (docs/api.md, Limits).
  RATE_LIMIT_HELP_DETAIL_MAX: count(30),
  REDIS_URL: text(),
  LOG_LEVEL: text(),
  H5_DIR: textOr('dist/h5'),
  CONSOLE_DIR: textOr('dist/console'),
  // The H5 build reads these two at build time; the service reads the same values to allow them in its CSP.
  TARO_APP_API_BASE: urlOrPath(),
  TARO_APP_TRACKER_URL: urlOrPath(),
  API_DOCS: text(),
  // OpenTelemetry traces (OTLP/HTTP): unset, tracing is off and its SDK is not even loaded. The exporter reads
  // the other OTEL_* settings itself.
  OTEL_EXPORTER_OTLP_ENDPOINT: text(),
  OTEL_SERVICE_NAME: textOr('youxi-gujia'),
  // Bearer token of /metrics (Prometheus); unset: no /metrics at all.
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16, problem: 'METRICS_TOKEN must be at least 16 characters' })),
  SHUTDOWN_DELAY_SECONDS: count(0),
  JOB_QUEUE: Type.Optional(
    Type.Union([Type.Literal('local'), Type.Literal('pg-boss')], {
      problem: ({ value }: ProblemAt) => `JOB_QUEUE must be local or pg-boss, got ${String(value)}`,
    }),
  ),
  JOB_SCHEMA: Type.String({
    default: 'pgboss',
    pattern: '^[a-z_][a-z0-9_]*$',
    problem: ({ value }: ProblemAt) => `JOB_SCHEMA must be a lower-case SQL identifier, got ${String(value)}`,
  }),
  JOB_EXPIRE_SECONDS: count(60),
  JOB_MAINTENANCE_SECONDS: count(30),
  JOB_POLL_SECONDS: count(2),
  MODEL_REFRESH_SECONDS: count(60),
  LISTING_BASE_URL: textOr(DEFAULT_OWN_LISTING_BASE),
  // SEED_DEMO_MARKET=0: a deployment with imported data; DEMO_ROWS_PER_GAME sizes the demo market.
  SEED_DEMO_MARKET: text(),
  DEMO_ROWS_PER_GAME: optionalCount(),
  TRACKER_RETENTION_DAYS: count(90),
  // Coupons a capped operator (the console's support role) may grant per Beijing day.
  SUPPORT_COUPON_DAILY_CAP: count(20),
  // Payment: the providers listed (the sandbox by default outside production; '' is none) and their keys.
  PAY_PROVIDERS: text({ keepEmpty: true }),
  PUBLIC_BASE_URL: text(),
  // A refund above this many fen needs a second finance operator's approval (console); ¥50 by default.
  REFUND_APPROVAL_FEN: count(5000),
  WXPAY_APPID: text(),
  WXPAY_MCHID: text(),
  WXPAY_SERIAL_NO: text(),
  WXPAY_PRIVATE_KEY: text(),
  WXPAY_PRIVATE_KEY_FILE: text(),
  WXPAY_APIV3_KEY: text(),
  WXPAY_PLATFORM_CERT_FILES: text(),
  ALIPAY_APPID: text(),
  ALIPAY_PRIVATE_KEY: text(),
  ALIPAY_PRIVATE_KEY_FILE: text(),
  ALIPAY_PUBLIC_KEY: text(),
  ALIPAY_PUBLIC_KEY_FILE: text(),
  ALIPAY_GATEWAY: text(),
  DOUYIN_PAY_APPID: text({ keepEmpty: true }),
  DOUYIN_PAY_SALT: text(),
  DOUYIN_PAY_TOKEN: text(),
  // Providers: a gateway is on when its _URL is set; a mini-program when both its APPID and SECRET are.
  ...gatewayVariables('SMS_GATEWAY'),
  ...gatewayVariables('REALNAME_GATEWAY'),
  ...gatewayVariables('PX_GATEWAY'),
  ...gatewayVariables('GAME_AUTH_GATEWAY'),
  ...gatewayVariables('LISTING_GATEWAY'),
  LISTING_GATEWAY: text(),
  ...miniProgramVariables('WEIXIN'),
  ...miniProgramVariables('TOUTIAO'),
  ...miniProgramVariables('WEIXIN_MP'),
  // 消息: each mini-program's subscribe-message templates by topic, JSON (SubscribeTemplatesJson, docs/api.md).
  WEIXIN_SUBSCRIBE_TEMPLATES: text(),
  TOUTIAO_SUBSCRIBE_TEMPLATES: text(),
  AI_BASE_URL: Type.Optional(
    Type.String({ format: ANY_URL, problem: ({ value }: ProblemAt) => `AI_BASE_URL must be an http(s) URL, got "${String(value)}"` }),
  ),
  AI_API_KEY: text(),
  AI_MODEL: text(),
  AI_TIMEOUT_SECONDS: count(20),
  // The operators' console (docs/deploy.md): TOTP required (default on in production), the addresses allowed in
  // (a comma list of IPs and CIDRs; unset: any), session limits, and failed logins per client IP.
  CONSOLE_TOTP_REQUIRED: text(),
  CONSOLE_ALLOWED_IPS: text(),
  CONSOLE_SESSION_IDLE_MINUTES: count(30),
  CONSOLE_SESSION_MAX_HOURS: count(12),
  // Default 30 per 15 minutes, or 0 (off) under NODE_ENV=test.
  CONSOLE_LOGIN_IP_MAX: optionalCount(),
  // Who runs a command line on a server, for its audit rows (cli:NAME); the system user name when unset.
  OPS_OPERATOR: text(),
})
export type Env = StaticDecode<typeof Env>

const SubscribeTemplate = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 128 }),
    data: Type.Record(
      Type.String({ pattern: '^[A-Za-z0-9_\\u4e00-\\u9fa5]{1,32}$' }),
      Type.Union(['title', 'body', 'time'].map((s) => Type.Literal(s))),
      {
        minProperties: 1,
      },
    ),
  },
  { additionalProperties: false },
)

/**
 * A platform's subscribe-message templates (WEIXIN_SUBSCRIBE_TEMPLATES, TOUTIAO_SUBSCRIBE_TEMPLATES): per topic the
 * template id and what fills each of its keywords, e.g.
 * `{"report": {"id": "…", "data": {"thing1": "title", "thing2": "body", "time3": "time"}}}`.
 */
export const SubscribeTemplatesJson = Type.Object(
  { report: Type.Optional(SubscribeTemplate), help: Type.Optional(SubscribeTemplate) },
  {
    additionalProperties: false,
    problem: ({ key, unknownKey }: ProblemAt) =>
      unknownKey
        ? `unknown topic "${key}" (report or help)`
        : 'each topic needs {"id": "<template id>", "data": {"<keyword>": "title" | "body" | "time"}}',
  },
)
export type SubscribeTemplatesConfig = StaticDecode<typeof SubscribeTemplatesJson>

/** The variables the schema names, as set ('' dropped but where the schema keeps it), checked and defaulted. */
export function readEnv(env: NodeJS.ProcessEnv): Env {
  const set: Record<string, string> = {}
  for (const [name, schema] of Object.entries(Env.properties)) {
    const value = env[name]
    if (value !== undefined && (value !== '' || (schema as { keepEmpty?: boolean }).keepEmpty)) set[name] = value
  }
  return decode(Env, set)
}
