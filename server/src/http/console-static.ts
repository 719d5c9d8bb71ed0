import { namedPlugin } from './named-plugin'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { BizCode } from '../errors'
import { failureBody } from './envelope'

export const CONSOLE_BASE = '/console'
const CONSOLE_API = `${CONSOLE_BASE}/api/`
const ONE_YEAR_S = 365 * 24 * 60 * 60

/**
 * The console's own policy, stricter than the H5 app's where it can be: scripts from this origin only (Vite's
 * index.html has no inline script), styles also inline because antd 5 writes its CSS-in-JS into <style> elements
 * at run time (a per-request nonce would need index.html rewritten per request and antd's `csp.nonce` threaded
 * through; docs/decisions.md says why not), images from here, data: URLs (the TOTP QR code) or https (an
 * article's cover and body images, a banner's image on the team's CDN, previewed as players will see them), calls to this origin only,
 * never framed.
 */
export function consoleCsp(isProduction: boolean): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  if (isProduction) directives['upgrade-insecure-requests'] = []
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
}

/**
 * Vite names every file under assets/ by its content hash, so those are kept a year; index.html (which names the
 * current hashes) is asked for again on every load.
 */
function consoleCacheControl(filePath: string, consoleDir: string): string {
  const relative = path.relative(consoleDir, filePath).split(path.sep)
  return relative[0] === 'assets' ? `public, max-age=${ONE_YEAR_S}, immutable` : 'no-cache'
}

/** A page address of the single-page app (a deep link such as /console/operators), not a file or an API call. */
function isAppRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const pathname = request.url.split('?')[0]
  if (pathname.startsWith(CONSOLE_API) || pathname.startsWith(`${CONSOLE_BASE}/assets/`)) return false
  return !/\.[A-Za-z0-9]+$/.test(pathname)
}

/**
 * Serves the built console (dist/console) at /console/: its files, index.html for the app's own addresses so a
 * reload or a bookmarked deep link opens the page, and the console's CSP on all of it. Unknown /console/api/…
 * calls still get the API's 404 envelope.
 */
export async function serveConsoleApp(app: FastifyInstance, consoleDir: string, options: { isProduction: boolean }): Promise<void> {
  const csp = consoleCsp(options.isProduction)
  await app.register(
    namedPlugin('console app', async (scope) => {
      // A byte range is answered with the file's own bytes: compressed, they would not match its Content-Range.
      scope.addHook('onRequest', async (request) => {
        if (request.headers.range !== undefined) request.headers['x-no-compression'] = 'range'
      })
      // helmet set the H5 app's policy in onRequest; the console's replaces it.
      scope.addHook('onSend', async (request, reply) => {
        if (!request.url.startsWith(CONSOLE_API)) reply.header('content-security-policy', csp)
      })
      await scope.register(fastifyStatic, {
        root: consoleDir,
        prefix: '/',
        index: ['index.html'],
        wildcard: true,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          res.setHeader('cache-control', consoleCacheControl(filePath, consoleDir))
          res.setHeader('vary', 'accept-encoding')
        },
      })
      // /console without the slash: the app's relative asset paths and its router want the folder form.
      scope.get('', { schema: { hide: true } }, async (_request, reply) => reply.redirect(`${CONSOLE_BASE}/`, 302))
      scope.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
        if (isAppRoute(request)) {
          return reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').sendFile('index.html')
        }
        return reply
          .code(404)
          .type('application/json; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(failureBody(BizCode.NOT_FOUND, request.url.startsWith(CONSOLE_API) ? '接口不存在' : '文件不存在'))
      })
    }),
    { prefix: CONSOLE_BASE },
  )
}
