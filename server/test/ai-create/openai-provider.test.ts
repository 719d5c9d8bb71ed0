import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { loadConfig } from '../../src/config'
import { createProviders } from '../../src/providers'
import { OpenAiTextGenerator, buildPrompt } from '../../src/providers/text-generation-openai'
import type { TestApp } from '../helpers'
import { createTestApp } from '../helpers'
import { API, GAME, makeReport, NOW, prepareValuationOnce, sampleAnswers } from '../valuation-service/fixture'

/** A local stand-in for an OpenAI-compatible API: records requests, answers what the test sets. */
interface Seen {
  url: string
  auth: string | undefined
  body: { model: string; messages: { role: string; content: string }[] }
}
/** `flood`: a body without a length that never ends; `trickle`: the same, a few bytes at a time. */
type Answer = { status: number; body: unknown } | 'hang' | 'flood' | 'trickle'

function fakeApi() {
  const seen: Seen[] = []
  let answer: Answer = { status: 200, body: {} }
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      seen.push({ url: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw) })
      if (answer === 'hang') return
      if (answer === 'flood' || answer === 'trickle') {
        res.writeHead(200, { 'content-type': 'application/json' })
        const chunk = answer === 'flood' ? `{"choices":[{"message":{"content":"${'a'.repeat(16 * 1024)}` : 'a'
        const timer = setInterval(() => res.write(chunk), answer === 'flood' ? 1 : 50)
        res.on('close', () => clearInterval(timer))
        return
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' })
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body))
    })
  })
  return {
    seen,
    server,
    answer: (a: Answer) => {
      answer = a
    },
    reply: (content: string) => {
      answer = { status: 200, body: { choices: [{ index: 0, message: { role: 'assistant', content } }] } }
    },
    start: () =>
      new Promise<string>((r) => server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`))),
    stop: () =>
      new Promise<void>((r) => {
        server.closeAllConnections()
        server.close(() => r())
      }),
  }
}

describe('OpenAI-compatible adapter', () => {
  const api = fakeApi()
  let t: TestApp
  let token: string
  let unlocked: string
  let locked: string
  beforeAll(async () => {
    const base = await api.start()
    t = await createTestApp({
      now: NOW,
      env: { AI_BASE_URL: base, AI_API_KEY: 'sk-test-key', AI_MODEL: 'test-model', AI_TIMEOUT_SECONDS: '1' },
    })
    await prepareValuationOnce(t, { demoRowsPerGame: 600, demoGames: [GAME], now: NOW })
    token = (await t.login('13800007101')).token
    unlocked = await makeReport(t, token, 0)
    locked = await makeReport(t, token, 1, false)
  })
  afterAll(async () => {
    await t.close()
    await api.stop()
  })
  beforeEach(() => {
    api.seen.length = 0
  })

  test('AI_* select the adapter; without AI_BASE_URL the local generator; AI_BASE_URL without AI_MODEL stops the start', () => {
    expect(createProviders(loadConfig({ NODE_ENV: 'test' })).textGeneration?.name).toBe('local')
    expect(createProviders(loadConfig({ NODE_ENV: 'test', AI_BASE_URL: 'http://x/v1', AI_MODEL: 'm' })).textGeneration?.name).toBe('openai')
    expect(() => loadConfig({ AI_BASE_URL: 'http://x/v1' })).toThrow('AI_MODEL')
  })

  test('POSTs {base}/chat/completions with the bearer key and model; the unlocked range is in the prompt; the reply is filtered', async () => {
    api.reply(
      '```json\n' +
        JSON.stringify({
          title: '王者荣耀精品号 微信：seller_abc123',
          sellingPoints: ['全英雄', '包找回', '活邮可换绑'],
          description: '皮肤多，成色好。有意加QQ 12345678。本号绝对安全！走平台交易。',
        }) +
        '\n```',
    )
    const res = await t.post(`${API}/ai/create`, { valId: unlocked, tone: '活泼', seed: 3 }, token)
    expect(res.code).toBe(200)
    expect(res.data).toMatchObject({
      provider: 'openai',
      aiGenerated: true,
      title: '王者荣耀精品号',
      sellingPoints: ['全英雄', '活邮可换绑'],
      description: '皮肤多，成色好。走平台交易。',
    })
    expect(res.data.priceRange).toBeDefined()
    expect(api.seen).toHaveLength(1)
    const [call] = api.seen
    expect(call.url).toBe('/v1/chat/completions')
    expect(call.auth).toBe('Bearer sk-test-key')
    expect(call.body.model).toBe('test-model')
    const prompt = call.body.messages.find((m) => m.role === 'user')?.content ?? ''
    expect(prompt).toContain('游戏：王者荣耀')
    expect(prompt).toContain('语气：活泼')
    expect(prompt).toContain(`¥${Math.round(res.data.priceRange.lowFen / 100).toLocaleString('en-US')}`)
  })

  test('a locked report: no price in the prompt, and a price the model makes up is dropped', async () => {
    api.reply(
      JSON.stringify({
        title: '王者荣耀好号',
        sellingPoints: ['全英雄', '只要3000元'],
        description: '皮肤很多。估值约5000元，可小刀。走平台交易。',
      }),
    )
    const res = await t.post(`${API}/ai/create`, { valId: locked, tone: '简洁' }, token)
    expect(res.code).toBe(200)
    expect(res.data).not.toHaveProperty('priceRange')
    expect(res.data.sellingPoints).toEqual(['全英雄'])
    expect(res.data.description).toBe('皮肤很多。走平台交易。')
    const prompt = api.seen[0].body.messages.find((m) => m.role === 'user')?.content ?? ''
    expect(prompt).toContain('没有可用的价格')
    expect(prompt).not.toMatch(/[¥￥]/)
    const row = await t.db.selectFrom('report').select('result').where('id', '=', locked).executeTakeFirstOrThrow()
    expect(prompt).not.toContain(String(Math.round(JSON.parse(row.result ?? '{}').estimateFen / 100)))
  })

  test.each([
    ['an HTTP error', { status: 500, body: { error: 'boom' } }],
    ['a reply that is not JSON', { status: 200, body: 'not json' }],
    ['a reply without a message', { status: 200, body: { choices: [] } }],
    ['a message that is not the copy', { status: 200, body: { choices: [{ message: { content: '好的，我来写' } }] } }],
  ] as const)('%s → 50002 with a clear message', async (_what, answer) => {
    api.answer(answer)
    const res = await t.post(`${API}/ai/create`, { valId: unlocked, tone: '简洁' }, token)
    expect(res.status).toBe(200)
    expect([res.code, res.msg]).toEqual([50002, 'AI文案服务暂时不可用，请稍后重试或换用本地生成'])
  })

  test('a 100 KB reply is refused unread, whether its length is declared or it never ends → 50002', async () => {
    const huge = 'a'.repeat(100_000)
    api.reply(JSON.stringify({ title: huge, sellingPoints: [huge], description: huge }))
    const declared = await t.post(`${API}/ai/create`, { valId: unlocked, tone: '简洁' }, token)
    expect([declared.code, declared.msg]).toEqual([50002, 'AI文案服务暂时不可用，请稍后重试或换用本地生成'])
    api.answer('flood')
    const endless = await t.post(`${API}/ai/create`, { valId: unlocked, tone: '简洁' }, token)
    expect([endless.code, endless.msg]).toEqual([50002, 'AI文案服务暂时不可用，请稍后重试或换用本地生成'])
  })

  test('a reply within the byte cap whose description is over the length cap is refused by the filter → 50002', async () => {
    api.reply(JSON.stringify({ title: '王者荣耀好号', sellingPoints: ['全英雄'], description: '皮肤很多。'.repeat(1000) }))
    const res = await t.post(`${API}/ai/create`, { valId: unlocked, tone: '详细' }, token)
    expect([res.code, res.msg]).toEqual([50002, '生成的文案未通过内容检查，请重新生成'])
  })

  test('a body that trickles in without end stops at AI_TIMEOUT_SECONDS → 50002', async () => {
    api.answer('trickle')
    const res = await t.post(`${API}/ai/create`, { valId: unlocked, tone: '简洁' }, token)
    expect([res.status, res.code]).toEqual([200, 50002])
  })

  test('a timeout → 50002, never a 500', async () => {
    api.answer('hang')
    const res = await t.post(`${API}/ai/create`, { gameId: GAME, answers: sampleAnswers(0), tone: '详细' }, token)
    expect([res.status, res.code]).toEqual([200, 50002])
  })

  test('an unreachable API → 50002', async () => {
    const gen = new OpenAiTextGenerator({ baseUrl: 'http://127.0.0.1:1/v1', apiKey: 'k', model: 'm', timeoutMs: 1000 })
    await expect(
      gen.generate({ gameName: '原神', tone: '简洁', highlights: ['胡桃满命'], details: [], assurances: [], risks: [], seed: 1 }),
    ).rejects.toMatchObject({
      code: 50002,
    })
  })

  test('the prompt names risks to say honestly', () => {
    const prompt = buildPrompt({
      gameName: '原神',
      tone: '详细',
      highlights: ['胡桃满命'],
      details: [],
      assurances: [],
      risks: ['非活邮，绑定邮箱不可换绑'],
      seed: 1,
    })
    expect(prompt).toContain('必须如实说明的风险：非活邮，绑定邮箱不可换绑')
    expect(prompt).toContain('不要写任何价格')
  })
})
