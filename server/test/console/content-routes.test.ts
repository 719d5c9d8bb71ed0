import { dispatchOps } from '../../src/cli/ops-dispatch'
import { cliActor } from '../../src/modules/audit/service'
import { runBannerCommand } from '../../src/modules/banner/command'
import { runConfigCommand } from '../../src/modules/config/command'
import { CommandError } from '../../src/lib/command-error'
import { GIF, png } from '../feedback/images'
import { createConsoleApp, type ConsoleTestApp, type Session } from './console-fixture'

/** 首页与内容 in the console: banners, home texts, download links and support contact, through the CLI's commands. */

const API = '/app/v1'
const NOW = Date.UTC(2026, 6, 1, 4, 0, 0)
const HOUR = 3_600_000
const DAY = 24 * HOUR

let t: ConsoleTestApp
let ops: Session

const write = (path: string, body: Record<string, unknown>, session = ops) => t.call('POST', `/content/${path}`, { session, body })
const read = (path: string, session = ops) => t.call('GET', `/content/${path}`, { session })
const liveIds = async () => ((await t.post(`${API}/banner/list`, {})).data.list as { id: number }[]).map((b) => b.id)
const auditOf = async (objectType: string) => (await t.app.services.audit.list({ objectType }, 1, 100)).list.reverse()
const cliMessage = (args: string[]) =>
  runBannerCommand(args, t.app.services, cliActor('test')).then(
    () => {
      throw new Error('expected a CommandError')
    },
    (err: unknown) => {
      expect(err).toBeInstanceOf(CommandError)
      return (err as Error).message
    },
  )

/** A banner as the console's form sends it. */
const banner = (fields: Record<string, unknown> = {}) => ({
  title: '暑期估价节',
  desc: '估价送解锁券',
  image: '',
  colors: ['#ff7a45', '#ffc53d'],
  jumpType: 3,
  jumpPage: 1,
  target: '',
  body: [],
  action: null,
  startAt: null,
  endAt: null,
  enabled: true,
  ...fields,
})

beforeEach(async () => {
  t = await createConsoleApp({ now: NOW })
  await t.addOperator('olga', 'operations')
  ops = await t.sessionOf('olga')
})
afterEach(async () => {
  await t.close()
})

test('operations and admin write here; support, finance and analyst are refused every content endpoint', async () => {
  await t.addOperator('ada', 'admin')
  expect((await write('banners/create', banner(), await t.sessionOf('ada'))).code).toBe(200)
  expect((await read('banners')).data.list.map((b: { title: string }) => b.title)).toContain('暑期估价节')
  for (const role of ['support', 'finance', 'analyst'] as const) {
    await t.addOperator(`x-${role}`, role)
    const session = await t.sessionOf(`x-${role}`)
    for (const path of ['banners', 'home-texts', 'app-links']) expect((await read(path, session)).code).toBe(40003)
    expect((await write('banners/create', banner(), session)).code).toBe(40003)
    expect((await write('app-links/support', { email: '', phone: '', wechat: '', qq: '', hours: '' }, session)).code).toBe(40003)
  }
})

test('a banner published in the console shows in the player home swiper in its period, and not once it ended', async () => {
  const created = await write('banners/create', banner({ startAt: NOW - HOUR, endAt: NOW + DAY }))
  expect(created.code).toBe(200)
  expect(created.data).toMatchObject({ title: '暑期估价节', state: 'live', sort: 70, enabled: true })
  const id = created.data.id as number
  expect(id).toBe(7)
  expect(await liveIds()).toContain(id)
  const shown = (await t.post(`${API}/banner/list`, {})).data.list.find((b: { id: number }) => b.id === id)
  expect(shown).toMatchObject({ title: '暑期估价节', desc: '估价送解锁券', colors: ['#ff7a45', '#ffc53d'], jumpType: 3, jumpPage: 1 })

  const ended = await write('banners/create', banner({ title: '已结束的活动', startAt: NOW - 2 * DAY, endAt: NOW - DAY }))
  expect(ended.data.state).toBe('ended')
  expect(await liveIds()).not.toContain(ended.data.id)

  t.clock.advance(DAY)
  expect(await liveIds()).not.toContain(id)
  // A day later the console session has ended too: a new one.
  ops = await t.sessionOf('olga')
  expect((await read('banners')).data.list.find((b: { id: number }) => b.id === id).state).toBe('ended')
})

