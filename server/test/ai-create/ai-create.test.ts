import { ReportKind, ReportRepository } from '../../src/modules/reports/repository'
import { DAILY_QUOTAS } from '../../src/modules/quotas/service'
import type { TestApp } from '../helpers'
import { API, GAME, createValuationApp, makeReport, sampleAnswers } from '../valuation-service/fixture'

const URL_ = `${API}/ai/create`
const TONES = ['简洁', '详细', '活泼'] as const

/** Every way a figure in fen could be written as yuan in the copy (¥12,800 / 12800 / 1.28万 / 12800元). */
function yuanForms(fen: number): string[] {
  const yuan = Math.round(fen / 100)
  return [String(yuan), yuan.toLocaleString('en-US'), `${(yuan / 10000).toFixed(2)}万`, String(fen)]
}

describe('ai/create', () => {
  let t: TestApp
  let token: string
  let unlocked: string
  let locked: string
  beforeAll(async () => {
    t = await createValuationApp()
    token = (await t.login('13800007001')).token
    unlocked = await makeReport(t, token, 0)
    locked = await makeReport(t, token, 1, false)
  })
  afterAll(async () => {
    await t.close()
  })

  const storedResult = async (valId: string) => {
    const row = await t.db.selectFrom('report').select(['result', 'input']).where('id', '=', valId).executeTakeFirstOrThrow()
    return { result: JSON.parse(row.result ?? '{}'), input: JSON.parse(row.input) }
  }

  test("from an unlocked report: the account's real attributes, honest risks and the report's stored 80% range", async () => {
    const res = await t.post(URL_, { valId: unlocked, tone: '详细', seed: 7 }, token)
    expect(res.code).toBe(200)
    const { result, input } = await storedResult(unlocked)
    expect(res.data).toMatchObject({
      aiGenerated: true,
      provider: 'local',
      tone: '详细',
      gameId: GAME,
      gameName: '王者荣耀',
      valId: unlocked,
    })
    expect(res.data.priceRange).toEqual({ lowFen: Math.round(result.range.lowFen), highFen: Math.round(result.range.highFen) })
    const all = [res.data.title, ...res.data.sellingPoints, res.data.description].join('\n')
    // The highest skin tier the account owns is named with the catalogue's label and its count.
    const skins = input.attrs.skins as Record<string, number>
    const tiers = [
      ['glory', '荣耀典藏'],
      ['starLegend', '星传说'],
      ['legend', '传说'],
      ['epic', '史诗'],
    ] as const
    const best = tiers.find(([k]) => (skins[k] ?? 0) > 0)
    if (best) expect(all).toContain(`${best[1]}皮肤×${skins[best[0]]}`)
    // The risk flags as stored, said honestly either way; one the seller left unanswered is not claimed.
    if (input.attrs.liveMail === undefined) expect(all).not.toContain('活邮')
    else expect(all).toContain(input.attrs.liveMail === false ? '非活邮' : '活邮')
    if (input.attrs.realNameChangeable === false) expect(all).toContain('实名不可修改')
    if (input.attrs.violation === true) expect(all).toContain('有违规/封禁记录')
    expect(res.data.description).toContain(`¥${Math.round(result.range.lowFen / 100).toLocaleString('en-US')}`)
  })

  test('a locked report gives no price: no priceRange and no figure of its estimate or range anywhere in the copy', async () => {
    const { result } = await storedResult(locked)
    const secrets = [result.estimateFen, result.range.lowFen, result.range.highFen].flatMap((f: number) => yuanForms(f))
    for (const tone of TONES) {
      for (const seed of [1, 2, 3]) {
        const res = await t.post(URL_, { valId: locked, tone, seed }, token)
        expect(res.code).toBe(200)
        expect(res.data).not.toHaveProperty('priceRange')
        const text = JSON.stringify(res.data)
        for (const s of secrets) expect(text).not.toContain(s)
        expect(text).not.toMatch(/[¥￥]|\d\s*元/)
      }
    }
  })

  test('the report grade is sold only from SR up: a listing never says 评级 N or R (issue 35 point 7)', async () => {
    const seller = (await t.login('13800007009')).token
    const valId = await makeReport(t, seller, 2)
    const setLevel = async (level: string) => {
      const row = await t.db.selectFrom('report').select('teaser').where('id', '=', valId).executeTakeFirstOrThrow()
      const teaser = { ...JSON.parse(row.teaser ?? '{}'), level }
      await t.db
        .updateTable('report')
        .set({ teaser: JSON.stringify(teaser) })
        .where('id', '=', valId)
        .execute()
    }
    for (const [level, named] of [
      ['N', false],
      ['R', false],
      ['SSR', true],
    ] as const) {
      await setLevel(level)
      const res = await t.post(URL_, { valId, tone: '详细', seed: 3 }, seller)
      expect(res.code).toBe(200)
      const all = [res.data.title, ...res.data.sellingPoints, res.data.description].join('\n')
      if (named) expect(all).toContain(`评级 ${level}`)
      else expect(all).not.toContain('评级')
    }
  })

  test('from answers: validated like a props valuation, no price; the same seed gives the same copy, tones differ', async () => {
    const body = { gameId: GAME, answers: sampleAnswers(2) }
    const a = await t.post(URL_, { ...body, tone: '简洁', seed: 42 }, token)
    const again = await t.post(URL_, { ...body, tone: '简洁', seed: 42 }, token)
    expect(a.code).toBe(200)
    expect(a.data).not.toHaveProperty('priceRange')
    expect(a.data).not.toHaveProperty('valId')
    expect(again.data).toEqual(a.data)
    const detailed = await t.post(URL_, { ...body, tone: '详细', seed: 42 }, token)
    const lively = await t.post(URL_, { ...body, tone: '活泼', seed: 42 }, token)
    const descriptions = new Set([a.data.description, detailed.data.description, lively.data.description])
    expect(descriptions.size).toBe(3)
    expect(detailed.data.description.length).toBeGreaterThan(a.data.description.length)
    expect(detailed.data.description).toContain('【核心资产】')
    expect(lively.data.description).toMatch(/[～！]/)
    expect(JSON.stringify([a.data, detailed.data, lively.data])).not.toMatch(/[¥￥]|\d\s*元/)

    const wrong = await t.post(URL_, { gameId: GAME, answers: { ...sampleAnswers(2), heroCount: 999 }, tone: '简洁' }, token)
    expect(wrong.code).toBe(40000)
    expect(wrong.msg).toContain('heroCount')
  })

  test('unknown, foreign, generating and failed reports', async () => {
    const unknown = await t.post(URL_, { valId: 'r_doesnotexist', tone: '简洁' }, token)
    expect([unknown.code, unknown.msg]).toEqual([40004, '报告不存在'])
    const { token: other } = await t.login('13800007002')
    const foreign = await t.post(URL_, { valId: unlocked, tone: '简洁' }, other)
    expect([foreign.code, foreign.msg]).toEqual([40004, '报告不存在'])
    const { user_id: userId } = await t.db.selectFrom('report').select('user_id').where('id', '=', unlocked).executeTakeFirstOrThrow()
    const repo = new ReportRepository(t.db)
    const base = {
      userId,
      kind: ReportKind.VALUATION,
      gameId: GAME,
      evaluateType: 2,
      input: JSON.stringify({ attrs: sampleAnswers(3) }),
      now: t.clock.now(),
    }
    await repo.insert({ ...base, id: 'r_generating_ai' })
    const generating = await t.post(URL_, { valId: 'r_generating_ai', tone: '简洁' }, token)
    expect(generating.code).toBe(40024)
    await repo.insert({ ...base, id: 'r_failed_ai' })
    await repo.fail('r_failed_ai', '估价失败', t.clock.now())
    expect((await t.post(URL_, { valId: 'r_failed_ai', tone: '简洁' }, token)).code).toBe(40025)
  })

  test('empty, oversized, mixed or malformed input → 40000 with a message; logged out → 40005', async () => {
    const empty = await t.post(URL_, { tone: '简洁' }, token)
    expect(empty.code).toBe(40000)
    expect(empty.msg).toBe('请选择一份估价报告，或选择游戏并填写账号属性')
    const noAnswers = await t.post(URL_, { gameId: GAME, answers: {}, tone: '简洁' }, token)
    expect(noAnswers.code).toBe(40000)
    expect(noAnswers.msg).not.toBe('')
    const huge = await t.post(URL_, { gameId: GAME, answers: { ...sampleAnswers(0), remark: 'x'.repeat(20_000) }, tone: '简洁' }, token)
    expect([huge.code, huge.msg]).toEqual([40000, '账号属性内容过长，请精简后再试'])
    const both = await t.post(URL_, { valId: unlocked, gameId: GAME, answers: sampleAnswers(0), tone: '简洁' }, token)
    expect(both.code).toBe(40000)
    expect((await t.post(URL_, { valId: unlocked, tone: '夸张' }, token)).code).toBe(40000)
    expect((await t.post(URL_, { valId: '', tone: '简洁' }, token)).code).toBe(40000)
    expect((await t.post(URL_, { valId: unlocked, tone: '简洁' })).code).toBe(40005)
  })

  test(`at most ${DAILY_QUOTAS.aiCreations} a day per user, with a clear message; refused requests cost nothing`, async () => {
    const { token: heavy } = await t.login('13800007003')
    const valId = await makeReport(t, heavy, 4)
    // A refused request (unknown report) gives its use back.
    expect((await t.post(URL_, { valId: 'r_missing', tone: '简洁' }, heavy)).code).toBe(40004)
    for (let i = 0; i < DAILY_QUOTAS.aiCreations; i++) {
      expect((await t.post(URL_, { valId, tone: '活泼', seed: i }, heavy)).code).toBe(200)
    }
    const over = await t.post(URL_, { valId, tone: '活泼' }, heavy)
    expect([over.code, over.msg]).toEqual([42900, `今日AI创作次数已用完（每天${DAILY_QUOTAS.aiCreations}次），请明天再试`])
    // Another user is not affected; the next Beijing day starts afresh.
    expect((await t.post(URL_, { valId: unlocked, tone: '简洁' }, token)).code).toBe(200)
    t.clock.advance(24 * 60 * 60 * 1000)
    const { token: nextDay } = await t.login('13800007003')
    expect((await t.post(URL_, { valId, tone: '活泼' }, nextDay)).code).toBe(200)
  })

  test(`100 parallel requests by one user: exactly ${DAILY_QUOTAS.aiCreations} are answered`, async () => {
    const { token: burst } = await t.login('13800007004')
    const valId = await makeReport(t, burst, 5)
    const codes = await Promise.all(
      Array.from({ length: 100 }, (_, i) => t.post(URL_, { valId, tone: '简洁', seed: i }, burst).then((r) => r.code)),
    )
    expect(codes.filter((c) => c === 200)).toHaveLength(DAILY_QUOTAS.aiCreations)
    expect(codes.filter((c) => c !== 200 && c !== 42900)).toEqual([])
  })
})
