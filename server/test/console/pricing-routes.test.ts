import { dispatchOps } from '../../src/cli/ops-dispatch'
import { cliActor } from '../../src/modules/audit/service'
import { runConfigCommand } from '../../src/modules/config/command'
import { CommandError } from '../../src/lib/command-error'
import { ConfigService } from '../../src/modules/config/service'
import { createConsoleApp, type ConsoleTestApp, type Session } from './console-fixture'

/** 价格与规则 in the console: the settings the service acts on, and dated price campaigns, through the CLI's commands. */

const NOW = Date.UTC(2026, 6, 1, 4, 0, 0)
const HOUR = 3_600_000

let t: ConsoleTestApp
let fin: Session
let ops: Session

const read = (path = '', session = fin) => t.call('GET', `/pricing${path}`, { session })
const write = (path: string, body: unknown, session = fin) => t.call('POST', `/pricing/${path}`, { session, body })
const auditOf = async (objectType: string, objectId?: string) =>
  (await t.app.services.audit.list({ objectType, ...(objectId ? { objectId } : {}) }, 1, 100)).list.reverse()
const PRICES = [
  { scene: 1, listFen: 1290, discountFen: 690 },
  { scene: 2, listFen: 690, discountFen: 390 },
  { scene: 3, listFen: 690, discountFen: 390 },
]
const QUOTAS = { valuations: 60, checks: 100, dealEvaluations: 100, aiCreations: 2 }

beforeEach(async () => {
  t = await createConsoleApp({ now: NOW })
  await t.addOperator('fay', 'finance')
  await t.addOperator('olga', 'operations')
  fin = await t.sessionOf('fay')
  ops = await t.sessionOf('olga')
})
afterEach(async () => {
  await t.close()
})

test('finance sets prices and campaigns, operations the helps and quotas; analyst reads; support sees none of it', async () => {
  await t.addOperator('ann', 'analyst')
  await t.addOperator('sam', 'support')
  const analyst = await t.sessionOf('ann')
  const support = await t.sessionOf('sam')
  expect((await read('', analyst)).code).toBe(200)
  expect((await read('/campaigns', analyst)).code).toBe(200)
  for (const session of [analyst, support]) {
    expect((await write('prices', { prices: PRICES }, session)).code).toBe(40003)
    expect((await write('help-required', { value: 2 }, session)).code).toBe(40003)
    expect(
      (await write('campaigns/create', { name: '夏日特惠', endsAt: NOW + HOUR, prices: [{ scene: 1, priceFen: 590 }] }, session)).code,
    ).toBe(40003)
  }
  expect((await read('', support)).code).toBe(40003)
  expect((await write('prices', { prices: PRICES }, ops)).code).toBe(40003)
  expect((await write('campaigns/create', { name: '夏日特惠', endsAt: NOW + HOUR, prices: [{ scene: 1, priceFen: 590 }] }, ops)).code).toBe(
    40003,
  )
  expect((await write('quotas', QUOTAS, fin)).code).toBe(40003)
  expect((await write('help-required', { value: 2 }, fin)).code).toBe(40003)
  expect(await auditOf('config')).toEqual([])
})