test('bad banners are refused with the CLI’s own message, and nothing is written', async () => {
  const cases: [Record<string, unknown>, string[]][] = [
    [{ title: '字'.repeat(41) }, ['--title', '字'.repeat(41)]],
    [{ jumpType: 1, jumpPage: null, target: 'http://example.com/a' }, ['--jump-type', '1', '--target', 'http://example.com/a']],
    [{ colors: ['#12', '#fff'] }, ['--colors', '#12,#fff']],
    [{ startAt: NOW + DAY, endAt: NOW }, ['--start', '2026-07-02', '--end', '2026-07-01']],
    [{ jumpType: 2, jumpPage: null, target: 'two words' }, ['--jump-type', '2', '--target', 'two words']],
    [{ image: 'http://cdn.example.com/a.png' }, ['--image', 'http://cdn.example.com/a.png']],
    [{ action: { text: '去看看', path: 'https://example.com' } }, ['--action-text', '去看看', '--action-path', 'https://example.com']],
  ]
  const before = await t.db.selectFrom('banner').selectAll().orderBy('id').execute()
  for (const [fields, flags] of cases) {
    const reply = await write('banners/create', banner(fields))
    expect(reply.code).toBe(40000)
    expect(reply.msg).toMatch(/[\u4e00-\u9fa5]/)
    // The same change on an existing banner from the command line: the same words.
    expect(await cliMessage(['banner:set', '1', ...flags])).toBe(reply.msg)
  }
  expect(await t.db.selectFrom('banner').selectAll().orderBy('id').execute()).toEqual(before)
  expect(await auditOf('banner')).toEqual([])
})

test('every banner change leaves an audit row with before and after; the CLI writes the same actions', async () => {
  const { data: made } = await write('banners/create', banner())
  const edited = await write('banners/update', {
    ...banner({ title: '暑期估价节·第二周' }),
    id: made.id,
    updatedAt: made.updatedAt,
    sort: made.sort,
  })
  expect(edited.data).toMatchObject({ title: '暑期估价节·第二周' })
  // An edit opened before that one is refused rather than undoing it.
  const stale = await write('banners/update', { ...banner({ title: '旧的修改' }), id: made.id, updatedAt: made.updatedAt, sort: made.sort })
  expect([stale.code, stale.msg]).toEqual([40000, `横幅 ${made.id} 刚被他人修改，请刷新后重试`])
  expect((await write('banners/disable', { id: made.id })).data.state).toBe('disabled')
  expect((await write('banners/disable', { id: 999 })).code).toBe(40004)

  const rows = await auditOf('banner')
  expect(rows.map((r) => [r.action, r.actor, r.objectId])).toEqual([
    ['banner.create', 'olga', String(made.id)],
    ['banner.update', 'olga', String(made.id)],
    ['banner.disable', 'olga', String(made.id)],
  ])
  expect(rows[0].before).toBeNull()
  expect(rows[0].after).toMatchObject({ title: '暑期估价节', jumpType: 3, jumpPage: 1, enabled: true })
  expect(rows[1].before).toMatchObject({ title: '暑期估价节' })
  expect(rows[1].after).toMatchObject({ title: '暑期估价节·第二周' })
  expect([rows[2].before?.enabled, rows[2].after?.enabled]).toEqual([true, false])

  await runBannerCommand(['banner:set', String(made.id), '--enabled', '1'], t.app.services, cliActor('night-shift'))
  await dispatchOps(['banner:remove', '2'], t.app.services, undefined, cliActor('night-shift'))
  const cli = (await auditOf('banner')).slice(3)
  expect(cli.map((r) => [r.action, r.actor, r.objectId])).toEqual([
    ['banner.update', 'cli:night-shift', String(made.id)],
    ['banner.disable', 'cli:night-shift', '2'],
  ])
  expect([cli[0].before?.enabled, cli[0].after?.enabled]).toEqual([false, true])
})

