import { cliActor } from '../src/modules/audit/service'
import { runConfigCommand } from '../src/modules/config/command'
import { ConfigInputError } from '../src/modules/config/service'
import { createTestApp, type TestApp } from './helpers'

const API = '/app/v1'
const NAMED_GAMES = [10026, 10161, 10013, 10012, 10011, 10148, 10039, 10023, 10032]

let t: TestApp
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(async () => {
  await t.close()
})

const run = (...args: string[]) => runConfigCommand(args, t.app.services.config, cliActor('test'))

describe('home', () => {
  test('valMain gives the slogan with three items, no login needed', async () => {
    const res = await t.post(`${API}/valMain`)
    expect(res.code).toBe(200)
    expect(res.data.slogan).toMatchObject({ title: expect.any(String), span: expect.any(String) })
    expect(res.data.slogan.div).toHaveLength(3)
    for (const item of res.data.slogan.div) expect(Object.keys(item).sort()).toEqual(['icon', 'span', 'title'])
  })

  test('valGameMain lists the nine named games, never the unnamed ids', async () => {
    const res = await t.post(`${API}/valGameMain`)
    expect(res.data.list.map((g: { gameId: number }) => g.gameId)).toEqual(NAMED_GAMES)
    expect(res.data.list[0]).toEqual({
      gameId: 10026,
      name: '原神',
      genre: '二次元抽卡',
      icon: 'game-10026',
      valuationCount: 0,
      assetTerms: ['限定五星角色', '五星专武'],
      // miHoYo's own accounts: nothing to scan with, and no 营地 app.
      scanTypes: [],
      campId: false,
    })
    // The words of 属性估价's line and of 授权读取 are each game's own assets (issue 35 point 7).
    expect(res.data.list.find((g: { gameId: number }) => g.gameId === 10013).assetTerms).toEqual(['皮肤', '英雄'])
    // A scan with the apps whose accounts play the game: WeChat where they can be WeChat accounts (王者荣耀 and
    // 和平精英 name WeChat areas; 火影忍者手游 declares them), QQ for Tencent's games; none for 原神, 星穹铁道, 永劫无间.
    const scanning = (app: number) =>
      res.data.list.filter((g: { scanTypes: number[] }) => g.scanTypes.includes(app)).map((g: { gameId: number }) => g.gameId)
    expect(scanning(2).sort()).toEqual([10011, 10013, 10032])
    expect(scanning(1).sort()).toEqual([10011, 10012, 10013, 10032, 10039, 10148])
    // 营地ID only where the game has a 营地 app: 王者营地, 和平营地.
    expect(
      res.data.list
        .filter((g: { campId: boolean }) => g.campId)
        .map((g: { gameId: number }) => g.gameId)
        .sort(),
    ).toEqual([10011, 10013])
    expect(res.data.list.find((g: { gameId: number }) => g.gameId === 10161).name).toBe('崩坏：星穹铁道')
  })

  test('valuation counts are finished valuation reports (generating and failed ones do not count)', async () => {
    const now = t.clock.now()
    const { token } = await t.login('13800000299')
    const userId = (await t.post(`${API}/user/userInfo`, {}, token)).data.user_base_info.id as number
    const report = (id: string, game_id: number, status: number) => ({
      id,
      user_id: userId,
      kind: 1,
      game_id,
      evaluate_type: 2,
      input: '{}',
      status,
      result: null,
      teaser: null,
      error: null,
      created_at: now,
      updated_at: now,
      unlocked_at: null,
      unlocked_by: null,
      deleted: 0,
    })
    await t.db
      .insertInto('report')
      .values([report('r_a', 10013, 1), report('r_b', 10013, 2), report('r_c', 10026, 1), report('r_d', 10026, 0), report('r_e', 10026, 3)])
      .execute()
    const list = (await t.post(`${API}/valGameMain`)).data.list as Array<{ gameId: number; valuationCount: number }>
    expect(list.find((g) => g.gameId === 10013)!.valuationCount).toBe(2)
    expect(list.find((g) => g.gameId === 10026)!.valuationCount).toBe(1)
    expect((await t.post(`${API}/valMainCount`)).data).toEqual({ userCount: 1, valuationCount: 3 })
  })

  test('valMainCount counts users for real, refreshed within 10 s', async () => {
    expect((await t.post(`${API}/valMainCount`)).data.userCount).toBe(0)
    const a = await t.login('13800000201')
    await t.login('13800000202')
    t.clock.advance(10 * 1000)
    expect((await t.post(`${API}/valMainCount`)).data.userCount).toBe(2)
    await t.post(`${API}/user/logOff`, {}, a.token)
    t.clock.advance(10 * 1000)
    expect((await t.post(`${API}/valMainCount`)).data.userCount).toBe(1)
  })

  test('valGameFeature: all games, one game, unknown and unnamed games', async () => {
    const all = await t.post(`${API}/valGameFeature`)
    expect(all.data.list.map((g: { gameId: number }) => g.gameId)).toEqual(NAMED_GAMES)
    const one = await t.post(`${API}/valGameFeature`, { gameId: 10013 })
    expect(one.data.list).toHaveLength(1)
    expect(one.data.list[0].name).toBe('王者荣耀')
    expect(one.data.list[0].features.map((f: { title: string }) => f.title)).toContain('皮肤档次')
    expect(await t.post(`${API}/valGameFeature`, { gameId: 99999 })).toMatchObject({ code: 40004, msg: '游戏不存在' })
    expect((await t.post(`${API}/valGameFeature`, { gameId: 10130 })).code).toBe(40004)
    expect(await t.post(`${API}/valGameFeature`, { gameId: '10013' })).toMatchObject({ code: 40000, msg: '参数错误：gameId 类型不正确' })
    expect(await t.post(`${API}/valGameFeature`, { gameId: 0 })).toMatchObject({ code: 40000, msg: '参数错误：gameId 超出范围' })
  })

  test('a non-object body is refused', async () => {
    expect(await t.post(`${API}/valMain`, [1, 2])).toMatchObject({ code: 40000, msg: '请求体必须是 JSON 对象' })
  })
})