test('each setting shows its stored value, the value this replica acts on, who changed it and when every replica has it', async () => {
  const before = await read()
  expect(before.code).toBe(200)
  expect(before.data).toMatchObject({
    ttlMs: 60_000,
    propagation: '保存后本实例立即生效，其他实例约 60 秒内生效',
    prices: {
      configKey: 'payment.prices',
      stored: null,
      storedNote: '未设置，使用默认值',
      inEffect: true,
      effective: [
        { scene: 1, sceneName: '估价报告解锁', listFen: 990, discountFen: 490 },
        { scene: 2, listFen: 690, discountFen: 390 },
        { scene: 3, listFen: 690, discountFen: 390 },
      ],
      updatedAt: null,
      updatedBy: null,
      loadedAt: NOW,
      editRoles: ['admin', 'finance'],
    },
    helpRequired: { stored: null, effective: 3, defaultValue: 3, min: 1, max: 20, editRoles: ['admin', 'operations'] },
    quotas: {
      stored: null,
      effective: [
        { kind: 'valuations', name: '估价报告', value: 50, defaultValue: 50, max: 200 },
        { kind: 'checks', value: 100 },
        { kind: 'dealEvaluations', value: 100 },
        { kind: 'aiCreations', name: 'AI创作', value: 20, max: 100 },
      ],
    },
    couponCap: { effective: 20 },
  })

  t.clock.advance(1000)
  const saved = await write('prices', { prices: PRICES })
  expect(saved.code).toBe(200)
  // Saved on this replica: in effect here at once.
  expect(saved.data.prices).toMatchObject({ inEffect: true, updatedAt: NOW + 1000, updatedBy: 'fay', storedNote: null })
  expect(saved.data.prices.effective[0]).toMatchObject({ listFen: 1290, discountFen: 690 })
  expect(saved.data.prices.stored[0]).toMatchObject({ listFen: 1290, discountFen: 690 })
  const [row] = await auditOf('config', 'payment.prices')
  expect(row).toMatchObject({ actor: 'fay', action: 'config.set', before: null, ip: expect.any(String) })
  expect(JSON.parse((row!.after as { value: string }).value)).toEqual({
    1: { list: 1290, discount: 690 },
    2: { list: 690, discount: 390 },
    3: { list: 690, discount: 390 },
  })

  // Saved elsewhere (the CLI, another replica): stored now, in effect here once this replica's minute is up.
  const elsewhere = new ConfigService({ db: t.db, clock: t.clock, audit: t.app.services.audit })
  await runConfigCommand(['help.required', '2'], elsewhere, cliActor('ops'))
  const stale = (await read()).data.helpRequired
  expect(stale).toMatchObject({ stored: 2, effective: 3, inEffect: false, loadedAt: NOW + 1000, updatedBy: 'cli:ops' })
  t.clock.advance(60_000)
  expect((await read()).data.helpRequired).toMatchObject({ stored: 2, effective: 2, inEffect: true, loadedAt: NOW + 61_000 })
})

test("edits are refused with config:set's Chinese messages, and change nothing", async () => {
  const refused = async (path: string, body: unknown, session: Session) => {
    const reply = await write(path, body, session)
    return `${reply.code} ${reply.msg}`
  }
  expect(await refused('prices', { prices: [{ scene: 1, listFen: 990, discountFen: 1290 }] }, fin)).toBe(
    '40000 解锁价格（payment.prices）：场景 1：2 小时内价格不能高于标价',
  )
  expect(await refused('prices', { prices: [{ scene: 1, listFen: 0, discountFen: 0 }] }, fin)).toBe(
    '40000 解锁价格（payment.prices）：场景 1：价格须为 1 到 99900 之间的整数（分）',
  )
  expect(await refused('prices', { prices: [{ scene: 7, listFen: 100, discountFen: 50 }] }, fin)).toBe(
    '40000 解锁价格（payment.prices）：未知的支付场景 7',
  )
  expect(await refused('help-required', { value: 0 }, ops)).toBe('40000 助力人数（help.required）：须为 1 到 20 之间的整数')
  expect(await refused('help-required', { value: 21 }, ops)).toBe('40000 助力人数（help.required）：须为 1 到 20 之间的整数')
  expect(await refused('quotas', { ...QUOTAS, valuations: 201 }, ops)).toBe(
    '40000 每日次数上限（quotas.daily）：估价报告每日次数须为 1 到 200 之间的整数',
  )
  expect(await refused('quotas', { ...QUOTAS, aiCreations: 0 }, ops)).toBe(
    '40000 每日次数上限（quotas.daily）：AI创作每日次数须为 1 到 100 之间的整数',
  )
  expect(await auditOf('config')).toEqual([])
  // The CLI refuses the same values the same way.
  await expect(runConfigCommand(['help.required', 'abc'], t.app.services.config, cliActor('ops'))).rejects.toThrow(
    '助力人数（help.required）：须为 1 到 20 之间的整数',
  )
})

