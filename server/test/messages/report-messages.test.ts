import { API, GAME, createValuationApp, sampleAnswers, waitForReport } from '../valuation-service/fixture'
import type { TestApp } from '../helpers'
import { generateDemoMarket } from '../../src/market/demo'
import { getGame } from '../../src/valuation/catalogue'

/** A valuation report's outcome reaches its owner in 消息, committed with the report (the generation job). */

let t: TestApp
let token: string

beforeAll(async () => {
  t = await createValuationApp()
  token = (await t.login('13800160001')).token
})
afterAll(async () => {
  await t.close()
})

const inbox = async () => (await t.post(`${API}/message/list`, {}, token)).data.list

test('a ready report: 估价完成 with the game, leading to the report, announced by the report subscribe message', async () => {
  const { valId } = (await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2, answers: sampleAnswers(0) }, token)).data
  expect((await waitForReport(t, token, valId)).data.status).toBe(1)
  expect(await inbox()).toEqual([
    {
      messageId: expect.any(Number),
      kind: 'report_ready',
      title: '估价完成',
      body: '你的王者荣耀账号估价报告已生成，看看值多少',
      createdAt: expect.any(Number),
      read: false,
      target: { type: 'report', id: valId },
    },
  ])
  const row = await t.db.selectFrom('message').select(['push_topic', 'push_state']).executeTakeFirstOrThrow()
  expect(row).toEqual({ push_topic: 'report', push_state: 1 })
})

test('a report that cannot be made (no model for its game yet): 估价未完成, with the way to value again', async () => {
  // Only 王者荣耀 has a trained model in this app: a valid answer set for another game makes a report the job fails.
  const other = 10012
  const answers: Record<string, unknown> = { ...generateDemoMarket({ games: [other], rowsPerGame: 1 })[0].attrs }
  for (const a of getGame(other)?.attributes ?? []) if (a.kind === 'flag' && answers[a.key] === undefined) answers[a.key] = a.default
  const res = await t.post(`${API}/val/valuation`, { gameId: other, evaluateType: 2, answers }, token)
  expect(res.code).toBe(200)
  expect((await waitForReport(t, token, res.data.valId)).data.status).toBe(3)
  const [failed] = await inbox()
  expect(failed).toMatchObject({
    kind: 'report_failed',
    title: '估价未完成',
    body: `你的${getGame(other)?.name}账号估价没能完成，打开报告可重新估价`,
    target: { type: 'report', id: res.data.valId },
  })
})

test("an invitee's first valuation earns the inviter a coupon, told in the inviter's 消息", async () => {
  const inviter = await t.login('13800160002')
  const inviteCode = (await t.post(`${API}/invitation/getInvitationCode`, {}, inviter.token)).data.inviteCode
  const invitee = await t.login('13800160003')
  expect((await t.post(`${API}/invitation/register`, { inviteCode }, invitee.token)).code).toBe(200)
  const { valId } = (await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2, answers: sampleAnswers(1) }, invitee.token)).data
  await waitForReport(t, invitee.token, valId)
  const list = (await t.post(`${API}/message/list`, {}, inviter.token)).data.list
  expect(list).toMatchObject([
    { kind: 'coupon_granted', body: expect.stringMatching(/^邀请好友奖励：1 张解锁券已到账/), target: { type: 'coupons' } },
  ])
})
