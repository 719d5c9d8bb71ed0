import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { createTestApp, type TestApp } from '../helpers'

const API = '/app/v1'
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable'

/** Script text well above the 1 KB threshold that compresses well, as a real bundle does. */
const BUNDLE = Array.from({ length: 200 }, (_, i) => `export const entry${i} = () => render("page-${i}")\n`).join('')
const INDEX_HTML = `<!doctype html><html><head><title>游戏估价</title><script defer="defer" src="/js/app.1a2b3c4d.js"></script>
${'<meta name="filler" content="a line that makes the page long enough to be worth compressing">\n'.repeat(20)}</head><body><div id="app"></div></body></html>`

const PRECOMPRESSED = { br: brotliCompressSync(BUNDLE), gzip: gzipSync(BUNDLE, { level: 9 }) }

/** A stand-in for the H5 build, named as config/index.ts names its files. */
function makeH5Build(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-delivery-'))
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML)
  fs.mkdirSync(path.join(dir, 'js'))
  fs.writeFileSync(path.join(dir, 'js', 'app.1a2b3c4d.js'), BUNDLE)
  fs.writeFileSync(path.join(dir, 'js', '8123.9f8e7d6c.js'), 'export const tiny = 1\n')
  fs.mkdirSync(path.join(dir, 'css'))
  fs.writeFileSync(path.join(dir, 'css', 'app.0123456789abcdef0123.css'), '.page{color:#333}\n'.repeat(100))
  // Not content-hashed: must not be cached as if it never changed.
  fs.writeFileSync(path.join(dir, 'js', 'loader.js'), BUNDLE)
  // With the compressed copies the build writes next to its files.
  fs.writeFileSync(path.join(dir, 'js', 'vendor.5e6f7a8b.js'), BUNDLE)
  fs.writeFileSync(path.join(dir, 'js', 'vendor.5e6f7a8b.js.br'), PRECOMPRESSED.br)
  fs.writeFileSync(path.join(dir, 'js', 'vendor.5e6f7a8b.js.gz'), PRECOMPRESSED.gzip)
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) }
}

const decode: Record<string, (body: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync }

describe('H5 and API delivery', () => {
  let t: TestApp
  let h5: ReturnType<typeof makeH5Build>
  beforeAll(async () => {
    h5 = makeH5Build()
    t = await createTestApp({ env: { H5_DIR: h5.dir } })
  })
  afterAll(async () => {
    await t.close()
    h5.remove()
  })

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } })

  test.each(['br', 'gzip'])(
    'a script without a compressed copy is compressed as it is sent (%s) and decodes to the file',
    async (encoding) => {
      const res = await get('/js/app.1a2b3c4d.js', `${encoding}`)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-encoding']).toBe(encoding)
      expect(res.headers['vary']).toMatch(/accept-encoding/i)
      expect(res.headers['content-length']).not.toBe(String(Buffer.byteLength(BUNDLE)))
      expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(BUNDLE) / 4)
      expect(decode[encoding](res.rawPayload).toString()).toBe(BUNDLE)
    },
  )

  test.each(['br', 'gzip'] as const)("the build's own %s copy is sent as it is, cached for a year", async (encoding) => {
    const res = await get('/js/vendor.5e6f7a8b.js', encoding === 'br' ? 'gzip, deflate, br' : 'gzip')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe(encoding)
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers['cache-control']).toBe(YEAR_IMMUTABLE)
    expect(res.headers['vary']).toMatch(/accept-encoding/i)
    expect(res.rawPayload.equals(PRECOMPRESSED[encoding])).toBe(true)
    const plain = await get('/js/vendor.5e6f7a8b.js')
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, BUNDLE])
  })

  test('brotli is preferred when the browser accepts both', async () => {
    const res = await get('/js/app.1a2b3c4d.js', 'gzip, deflate, br')
    expect(res.headers['content-encoding']).toBe('br')
  })

  test('index.html is compressed, revalidated on every load, and keeps its security headers', async () => {
    const res = await get('/', 'gzip, deflate, br')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX_HTML)
  })

  test('content-hashed scripts and styles are cached for a year as immutable; other files are revalidated', async () => {
    for (const url of ['/js/app.1a2b3c4d.js', '/js/8123.9f8e7d6c.js', '/css/app.0123456789abcdef0123.css']) {
      const res = await get(url, 'br')
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, YEAR_IMMUTABLE])
    }
    for (const url of ['/', '/index.html', '/js/loader.js']) {
      const res = await get(url, 'br')
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-cache'])
    }
  })

  test('a tiny file decodes, and a client without accept-encoding or asking for identity gets plain bytes', async () => {
    // Files are streamed, so the plugin cannot see their size: a tiny one is compressed too, and must still decode.
    const tiny = await get('/js/8123.9f8e7d6c.js', 'br, gzip')
    expect(tiny.statusCode).toBe(200)
    expect(brotliDecompressSync(tiny.rawPayload).toString()).toBe('export const tiny = 1\n')

    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get('/js/app.1a2b3c4d.js', acceptEncoding)
      expect(res.headers['content-encoding']).toBeUndefined()
      expect(res.body).toBe(BUNDLE)
      expect(res.headers['content-length']).toBe(String(Buffer.byteLength(BUNDLE)))
    }
  })

  test("a byte range is answered with the file's own bytes, never compressed", async () => {
    const res = await t.app.inject({ url: '/js/app.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip, br', range: 'bytes=0-99' } })
    expect(res.statusCode).toBe(206)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers['content-range']).toBe(`bytes 0-99/${Buffer.byteLength(BUNDLE)}`)
    expect(res.body).toBe(BUNDLE.slice(0, 100))
  })

  test('an API answer is compressed and still never stored by intermediaries', async () => {
    // The feature list of every game: public and well above the 1 KB threshold.
    const plain = await t.app.inject({ method: 'POST', url: `${API}/valGameFeature`, payload: {} })
    expect(plain.json()).toMatchObject({ code: 200 })
    expect(plain.rawPayload.length).toBeGreaterThan(1024)

    for (const encoding of ['br', 'gzip']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/valGameFeature`,
        payload: {},
        headers: { 'accept-encoding': encoding },
      })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-encoding']).toBe(encoding)
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length)
      expect(JSON.parse(decode[encoding](res.rawPayload).toString())).toEqual(plain.json())
    }
  })

  test('a small API answer goes out uncompressed with its envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${API}/user/userInfo`, payload: {}, headers: { 'accept-encoding': 'br' } })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toMatchObject({ code: 40005 })
  })

  test('a gzip request body is not inflated: bodies are read as sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/valMain`,
      payload: gzipSync(JSON.stringify({})),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    })
    expect(res.json()).toMatchObject({ code: 40000, msg: '请求体不是合法的 JSON' })
  })

  test('the API docs still load compressed', async () => {
    const bundle = await get('/docs/static/swagger-ui-bundle.js', 'br')
    expect(bundle.statusCode).toBe(200)
    expect(bundle.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(bundle.rawPayload).length).toBeGreaterThan(100_000)
  })
})