test('reorder puts every banner in the given order, audited; a list missing one is refused', async () => {
  const { data } = await read('banners')
  const ids = (data.list as { id: number }[]).map((b) => b.id)
  const live = new Set(await liveIds())
  const reversed = [...ids].reverse()
  const reply = await write('banners/reorder', { ids: reversed })
  expect(reply.data.list.map((b: { id: number }) => b.id)).toEqual(reversed)
  expect(await liveIds()).toEqual(reversed.filter((id) => live.has(id)))
  const missing = await write('banners/reorder', { ids: reversed.slice(1) })
  expect([missing.code, missing.msg]).toEqual([40000, '横幅列表已变化，请刷新后重新排序'])
  expect((await write('banners/reorder', { ids: [...reversed.slice(1), reversed[1]] })).msg).toBe('排序列表中有重复的横幅')
  const [row] = await auditOf('banner')
  expect(row.action).toBe('banner.reorder')
  expect((row.after as { order: { id: number }[] }).order.map((o) => o.id)).toEqual(reversed)
  expect((row.before as { order: { id: number }[] }).order.map((o) => o.id)).toEqual(ids)
})

test('banner images: PNG, JPEG or WebP by their bytes, served publicly, and shown to players with the full address', async () => {
  const upload = (data: Buffer) => write('banners/image', { data: data.toString('base64') })
  const uploaded = await upload(png(4, 2))
  expect(uploaded.data).toMatchObject({ mime: 'image/png', width: 4, height: 2 })
  const { image, url } = uploaded.data as { image: string; url: string }
  expect(image).toMatch(/^\/media\/banner\/bi_[A-Za-z0-9_-]{16}$/)
  expect(url).toBe(`${t.config.payment.publicBaseUrl}${image.slice(1)}`)
  const served = await t.app.inject({ method: 'GET', url: image })
  expect(served.statusCode).toBe(200)
  expect(served.headers['content-type']).toBe('image/png')
  expect(served.rawPayload.equals(png(4, 2))).toBe(true)
  expect((await t.app.inject({ method: 'GET', url: '/media/banner/bi_AAAAAAAAAAAAAAAA' })).statusCode).toBe(404)

  expect((await upload(GIF)).msg).toBe('仅支持 PNG、JPG、WEBP 图片')
  expect((await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).msg).toBe('仅支持 PNG、JPG、WEBP 图片')
  expect((await upload(png(1, 1, 1024 * 1024 + 1))).msg).toMatch(/^图片不能超过 1MB/)
  expect((await write('banners/image', { data: '不是 base64' })).code).toBe(40000)

  const made = await write('banners/create', banner({ image }))
  const shown = (await t.post(`${API}/banner/list`, {})).data.list.find((b: { id: number }) => b.id === made.data.id)
  expect(shown.image).toBe(url)
  const ghost = await write('banners/create', banner({ image: '/media/banner/bi_AAAAAAAAAAAAAAAA' }))
  expect([ghost.code, ghost.msg]).toEqual([40000, '图片不存在，请重新上传'])
  expect((await auditOf('banner_image')).map((r) => [r.action, r.objectId, r.after])).toEqual([
    ['banner.image', image.split('/').pop(), { mime: 'image/png', size: png(4, 2).length, width: 4, height: 2 }],
  ])
})

