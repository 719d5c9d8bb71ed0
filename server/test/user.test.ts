import { createTestApp, type TestApp } from './helpers'
import { idNumber, withBadChecksum } from './id-numbers'

const API = '/app/v1'
// 2025-01-15 12:00 Beijing
const NOW = Date.UTC(2025, 0, 15, 4, 0, 0)

let t: TestApp
beforeEach(async () => {
  t = await createTestApp({ now: NOW })
})
afterEach(async () => {
  await t.close()
})

describe('user/userInfo', () => {
  test('returns the base info with a masked phone', async () => {
    const login = await t.login('13812345678')
    const res = await t.post(`${API}/user/userInfo`, {}, login.token)
    expect(res.code).toBe(200)
    expect(res.data.user_base_info).toEqual({
      id: expect.any(Number),
      uid: expect.stringMatching(/^[0-9a-z]{12}$/),
      nickname: '玩家5678',
      avatar: '',
      phone: '138****5678',
      source: 'h5-default',
      invite_uid: null,
      isNewPxb: 0,
      realNameStatus: 0,
      wx_xcx_openid: '',
    })
  })

  test('works without a body and needs a login', async () => {
    const login = await t.login('13812345679')
    const noBody = await t.app.inject({ method: 'POST', url: `${API}/user/userInfo`, headers: { authorization: login.token } })
    expect(noBody.json().code).toBe(200)
    expect((await t.post(`${API}/user/userInfo`)).code).toBe(40005)
  })

  test('each token sees only its own user', async () => {
    const a = await t.login('13800000101')
    const b = await t.login('13800000102')
    expect((await t.post(`${API}/user/userInfo`, {}, a.token)).data.user_base_info.phone).toBe('138****0101')
    expect((await t.post(`${API}/user/userInfo`, {}, b.token)).data.user_base_info.phone).toBe('138****0102')
  })
})

describe('real name', () => {
  const adult = idNumber('19900307')

  test('unverified status, then verify, then masked status', async () => {
    const login = await t.login('13800000110')
    expect((await t.post(`${API}/user/castatus`, {}, login.token)).data).toEqual({ status: 0, name: '', idNo: '' })
    const res = await t.post(`${API}/user/realInfoVerify`, { name: '张三丰', idNo: adult }, login.token)
    expect(res).toMatchObject({ code: 200, msg: '实名认证成功' })
    const expected = { status: 1, name: '张**', idNo: `110${'*'.repeat(11)}${adult.slice(-4)}` }
    expect(res.data).toEqual(expected)
    expect((await t.post(`${API}/user/castatus`, {}, login.token)).data).toEqual(expected)
    expect((await t.post(`${API}/user/userInfo`, {}, login.token)).data.user_base_info.realNameStatus).toBe(1)
  })

  test('keeps neither the full name nor the ID number', async () => {
    const login = await t.login('13800000111')
    await t.post(`${API}/user/realInfoVerify`, { name: '李四', idNo: adult }, login.token)
    const row = JSON.stringify(await t.db.selectFrom('users').selectAll().execute())
    expect(row).not.toContain(adult)
    expect(row).not.toContain('李四')
  })

  test('accepts the middle dot and a lower-case x', async () => {
    const withX = [
      '19900101',
      '19900102',
      '19900103',
      '19900104',
      '19900105',
      '19900106',
      '19900107',
      '19900108',
      '19900109',
      '19900110',
      '19900111',
      '19900112',
    ]
      .map((d) => idNumber(d))
      .find((id) => id.endsWith('X'))!
    const login = await t.login('13800000112')
    const res = await t.post(`${API}/user/realInfoVerify`, { name: '阿卜杜拉·买买提', idNo: withX.toLowerCase() }, login.token)
    expect(res.code).toBe(200)
  })

  test('under 18 is refused, using the injected clock', async () => {
    const login = await t.login('13800000113')
    // Turns 18 on 2025-01-16 (Beijing); the clock says 2025-01-15.
    const almost = idNumber('20070116')
    expect(await t.post(`${API}/user/realInfoVerify`, { name: '王五', idNo: almost }, login.token)).toMatchObject({
      code: 40101,
      msg: '未满18周岁，无法完成实名认证',
    })
    t.clock.advance(24 * 60 * 60 * 1000)
    const next = await t.login('13800000113')
    expect((await t.post(`${API}/user/realInfoVerify`, { name: '王五', idNo: almost }, next.token)).code).toBe(200)
  })

  test.each([
    ['bad checksum', { name: '张三', idNo: withBadChecksum(idNumber('19900307')) }, '身份证号码不正确，请核对'],
    ['impossible date', { name: '张三', idNo: idNumber('19900230') }, '身份证号码不正确，请核对'],
    ['future birth date', { name: '张三', idNo: idNumber('20300101') }, '身份证号码不正确，请核对'],
    ['latin name', { name: 'Zhang San', idNo: idNumber('19900307') }, '参数错误：name 需为 2-20 个汉字'],
    ['one-character name', { name: '张', idNo: idNumber('19900307') }, '参数错误：name 长度不能少于 2'],
    ['overlong name', { name: '张'.repeat(21), idNo: idNumber('19900307') }, '参数错误：name 长度不能超过 20'],
    ['17-digit ID', { name: '张三', idNo: '11010119900307123' }, '参数错误：idNo 长度不能少于 18'],
    ['ID with letters', { name: '张三', idNo: '11010119900307123A' }, '参数错误：idNo 格式不正确'],
    ['missing ID', { name: '张三' }, '缺少参数 idNo'],
    ['ID as number', { name: '张三', idNo: 110101199003071230 }, '参数错误：idNo 类型不正确'],
  ])('refuses %s', async (_name, body, msg) => {
    const login = await t.login('13800000114')
    const res = await t.post(`${API}/user/realInfoVerify`, body, login.token)
    expect(res).toMatchObject({ code: 40000, msg })
  })

  test('an ID bound to another user is refused; verifying twice is refused', async () => {
    const a = await t.login('13800000115')
    const b = await t.login('13800000116')
    expect((await t.post(`${API}/user/realInfoVerify`, { name: '赵六', idNo: adult }, a.token)).code).toBe(200)
    expect(await t.post(`${API}/user/realInfoVerify`, { name: '赵六', idNo: adult }, b.token)).toMatchObject({
      code: 40902,
      msg: '该身份证已被其他账号认证',
    })
    expect((await t.post(`${API}/user/realInfoVerify`, { name: '赵六', idNo: idNumber('19850101') }, a.token)).code).toBe(40903)
  })

  test('a provider mismatch is 40102', async () => {
    await t.close()
    t = await createTestApp({ now: NOW, providers: { realName: { name: 'strict', matches: async () => false } } })
    const login = await t.login('13800000117')
    expect((await t.post(`${API}/user/realInfoVerify`, { name: '钱七', idNo: adult }, login.token)).code).toBe(40102)
  })

  test('needs a login', async () => {
    expect((await t.post(`${API}/user/castatus`)).code).toBe(40005)
    expect((await t.post(`${API}/user/realInfoVerify`, { name: '张三', idNo: adult })).code).toBe(40005)
  })
})

