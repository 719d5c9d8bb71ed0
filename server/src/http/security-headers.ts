import { createHash } from 'node:crypto'
import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import helmet, { type HelmetOptions } from 'helmet'
import type { FastifyInstance } from 'fastify'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'

/**
 * Hosts of the SDK scripts the H5 app adds inside WeChat's and Douyin's webviews (src/platform/vendor.h5.ts;
 * a test keeps the two lists equal). Nothing else is ever loaded from another origin as a script.
 */
export const VENDOR_SCRIPT_ORIGINS = ['https://res.wx.qq.com', 'https://lf3-cdn-tos.bytegoofy.com'] as const

type Directives = Record<string, string[]>

/**
 * Taro's H5 tab bar items are `<a href="javascript:;">`; a tap follows that no-op link. 'unsafe-hashes' with the
 * hash of exactly this URL lets it pass: event-handler attributes stay blocked by script-src-attr 'none', and no
 * other javascript: URL matches.
 */
const TARO_TABBAR_LINK = 'javascript:;'

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

export interface SecurityHeadersInput {
  isProduction: boolean
  /** The built H5 app's index.html (null when there is no build): its inline scripts are allowed by hash. */
  indexHtml: string | null
  /** Origins besides this one the H5 app calls (an absolute API base, the tracker collector). */
  connectOrigins: readonly string[]
}

/** The H5 build's index.html, or null when the app has not been built. */
export function readIndexHtml(h5Dir: string): string | null {
  try {
    return fs.readFileSync(path.join(h5Dir, 'index.html'), 'utf8')
  } catch {
    return null
  }
}

/**
 * `'sha256-…'` sources for every inline script of an HTML page. Taro's template inlines the script that sets the
 * root font size before the app's bundle runs (the layout is in rem); allowing it by hash keeps 'unsafe-inline'
 * out of script-src, so an injected <script> or event-handler attribute still cannot run.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(m[1]) || m[2] === '') continue
    hashes.add(sha256Source(m[2]))
  }
  return [...hashes]
}

/**
 * The policy for the H5 app and everything else the service answers. Each source is there for something the
 * app does; docs/decisions.md ("Security headers") says which.
 */
function appCspDirectives({ isProduction, indexHtml, connectOrigins }: SecurityHeadersInput): Directives {
  const directives: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': [
      "'self'",
      ...(indexHtml ? inlineScriptHashes(indexHtml) : []),
      "'unsafe-hashes'",
      sha256Source(TARO_TABBAR_LINK),
      ...VENDOR_SCRIPT_ORIGINS,
    ],
    'script-src-attr': ["'none'"],
    // Taro's components and the bundled stylesheets inject <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Banners, prize images and avatars are operator or platform https URLs; QR codes, captchas and the saved
    // report card are data: URLs; picked screenshots are blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    // Taro's uploadFile reads a picked image back from its blob: URL before sending it.
    'connect-src': ["'self'", 'blob:', ...new Set(connectOrigins)],
    // The webview page shows a banner's or an agreement's external https page in an iframe.
    'frame-src': ['https:'],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  // Over plain http (development, tests) an upgrade would point every request at a port with no TLS.
  if (isProduction) directives['upgrade-insecure-requests'] = []
  return directives
}

/**
 * Swagger UI (only on /docs, only when the docs are served): its own bundle, its inline styles and data: icons,
 * and "Try it out" requests to this service.
 */
export const DOCS_CSP = serializeCsp({
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
})

function serializeCsp(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
}

// Not no-referrer: WeChat Pay's H5 cashier refuses a visit whose Referer is not the merchant's domain.
const REFERRER_POLICY = 'strict-origin-when-cross-origin'
const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60

/** helmet's options: the CSP above, no framing, nosniff, origin-only referrers across sites. */
function securityHeaderOptions(input: SecurityHeadersInput): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: appCspDirectives(input) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: REFERRER_POLICY },
    // HSTS means something only over TLS, which production has.
    strictTransportSecurity: input.isProduction ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } : false,
  }
}

/**
 * helmet's headers as its middleware sets them, captured once at start: with these options they depend on nothing
 * in the request, and running the middleware for every request (eleven setHeader calls through its chain) was
 * about 5% of a small request's CPU.
 */
export function securityHeaders(input: SecurityHeadersInput): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {}
  const res = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  let finished = false
  helmet(securityHeaderOptions(input))({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err
    finished = true
  })
  // helmet's middleware is synchronous; a version that was not would leave answers without these headers.
  if (!finished) throw new Error('helmet did not set its headers synchronously')
  return Object.freeze(headers)
}

/** helmet's headers on every answer (the API, the H5 files, the docs, the 404s). */
export function installSecurityHeaders(app: FastifyInstance, input: SecurityHeadersInput): void {
  const headers = securityHeaders(input)
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers)
    done()
  })
}

type FrameworkErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void

/**
 * Fastify answers a URL it cannot decode before any hook runs, so helmet never sees those replies; they get the
 * same policy, framing, sniffing and referrer headers here.
 */
export function withSecurityHeaders(input: SecurityHeadersInput, handler: FrameworkErrorHandler): FrameworkErrorHandler {
  const headers = securityHeaders(input)
  return (error, request, reply) => {
    void reply.headers(headers)
    handler(error, request, reply)
  }
}
