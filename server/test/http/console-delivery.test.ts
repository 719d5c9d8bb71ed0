import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { createTestApp, type TestApp } from '../helpers'

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable'
const BUNDLE = Array.from({ length: 200 }, (_, i) => `export const page${i} = () => render("console-${i}")\n`).join('')
const INDEX_HTML = `<!doctype html><html lang="zh-CN"><head><title>管理后台</title>
<script type="module" crossorigin src="/console/assets/index-LyIvXOox.js"></script></head><body><div id="root"></div></body></html>`

/** A stand-in for dist/console, named as Vite names its files. */
function makeConsoleBuild(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-delivery-'))
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML)
  fs.mkdirSync(path.join(dir, 'assets'))
  fs.writeFileSync(path.join(dir, 'assets', 'index-LyIvXOox.js'), BUNDLE)
  fs.writeFileSync(path.join(dir, 'assets', 'index-LyIvXOox.js.br'), brotliCompressSync(BUNDLE))
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) }
}

/** The directives of a Content-Security-Policy header, by name. */
function csp(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  )
}

describe('the operators console at /console/', () => {
  let t: TestApp
  let build: ReturnType<typeof makeConsoleBuild>
  beforeAll(async () => {
    build = makeConsoleBuild()
    t = await createTestApp({ env: { CONSOLE_DIR: build.dir } })
  })
  afterAll(async () => {
    await t.close()
    build.remove()
  })

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })

  test('/console/ is the app, revalidated on every load', async () => {
    const res = await get('/console/')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.body).toBe(INDEX_HTML)
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  test('/console without the slash moves to /console/', async () => {
    const res = await get('/console')
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/console/')
  })

  test.each(['/console/operators', '/console/setup/totp', '/console/audit?page=2'])('a deep link (%s) opens the app', async (url) => {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(INDEX_HTML)
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  test("hashed assets are kept a year, and the build's brotli copy is sent as it is", async () => {
    const res = await get('/console/assets/index-LyIvXOox.js', { 'accept-encoding': 'br' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe(YEAR_IMMUTABLE)
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BUNDLE)
  })

  test('a file outside assets/ is not kept as if it never changed', async () => {
    const res = await get('/console/favicon.svg')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  test('a missing asset is a 404, not the app page under a script name', async () => {
    const res = await get('/console/assets/gone-12345678.js')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 40004 })
  })

  test('an unknown console API call answers the 404 envelope, never the app page', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/console/api/no-such-endpoint', payload: method === 'POST' ? {} : undefined })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ code: 40004, msg: '接口不存在', data: null })
    }
  })

  test("the console's CSP: own scripts only, inline styles for antd, data: images for the QR code, https images for article and banner previews, never framed", async () => {
    for (const url of ['/console/', '/console/operators', '/console/assets/index-LyIvXOox.js']) {
      const policy = csp((await get(url)).headers['content-security-policy'])
      expect(policy['script-src']).toEqual(["'self'"])
      expect(policy['script-src-attr']).toEqual(["'none'"])
      expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"])
      expect(policy['img-src']).toEqual(["'self'", 'data:', 'https:'])
      expect(policy['connect-src']).toEqual(["'self'"])
      expect(policy['frame-ancestors']).toEqual(["'none'"])
    }
    const page = await get('/console/')
    expect(page.headers['x-frame-options']).toBe('DENY')
    expect(page.headers['x-content-type-options']).toBe('nosniff')
  })

  test('the player app and API keep their own policy', async () => {
    const res = await get('/app/v1/no-such-endpoint')
    const policy = csp(res.headers['content-security-policy'])
    expect(policy['script-src']).not.toEqual(["'self'"])
  })
})

describe('without a console build', () => {
  test('/console/ is not found, and the service runs', async () => {
    const t = await createTestApp()
    try {
      expect((await t.app.inject({ url: '/console/' })).statusCode).toBe(404)
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200)
    } finally {
      await t.close()
    }
  })
})
