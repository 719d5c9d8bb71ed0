import { onLocalUserChange } from '../../src/bus/user-events'
import { USER_INFO_CACHE_MS } from '../../src/modules/user/user-info-cache'
import { UserRepository, WX_XCX_PROVIDER } from '../../src/modules/user/repository'
import { createTestApp, type TestApp } from '../helpers'

/**
 * user/userInfo is answered from the replica's copy of the user (no read per app start), and every write to what
 * it shows drops that copy at once; a write that would not announce itself shows after USER_INFO_CACHE_MS at most.
 */
const API = '/app/v1'
let t: TestApp
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(async () => {
  await t.close()
})

const info = async (token: string) => (await t.post(`${API}/user/userInfo`, {}, token)).data.user_base_info

test('a change written behind the service’s back shows only when the copy runs out', async () => {
  const { token } = await t.login('13800009401')
  const before = await info(token)
  await t.db.updateTable('users').set({ nickname: '改名玩家' }).where('id', '=', before.id).execute()
  expect((await info(token)).nickname).toBe(before.nickname)
  t.clock.advance(USER_INFO_CACHE_MS)
  expect((await info(token)).nickname).toBe('改名玩家')
})

test('real-name verification shows at once', async () => {
  const { token } = await t.login('13800009402')
  expect((await info(token)).realNameStatus).toBe(0)
  await t.verifyRealName(token)
  expect((await info(token)).realNameStatus).toBe(1)
})

test('an inviter bound shows at once', async () => {
  const inviter = await t.login('13800009403')
  const invitee = await t.login('13800009404')
  expect((await info(invitee.token)).invite_uid).toBeNull()
  const code = (await t.post(`${API}/invitation/getInvitationCode`, {}, inviter.token)).data.inviteCode
  expect((await t.post(`${API}/invitation/register`, { inviteCode: code }, invitee.token)).code).toBe(200)
  expect((await info(invitee.token)).invite_uid).toBe((await info(inviter.token)).uid)
})

test('a mini-program openid added to a user shows at once', async () => {
  const { token } = await t.login('13800009406')
  const user = await info(token)
  expect(user.wx_xcx_openid).toBe('')
  await new UserRepository(t.db).addIdentity(user.id, WX_XCX_PROVIDER, 'wx-openid-9406', t.clock.now())
  expect((await info(token)).wx_xcx_openid).toBe('wx-openid-9406')
})

test('deleting an account drops its copy on every replica (nothing of an erased account is kept)', async () => {
  const { token } = await t.login('13800009405')
  const user = await info(token)
  const heard: string[] = []
  const stop = onLocalUserChange((id) => heard.push(id))
  try {
    expect((await t.post(`${API}/user/logOff`, {}, token)).code).toBe(200)
  } finally {
    stop()
  }
  expect(heard).toContain(String(user.id))
})