test('home texts: the slogan and a game’s features, as config:set checks them, audited', async () => {
  const slogan = {
    title: '游戏账号估价',
    span: '基于真实成交数据',
    div: [
      { icon: 'deal', span: '百万条成交记录', title: '真实成交' },
      { icon: 'range', span: '给出合理区间', title: '估价区间' },
      { icon: 'model', span: '逐项拆解价值', title: '价值拆解' },
    ],
  }
  const saved = await write('home-texts/slogan', slogan)
  expect(saved.data.slogan).toEqual(slogan)
  expect((await t.post(`${API}/valMain`, {})).data.slogan).toEqual(slogan)
  const [game] = (await read('home-texts')).data.games as { gameId: number; features: unknown[] }[]
  const features = [{ title: '皮肤', desc: '限定皮肤越多越值钱' }]
  const after = await write('home-texts/features', { gameId: game.gameId, features })
  expect(after.data.games.find((g: { gameId: number }) => g.gameId === game.gameId).features).toEqual(features)
  expect((await write('home-texts/features', { gameId: 999_999, features })).code).toBe(40000)

  const [set] = await auditOf('config')
  expect(set).toMatchObject({ action: 'config.set', objectId: 'home_slogan', actor: 'olga' })
  expect(JSON.parse((set.after as { value: string }).value)).toEqual(slogan)
  const [gameRow] = await auditOf('game')
  expect(gameRow).toMatchObject({ action: 'game.update', objectId: String(game.gameId) })
  expect(JSON.parse((gameRow.after as { features: string }).features)).toEqual(features)
})

test('download links and support contact: config:set’s rules and messages, empty clears, the app reads them', async () => {
  const links = { android: 'https://dl.gujia.cn/app.apk', ios: '', scheme: 'gujia://' }
  const saved = await write('app-links/download', links)
  expect(saved.data.download).toEqual({ android: 'https://dl.gujia.cn/app.apk', scheme: 'gujia://' })
  const global = (await t.post(`${API}/config/global`, {})).data.globalConfig as { confKey: string; confValue: string }[]
  expect(JSON.parse(global.find((e) => e.confKey === 'app.download')!.confValue)).toEqual(saved.data.download)

  const bad = await write('app-links/download', { ...links, ios: 'http://apps.apple.com/app' })
  expect(bad.code).toBe(40000)
  const cli = await runConfigCommand(
    ['app.download', JSON.stringify({ ios: 'http://apps.apple.com/app' })],
    t.app.services.config,
    cliActor('x'),
  ).catch((e: Error) => e.message)
  expect(bad.msg).toBe(cli)
  expect(bad.msg).toBe('下载链接（app.download）：ios（iOS 下载地址）须为 https:// 开头、不超过 512 个字符的地址')

  const contact = { email: 'kefu@gujia.cn', phone: '400-123-4567', wechat: '', qq: '', hours: '每日 9:00-21:00' }
  expect((await write('app-links/support', contact)).data.support).toEqual({
    email: 'kefu@gujia.cn',
    phone: '400-123-4567',
    hours: '每日 9:00-21:00',
  })
  const badPhone = await write('app-links/support', { ...contact, phone: '12345' })
  expect(badPhone.msg).toBe('客服联系方式（app.support）：phone（客服电话）须为手机号、座机（如 010-12345678）或 400/800 号码')
  expect((await read('app-links')).data.support.phone).toBe('400-123-4567')

  const rows = await auditOf('config')
  expect(rows.map((r) => [r.action, r.objectId, r.actor])).toEqual([
    ['config.set', 'app.download', 'olga'],
    ['config.set', 'app.support', 'olga'],
  ])
  expect(rows[0].before).toBeNull()
  expect(rows[0].after).toEqual({ value: JSON.stringify(saved.data.download), public: true })

  // The command line writes the same row.
  await runConfigCommand(['app.support', JSON.stringify({ email: 'help@gujia.cn' })], t.app.services.config, cliActor('night-shift'))
  const [, , last] = await auditOf('config')
  expect(last).toMatchObject({ action: 'config.set', objectId: 'app.support', actor: 'cli:night-shift' })
  expect(JSON.parse((last.before as { value: string }).value)).toEqual({
    email: 'kefu@gujia.cn',
    phone: '400-123-4567',
    hours: '每日 9:00-21:00',
  })
})