describe('config/global and operator edits', () => {
  test('lists public config including valuation_question_mark_config_status, never private keys', async () => {
    const res = await t.post(`${API}/config/global`)
    expect(res.data.globalConfig).toContainEqual({ confKey: 'valuation_question_mark_config_status', confValue: '1' })
    expect(res.data.globalConfig.map((e: { confKey: string }) => e.confKey)).not.toContain('home_slogan')
  })

  test('config:set changes a value and the cache at once', async () => {
    await t.post(`${API}/config/global`)
    expect(await run('valuation_question_mark_config_status', '0')).toBe('valuation_question_mark_config_status = 0')
    await run('customer_service_hours', '9:00-21:00')
    await run('internal_note', 'x', '--private')
    const entries = (await t.post(`${API}/config/global`)).data.globalConfig
    expect(entries).toContainEqual({ confKey: 'valuation_question_mark_config_status', confValue: '0' })
    expect(entries).toContainEqual({ confKey: 'customer_service_hours', confValue: '9:00-21:00' })
    expect(entries.map((e: { confKey: string }) => e.confKey)).not.toContain('internal_note')
  })

  test('the slogan is editable, validated, and served fresh after the edit', async () => {
    await t.post(`${API}/valMain`)
    const slogan = { title: '新标题', span: '副标题', div: [1, 2, 3].map((i) => ({ icon: `i${i}`, span: `s${i}`, title: `t${i}` })) }
    await run('home_slogan', JSON.stringify(slogan))
    expect((await t.post(`${API}/valMain`)).data.slogan).toEqual(slogan)
    await expect(run('home_slogan', '{"title":"x"}')).rejects.toBeInstanceOf(ConfigInputError)
    await expect(run('Bad Key', '1')).rejects.toBeInstanceOf(ConfigInputError)
  })

  test('an operator names and enables 10130; unnamed games cannot be enabled', async () => {
    await expect(run('game', '10061', 'enabled=true')).rejects.toThrow('needs a name')
    await t.post(`${API}/valGameMain`)
    await run(
      'game',
      '10130',
      'name=测试游戏',
      'genre=射击',
      'enabled=true',
      'sort=5',
      'features=[{"title":"稀有皮肤","desc":"按稀有度计价"}]',
    )
    const list = (await t.post(`${API}/valGameMain`)).data.list
    expect(list[0]).toMatchObject({ gameId: 10130, name: '测试游戏', genre: '射击' })
    const features = await t.post(`${API}/valGameFeature`, { gameId: 10130 })
    expect(features.data.list[0].features).toEqual([{ title: '稀有皮肤', desc: '按稀有度计价' }])
    await run('game', '10013', 'enabled=false')
    expect((await t.post(`${API}/valGameMain`)).data.list.map((g: { gameId: number }) => g.gameId)).not.toContain(10013)
  })

  test('bad game edits are refused with a reason', async () => {
    await expect(run('game', '12345', 'name=x')).rejects.toThrow('does not exist')
    await expect(run('game', '10130', 'colour=red')).rejects.toThrow('unknown game field')
    await expect(run('game', '10130', 'enabled=yes')).rejects.toThrow('enabled must be true or false')
    await expect(run('game', '10130', 'features=[1]')).rejects.toThrow('features must be')
    await expect(run('game', '10130')).rejects.toBeInstanceOf(ConfigInputError)
  })

  test('--list shows config and games', async () => {
    const out = await run('--list')
    expect(out).toContain('valuation_question_mark_config_status = 1')
    expect(out).toContain('home_slogan (private)')
    expect(out).toContain('10130 (未命名)')
  })
})
