import net from 'node:net'
import { createTestApp, type TestApp } from '../helpers'
import { captureLog, describeLogLine, makeH5Dir } from './h5-fixture'

/**
 * Malformed requests are the client's mistake: each answers a 4xx (HTTP status for the static site, business code
 * under /app/v1), never a 500, and none writes an error-level log line (those are for faults someone must fix).
 */
describe('client errors answer 4xx, never 500', () => {
  let t: TestApp
  let token: string
  const h5 = makeH5Dir()
  const log = captureLog()

  beforeAll(async () => {
    t = await createTestApp({ env: { H5_DIR: h5.dir, LOG_LEVEL: 'info' }, logStream: log.stream })
    token = (await t.login('13800001601')).token
  })
  afterAll(async () => {
    await t.close()
    h5.remove()
  })
  // Each test checks only its own lines, so one failure does not cascade into the next tests.
  let errorsSeen = 0
  afterEach(() => {
    const fresh = log.errors().slice(errorsSeen)
    errorsSeen += fresh.length
    expect(fresh.map(describeLogLine)).toEqual([])
  })

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, headers })
  const envelope = (body: string) => JSON.parse(body) as { code: number; msg: string; data: unknown }

  test('the static site still serves files and satisfiable ranges', async () => {
    const page = await get('/index.html')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<div id="app">')
    const part = await get('/index.html', { range: 'bytes=0-8' })
    expect(part.statusCode).toBe(206)
    expect(part.body).toBe('<!doctype')
  })

  test.each([
    ['bytes=999999-', 'GET'],
    ['bytes=abc', 'GET'],
    ['bytes=999999-', 'HEAD'],
  ] as const)('Range %s on a static file (%s): 416 with the file size', async (range, method) => {
    const res = await get('/index.html', { range }, method)
    expect(res.statusCode).toBe(416)
    expect(res.headers['content-range']).toBe(`bytes */${h5.indexSize}`)
    if (method === 'GET') expect(envelope(res.body)).toEqual({ code: 40000, msg: '请求的文件范围无效', data: null })
  })

  test.each([
    { label: 'NUL before an extension', url: '/index.html%00.js', status: 400, code: 40000 },
    { label: 'NUL at the end', url: '/js/app.js%00', status: 400, code: 40000 },
    { label: 'invalid percent-encoding', url: '/js/%ff', status: 400, code: 40000 },
    { label: 'truncated percent-encoding', url: '/%E0%A4%A', status: 400, code: 40000 },
    { label: 'encoded ../ at the root', url: '/..%2f..%2fetc%2fpasswd', status: 404, code: 40004 },
    { label: 'encoded ../ in a folder', url: '/js/..%2f..%2f..%2fpackage.json', status: 404, code: 40004 },
    { label: 'fully encoded ../', url: '/js/%2e%2e%2f%2e%2e%2fpackage.json', status: 404, code: 40004 },
    { label: 'encoded dots as segments', url: '/%2e%2e/%2e%2e/etc/passwd', status: 404, code: 40004 },
    { label: 'encoded backslashes', url: '/js/..%5c..%5cpackage.json', status: 404, code: 40004 },
    { label: 'a 4000-character path', url: `/${'a'.repeat(4000)}`, status: 404, code: 40004 },
  ])('path with $label: HTTP $status with $code', async ({ url, status, code }) => {
    const res = await get(url)
    expect({ status: res.statusCode, code: envelope(res.body).code }).toEqual({ status, code })
    expect(envelope(res.body).msg).toMatch(/[\u4e00-\u9fa5]/)
  })

  test('a malformed URL under the API is a bad parameter like any other (HTTP 200, 40000)', async () => {
    const res = await t.post('/app/v1/val%ff', {})
    expect({ status: res.status, code: res.code }).toEqual({ status: 200, code: 40000 })
  })

  describe('values PostgreSQL cannot hold', () => {
    test.each([
      {
        label: 'NUL in a string',
        url: '/app/v1/val/valReport',
        payload: '{"valId":"r_\\u0000x"}',
        msg: '参数错误：valId 含有不支持的字符',
      },
      {
        label: 'NUL alone',
        url: '/app/v1/feedback/submit',
        payload: '{"category":"bug","content":"\\u0000"}',
        msg: '参数错误：content 含有不支持的字符',
      },
      {
        label: 'NUL deep in an open object',
        url: '/app/v1/val/valuation',
        payload: '{"evaluateType":2,"gameId":10026,"answers":{"a":{"b":["x\\u0000"]}}}',
        msg: '参数错误：answers.a.b.0 含有不支持的字符',
      },
      {
        label: 'NUL in a key',
        url: '/app/v1/val/valuation',
        payload: '{"evaluateType":2,"gameId":10026,"answers":{"a\\u0000":1}}',
        msg: '参数错误：含有不支持的字符',
      },
    ])('$label: 40000 on both databases', async ({ url, payload, msg }) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: token, 'content-type': 'application/json' },
        payload,
      })
      expect({ status: res.statusCode, ...envelope(res.body) }).toEqual({ status: 200, code: 40000, msg, data: null })
    })

    test('an escaped backslash before u0000 is text, not a NUL', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/app/v1/val/valReport',
        headers: { authorization: token, 'content-type': 'application/json' },
        payload: '{"valId":"r_\\\\u0000"}',
      })
      expect(envelope(res.body).code).toBe(40004)
    })

    test('an id beyond the integer column (the schema sets no maximum): refused or not found, never 500', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/app/v1/draw/record',
        headers: { authorization: token, 'content-type': 'application/json' },
        payload: '{"recordId":123456789012345678901234567890}',
      })
      expect(res.statusCode).toBe(200)
      expect([40000, 40004]).toContain(envelope(res.body).code)
      const beyondInt = await t.post('/app/v1/draw/record', { recordId: 2 ** 31 }, token)
      expect([40000, 40004]).toContain(beyondInt.code)
    })
  })

  describe('requests the HTTP parser refuses', () => {
    /** Writes raw bytes to a listening server and reads what comes back until the server closes. */
    const raw = async (bytes: string) => {
      if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = t.app.server.address() as net.AddressInfo
      return new Promise<string>((resolve, reject) => {
        let answer = ''
        const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes))
        socket.on('data', (chunk) => (answer += String(chunk)))
        socket.on('close', () => resolve(answer))
        socket.on('error', reject)
      })
    }

    test.each([
      {
        label: 'a content length that is not a number',
        bytes: 'POST /app/v1/valMain HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
        status: 400,
      },
      { label: 'a request line that is not HTTP', bytes: 'HELLO THERE\r\n\r\n', status: 400 },
      { label: 'headers over 16 KB', bytes: `GET /index.html HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`, status: 431 },
    ])('$label: HTTP $status in the envelope', async ({ bytes, status }) => {
      const answer = await raw(bytes)
      expect(answer.split('\r\n')[0]).toBe(`HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}`)
      expect(envelope(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 40000, data: null })
    })
  })

  describe('feedback/upload with broken multipart', () => {
    const upload = (contentType: string, payload: string, auth = token) =>
      t.app.inject({
        method: 'POST',
        url: '/app/v1/feedback/upload',
        headers: { authorization: auth, 'content-type': contentType },
        payload,
      })
    const filePart = '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n'

    test.each([
      ['no boundary', 'multipart/form-data', 'abc'],
      ['empty boundary', 'multipart/form-data; boundary=', 'abc'],
      ['cut off inside the file', 'multipart/form-data; boundary=XX', `${filePart}\x89PNG\r\n`],
      ['cut off inside the part header', 'multipart/form-data; boundary=XX', '--XX\r\nContent-Disposition: form-da'],
      ['no parts at all', 'multipart/form-data; boundary=XX', ''],
      ['garbage', 'multipart/form-data; boundary=XX', 'not multipart at all'],
      ['a header without a colon', 'multipart/form-data; boundary=XX', '--XX\r\nbroken header\r\n\r\nx\r\n--XX--\r\n'],
    ])('%s: 40000', async (_name, contentType, payload) => {
      const res = await upload(contentType, payload)
      expect(res.statusCode).toBe(200)
      expect(envelope(res.body)).toMatchObject({ code: 40000, data: null })
      expect(envelope(res.body).msg).toMatch(/^(参数错误|缺少参数)/)
    })

    test('without a token the guard answers first (40005)', async () => {
      const res = await upload('multipart/form-data', 'abc', '')
      expect(envelope(res.body).code).toBe(40005)
    })

    test('a connection dropped in the middle of the file is no server fault, and the service keeps answering', async () => {
      if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' })
      const address = t.app.server.address()
      if (!address || typeof address !== 'object') throw new Error('not listening')
      await new Promise<void>((resolve, reject) => {
        const socket = net.connect(address.port, '127.0.0.1', () => {
          socket.write(
            'POST /app/v1/feedback/upload HTTP/1.1\r\nHost: localhost\r\n' +
              `Authorization: ${token}\r\nContent-Type: multipart/form-data; boundary=XX\r\nContent-Length: 100000\r\n\r\n` +
              `${filePart}\x89PNG\r\n${'x'.repeat(2000)}`,
            () => setTimeout(() => socket.destroy(), 50),
          )
        })
        socket.on('close', () => resolve())
        socket.on('error', reject)
      })
      // A dropped response logs no "request completed"; the route's own line says the handler has finished.
      const dropped = () => log.lines.some((line) => line.msg === 'upload dropped by the client')
      for (let i = 0; i < 500 && !dropped(); i++) await new Promise((resolve) => setTimeout(resolve, 10))
      expect(dropped()).toBe(true)
      const alive = await fetch(`http://127.0.0.1:${address.port}/app/v1/valMain`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      expect(((await alive.json()) as { code: number }).code).toBe(200)
    })
  })
})