test('quotas and help required saved here are what the service enforces', async () => {
  expect((await write('quotas', QUOTAS, ops)).code).toBe(200)
  expect((await write('help-required', { value: 5 }, ops)).code).toBe(200)
  const quotas = t.app.services.quotas
  const work = async () => 'ok'
  expect(await quotas.use('aiCreations', 42, work)).toBe('ok')
  expect(await quotas.use('aiCreations', 42, work)).toBe('ok')
  await expect(quotas.use('aiCreations', 42, work)).rejects.toMatchObject({
    code: 42900,
    message: '今日AI创作次数已用完（每天2次），请明天再试',
  })
  const audit = await auditOf('config', 'quotas.daily')
  expect(audit).toEqual([expect.objectContaining({ actor: 'olga', before: null, after: { value: JSON.stringify(QUOTAS), public: false } })])
  const help = await auditOf('config', 'help.required')
  expect(help).toEqual([expect.objectContaining({ actor: 'olga', after: { value: '5', public: true } })])
  expect((await read()).data.helpRequired).toMatchObject({ stored: 5, effective: 5 })
})

test('campaigns from the console and the CLI: created, listed, ended early, each with its audit row', async () => {
  const created = await write('campaigns/create', {
    name: '夏日特惠',
    endsAt: NOW + 24 * HOUR,
    prices: [
      { scene: 1, priceFen: 590 },
      { scene: 3, priceFen: 290 },
    ],
  })
  expect(created.code).toBe(200)
  expect(created.data).toMatchObject({
    name: '夏日特惠',
    startsAt: NOW,
    endsAt: NOW + 24 * HOUR,
    status: 'running',
    statusText: '进行中',
    prices: [
      { scene: 1, sceneName: '估价报告解锁', priceFen: 590, listFen: 990 },
      { scene: 3, sceneName: '盈亏查询解锁', priceFen: 290, listFen: 690 },
    ],
    createdBy: 'fay',
    endedBy: null,
  })
  const clash = await write('campaigns/create', {
    name: '周末特惠',
    startsAt: NOW + HOUR,
    endsAt: NOW + 2 * HOUR,
    prices: [{ scene: 3, priceFen: 190 }],
  })
  expect([clash.code, clash.msg]).toEqual([40000, '与活动「夏日特惠」（7月1日 12:00 至 7月2日 12:00）在盈亏查询解锁上时间重叠'])

  const cli = await dispatchOps(
    ['campaign:create', '周末特惠', '--start', '2026-07-03T12:00', '--end', '2026-07-05', '--prices', '2=290'],
    t.app.services,
    undefined,
    cliActor('ops'),
  )
  expect(cli).toMatch(
    /^created #2 未开始 周末特惠 {2}2026-07-03 12:00 → 2026-07-05 00:00 \(China time\)\n {4}意向推荐解锁 ¥2\.90（原价 ¥6\.90）$/,
  )
  await expect(
    dispatchOps(['campaign:create', '错', '--end', '2026-07-05', '--prices', '2=290'], t.app.services, undefined, cliActor('ops')),
  ).rejects.toThrow(new CommandError('活动名称须为 2 到 20 个字'))
  expect((await read('/campaigns')).data.list.map((c: { name: string; status: string }) => [c.name, c.status])).toEqual([
    ['周末特惠', 'upcoming'],
    ['夏日特惠', 'running'],
  ])

  t.clock.advance(HOUR)
  fin = await t.sessionOf('fay')
  const ended = await write('campaigns/end', { id: created.data.id })
  expect(ended.data).toMatchObject({ status: 'ended', endsAt: NOW + HOUR, endedBy: 'fay', endedAt: NOW + HOUR })
  expect((await write('campaigns/end', { id: created.data.id })).msg).toBe('活动已结束，不能修改')
  expect((await write('campaigns/end', { id: 99 })).code).toBe(40004)

  const audit = await auditOf('price_campaign')
  expect(audit.map((a) => [a.action, a.actor, a.objectId])).toEqual([
    ['campaign.create', 'fay', '1'],
    ['campaign.create', 'cli:ops', '2'],
    ['campaign.end', 'fay', '1'],
  ])
  expect(audit[2]).toMatchObject({ before: { endsAt: NOW + 24 * HOUR }, after: { endsAt: NOW + HOUR } })
  expect(audit[0]!.after).toEqual({
    name: '夏日特惠',
    startsAt: NOW,
    endsAt: NOW + 24 * HOUR,
    prices: [
      { scene: 1, priceFen: 590, listFen: 990 },
      { scene: 3, priceFen: 290, listFen: 690 },
    ],
  })
})
