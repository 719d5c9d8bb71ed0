import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadConfig } from '../../src/config'
import { VENDOR_SCRIPT_ORIGINS, inlineScriptHashes } from '../../src/http/security-headers'
import { createTestApp, type TestApp } from '../helpers'

const API = '/app/v1'
const PROD_ENV = { NODE_ENV: 'production', TOKEN_SECRET: 'p'.repeat(40) }
// Taro's template: the root font size is set by an inline script before the bundle loads.
const INLINE_SCRIPT = '!function(n){n.document.documentElement.style.fontSize="20px"}(window);'
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** A stand-in for the H5 build: index.html with an inline script and an external one, and that script. */
function makeH5Dir(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-headers-'))
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>游戏估价</title><script>${INLINE_SCRIPT}</script><script defer="defer" src="/js/app.js"></script></head><body><div id="app"></div></body></html>`,
  )
  fs.mkdirSync(path.join(dir, 'js'))
  fs.writeFileSync(path.join(dir, 'js', 'app.js'), 'console.log("app")\n')
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) }
}

/** A CSP header's directives by name. */
function csp(headers: Record<string, unknown>): Record<string, string[]> {
  const value = headers['content-security-policy']
  expect(typeof value).toBe('string')
  return Object.fromEntries(
    String(value)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  )
}

/** The headers every response carries, and the app policy's essentials. */
function expectAppHeaders(headers: Record<string, unknown>): Record<string, string[]> {
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  const policy = csp(headers)
  expect(policy['default-src']).toEqual(["'self'"])
  expect(policy['frame-ancestors']).toEqual(["'none'"])
  expect(policy['object-src']).toEqual(["'none'"])
  expect(policy['script-src-attr']).toEqual(["'none'"])
  expect(policy['script-src']).not.toContain("'unsafe-inline'")
  expect(policy['script-src']).not.toContain("'unsafe-eval'")
  expect(policy['script-src']).not.toContain('https:')
  return policy
}

describe('security headers', () => {
  let t: TestApp
  let h5: ReturnType<typeof makeH5Dir>
  beforeAll(async () => {
    h5 = makeH5Dir()
    t = await createTestApp({ env: { H5_DIR: h5.dir, TARO_APP_TRACKER_URL: 'https://track.example.com/collect' } })
  })
  afterAll(async () => {
    await t.close()
    h5.remove()
  })

  test('an API answer carries them', async () => {
    const res = await t.post(`${API}/valMain`)
    expect(res.code).toBe(200)
    expectAppHeaders(res.headers)
  })

  test('the H5 page allows its inline script by hash, and nothing inline besides', async () => {
    const page = await t.app.inject({ url: '/' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(INLINE_SCRIPT)
    const policy = expectAppHeaders(page.headers)
    expect(policy['script-src']).toContain(sha256(INLINE_SCRIPT))
    // The tab bar's `javascript:;` link, and no other javascript: URL.
    expect(policy['script-src']).toEqual(expect.arrayContaining(["'unsafe-hashes'", sha256('javascript:;')]))
    expect(policy['script-src']).toEqual(expect.arrayContaining([...VENDOR_SCRIPT_ORIGINS]))
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:'])
    expect(policy['frame-src']).toEqual(['https:'])
    // Outside production: no upgrade to https (the service is reached over plain http) and no HSTS.
    expect(policy['upgrade-insecure-requests']).toBeUndefined()
    expect(page.headers['strict-transport-security']).toBeUndefined()
  })

  test('the tracker collector configured for the build is a connect target', async () => {
    const policy = csp((await t.app.inject({ url: '/' })).headers)
    expect(policy['connect-src']).toEqual(["'self'", 'blob:', 'https://track.example.com'])
  })

  test('a static asset carries them', async () => {
    const asset = await t.app.inject({ url: '/js/app.js' })
    expect(asset.statusCode).toBe(200)
    expectAppHeaders(asset.headers)
  })

  test('a 404 and a URL that does not decode carry them', async () => {
    const missing = await t.get('/no/such/page')
    expect(missing.status).toBe(404)
    expectAppHeaders(missing.headers)
    const bad = await t.app.inject({ url: '/%zz' })
    expect(bad.statusCode).toBeGreaterThanOrEqual(400)
    expect(bad.statusCode).toBeLessThan(500)
    expectAppHeaders(bad.headers)
  })

  test('the docs have their own policy, only on /docs', async () => {
    const ui = await t.app.inject({ url: '/docs/' })
    expect(ui.statusCode).toBe(200)
    const policy = csp(ui.headers)
    expect(policy['script-src']).toEqual(["'self'"])
    expect(policy['connect-src']).toEqual(["'self'"])
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(policy['frame-src']).toBeUndefined()
    expect(ui.headers['x-frame-options']).toBe('DENY')
    const bundle = await t.app.inject({ url: '/docs/static/swagger-ui-bundle.js' })
    expect(bundle.statusCode).toBe(200)
    expect(csp(bundle.headers)['script-src']).toEqual(["'self'"])
    // The app's own policy elsewhere, the OpenAPI document included.
    const spec = await t.app.inject({ url: '/openapi.json' })
    expect(spec.statusCode).toBe(200)
    expect(csp(spec.headers)['frame-src']).toEqual(['https:'])
  })
})

describe('API docs switch', () => {
  const docsServed = async (env: NodeJS.ProcessEnv) => {
    const t = await createTestApp({ env, providers: {} })
    try {
      const ui = await t.app.inject({ url: '/docs/' })
      const spec = await t.app.inject({ url: '/openapi.json' })
      // Both or neither.
      expect(ui.statusCode === 200).toBe(spec.statusCode === 200)
      if (ui.statusCode !== 200) {
        expect([ui.statusCode, spec.statusCode]).toEqual([404, 404])
        expect(spec.json()).toMatchObject({ code: 40004 })
        expectAppHeaders(spec.headers)
      }
      return ui.statusCode === 200
    } finally {
      await t.close()
    }
  }

  test('off in production unless API_DOCS enables them', async () => {
    expect(await docsServed(PROD_ENV)).toBe(false)
    expect(await docsServed({ ...PROD_ENV, API_DOCS: '0' })).toBe(false)
    expect(await docsServed({ ...PROD_ENV, API_DOCS: '1' })).toBe(true)
  })

  test('on in test and development', async () => {
    expect(await docsServed({ NODE_ENV: 'test' })).toBe(true)
    expect(await docsServed({ NODE_ENV: 'development' })).toBe(true)
  })

  test('production answers with HSTS and upgrades insecure requests', async () => {
    const t = await createTestApp({ env: PROD_ENV, providers: {} })
    try {
      const res = await t.post(`${API}/valMain`)
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
      expect(expectAppHeaders(res.headers)['upgrade-insecure-requests']).toEqual([])
    } finally {
      await t.close()
    }
  })
})

describe('policy inputs', () => {
  test('the vendor script hosts are exactly those the H5 app injects', () => {
    const source = fs.readFileSync(path.resolve(__dirname, '../../../src/platform/vendor.h5.ts'), 'utf8')
    const injected = [...source.matchAll(/'(https:\/\/[^']+)'/g)].map((m) => new URL(m[1]).origin)
    expect(injected.length).toBeGreaterThan(0)
    expect([...new Set(injected)].sort()).toEqual([...VENDOR_SCRIPT_ORIGINS].sort())
  })

  test('inline scripts are hashed as written; external and empty scripts are not', () => {
    const html = `<script>a()</script><SCRIPT type="text/javascript">b()</SCRIPT><script src="/x.js"></script><script></script><script>a()</script>`
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('b()')])
  })

  test('connect targets come from the build variables: absolute URLs give their origin, paths nothing', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).h5ConnectOrigins).toEqual([])
    expect(
      loadConfig({
        NODE_ENV: 'test',
        TARO_APP_API_BASE: 'https://api.example.com/base',
        TARO_APP_TRACKER_URL: 'http://127.0.0.1:9000/t?x=1',
      }).h5ConnectOrigins,
    ).toEqual(['https://api.example.com', 'http://127.0.0.1:9000'])
    expect(loadConfig({ NODE_ENV: 'test', TARO_APP_TRACKER_URL: '/collect' }).h5ConnectOrigins).toEqual([])
    expect(() => loadConfig({ NODE_ENV: 'test', TARO_APP_TRACKER_URL: 'ftp://x.example.com' })).toThrow(/TARO_APP_TRACKER_URL/)
    expect(() => loadConfig({ NODE_ENV: 'test', TARO_APP_API_BASE: '//cdn.example.com' })).toThrow(/TARO_APP_API_BASE/)
  })

  test('API_DOCS defaults to on outside production and off in it', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true)
    expect(loadConfig(PROD_ENV).apiDocs).toBe(false)
    expect(loadConfig({ ...PROD_ENV, API_DOCS: 'true' }).apiDocs).toBe(true)
    expect(loadConfig({ NODE_ENV: 'development', API_DOCS: '0' }).apiDocs).toBe(false)
  })
})