describe('user/logOff', () => {
  test('revokes every token, erases personal data, lets the phone register anew', async () => {
    const first = await t.login('13800000120')
    const second = await t.login('13800000120')
    await t.post(`${API}/user/realInfoVerify`, { name: '孙八', idNo: idNumber('19900307') }, first.token)
    const oldInfo = (await t.post(`${API}/user/userInfo`, {}, first.token)).data.user_base_info
    const oldCode = (await t.post(`${API}/invitation/getInvitationCode`, {}, first.token)).data.inviteCode
    await t.post(`${API}/getPxToken`, {}, first.token)

    expect(await t.post(`${API}/user/logOff`, {}, first.token)).toMatchObject({ code: 200, msg: '账号已注销' })
    expect((await t.post(`${API}/user/userInfo`, {}, first.token)).code).toBe(40005)
    expect((await t.post(`${API}/user/userInfo`, {}, second.token)).code).toBe(40005)
    expect((await t.get(`${API}/refresh`, first.refresh_token)).code).toBe(40005)

    const row = await t.db.selectFrom('users').selectAll().where('id', '=', oldInfo.id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ phone: null, nickname: '已注销用户', real_name_masked: null, id_no_hash: null })
    expect(row.deleted_at).not.toBeNull()
    expect(await t.db.selectFrom('px_token').selectAll().execute()).toHaveLength(0)

    const again = await t.login('13800000120')
    const newInfo = (await t.post(`${API}/user/userInfo`, {}, again.token)).data.user_base_info
    expect(newInfo.id).not.toBe(oldInfo.id)
    expect(newInfo.uid).not.toBe(oldInfo.uid)
    expect(newInfo.realNameStatus).toBe(0)
    // The ID number is free again, and the deleted user's invite code leads nowhere.
    expect((await t.post(`${API}/user/realInfoVerify`, { name: '孙八', idNo: idNumber('19900307') }, again.token)).code).toBe(200)
    const other = await t.login('13800000121')
    expect(await t.post(`${API}/invitation/register`, { inviteCode: oldCode }, other.token)).toMatchObject({
      code: 40004,
      msg: '邀请码不存在',
    })
  })

  test('a deleted mini-program user can come back as a new user', async () => {
    const first = await t.post(`${API}/wxLogin`, { wx_code: 'bob.1' })
    await t.post(`${API}/user/logOff`, {}, first.data.token)
    const again = await t.post(`${API}/wxLogin`, { wx_code: 'bob.2' })
    expect(again.data.isNewUser).toBe(true)
  })

  test('one user cannot delete another', async () => {
    const a = await t.login('13800000122')
    const b = await t.login('13800000123')
    await t.post(`${API}/user/logOff`, {}, a.token)
    expect((await t.post(`${API}/user/userInfo`, {}, b.token)).code).toBe(200)
    expect((await t.post(`${API}/user/logOff`)).code).toBe(40005)
  })
})
