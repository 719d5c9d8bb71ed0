import { randomInt } from 'node:crypto'
import { Redis } from 'ioredis'
import { loadConfig } from '../../src/config'
import { SMS_LIMITS } from '../../src/modules/auth/sms-codes'
import { createTestApp, type TestApp } from '../helpers'

/**
 * TRUST_PROXY (which X-Forwarded-For entry is the client) and the general request rate (@fastify/rate-limit, in
 * Redis when REDIS_URL is set). The client IP is read back from what the SMS limit stored for a send.
 */
const API = '/app/v1'
let phoneSeq = 0
const nextPhone = () => `1360000${String(phoneSeq++).padStart(4, '0')}`

async function ipSeenBy(t: TestApp, remoteAddress: string, forwardedFor?: string): Promise<string> {
  const phone = nextPhone()
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/verify/send`,
    payload: { phone },
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  })
  expect(res.json().code).toBe(200)
  const row = await t.db.selectFrom('sms_code').select('ip').where('phone_key', 'like', `%${phone}`).executeTakeFirstOrThrow()
  return row.ip
}

describe('TRUST_PROXY', () => {
  test('parses off, hop counts and address lists, and refuses junk', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', '::1'])
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/)
  })

  test('unset: X-Forwarded-For is ignored', async () => {
    const t = await createTestApp()
    try {
      expect(await ipSeenBy(t, '203.0.113.5', '198.51.100.1')).toBe('203.0.113.5')
    } finally {
      await t.close()
    }
  })

  test('1 hop: the address the proxy saw, whatever the client wrote to its left', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '1' } })
    try {
      expect(await ipSeenBy(t, '10.0.0.1', '203.0.113.7')).toBe('203.0.113.7')
      expect(await ipSeenBy(t, '10.0.0.1', '1.2.3.4, 203.0.113.7')).toBe('203.0.113.7')
      // A forged left-most entry per request does not escape the per-IP cap: it is counted on the real address.
      const answers = await Promise.all(
        Array.from({ length: 60 }, async (_, i) => {
          const res = await t.app.inject({
            method: 'POST',
            url: `${API}/verify/send`,
            payload: { phone: nextPhone() },
            remoteAddress: '10.0.0.1',
            headers: { 'x-forwarded-for': `100.64.${i}.1, 203.0.113.8` },
          })
          return res.json().code as number
        }),
      )
      expect(answers.filter((c) => c === 200)).toHaveLength(SMS_LIMITS.dailyPerIp)
      expect(answers.filter((c) => c === 42900)).toHaveLength(60 - SMS_LIMITS.dailyPerIp)
    } finally {
      await t.close()
    }
  })

  test('2 hops: the address in front of the second proxy', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '2' } })
    try {
      expect(await ipSeenBy(t, '10.0.0.1', '6.6.6.6, 198.51.100.9, 10.0.0.2')).toBe('198.51.100.9')
    } finally {
      await t.close()
    }
  })

  test('a proxy list: the right-most address that is not a trusted proxy; an untrusted peer is taken as is', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8,192.168.5.5' } })
    try {
      expect(await ipSeenBy(t, '10.0.0.1', '6.6.6.6, 198.51.100.9, 192.168.5.5, 10.3.3.3')).toBe('198.51.100.9')
      expect(await ipSeenBy(t, '192.0.2.44', '6.6.6.6')).toBe('192.0.2.44')
    } finally {
      await t.close()
    }
  })
})

describe('general request rate', () => {
  const hit = (t: TestApp, ip: string, url = `${API}/user/userInfo`) =>
    t.app.inject({ method: 'POST', url, payload: {}, remoteAddress: ip })

  test('off under NODE_ENV=test unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).rateLimit).toBeNull()
    expect(loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32), PAY_PROVIDERS: '' }).rateLimit).toEqual({
      max: 300,
      windowMs: 60_000,
      helpDetailMax: 30,
    })
    expect(loadConfig({ RATE_LIMIT_MAX: '0' }).rateLimit).toBeNull()
  })

  async function expectLimited(t: TestApp, ip: string, max: number) {
    const replies = await Promise.all(Array.from({ length: max + 3 }, () => hit(t, ip)))
    const limited = replies.filter((r) => r.statusCode === 429)
    expect(limited).toHaveLength(3)
    expect(limited[0].json()).toEqual({ code: 42900, msg: '请求太频繁，请稍后再试', data: null })
    expect(Number(limited[0].headers['retry-after'])).toBeGreaterThan(0)
    // Only the API is counted; another address has its own budget.
    const page = await t.app.inject({ method: 'GET', url: '/', remoteAddress: ip })
    expect(page.statusCode).not.toBe(429)
    expect((await hit(t, `${ip.split('.').slice(0, 3).join('.')}.250`)).statusCode).toBe(200)
  }

  test('in memory: over RATE_LIMIT_MAX per window → HTTP 429 in the envelope', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_MAX: '5' } })
    try {
      await expectLimited(t, '198.51.100.20', 5)
    } finally {
      await t.close()
    }
  })

  test('with REDIS_URL: counted in Redis, shared by two instances', async () => {
    const env = { RATE_LIMIT_MAX: '6', REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379' }
    const a = await createTestApp({ env })
    const b = await createTestApp({ env })
    const redis = new Redis(env.REDIS_URL)
    // A fresh address per run: counters outlive the test by one window.
    const ip = `198.18.${randomInt(256)}.${randomInt(1, 250)}`
    try {
      for (let i = 0; i < 3; i++) expect((await hit(a, ip)).statusCode).toBe(200)
      for (let i = 0; i < 3; i++) expect((await hit(b, ip)).statusCode).toBe(200)
      expect((await hit(a, ip)).statusCode).toBe(429)
      expect((await hit(b, ip)).statusCode).toBe(429)
      const keys = await redis.keys(`rate-limit:*${ip}`)
      expect(keys).toHaveLength(1)
      expect(Number(await redis.get(keys[0]))).toBe(8)
    } finally {
      redis.disconnect()
      await a.close()
      await b.close()
    }
  })
})
