import { randomBytes } from 'node:crypto'
import { ReportRepository } from '../../src/modules/reports/repository'
import type { TestApp } from '../helpers'

export const API = '/app/v1'
export const GAME = 10013
export const HOUR = 3_600_000
export const DAY = 24 * HOUR
/** Noon in Beijing on 2026-06-01 (04:00 UTC). */
export const NOON = Date.UTC(2026, 5, 1, 4, 0, 0)
/** Midnight in Beijing that starts 2026-06-02 (16:00 UTC on 06-01). */
export const NEXT_MIDNIGHT = Date.UTC(2026, 5, 1, 16, 0, 0)

export interface TestUser {
  token: string
  id: number
  phone: string
}

export async function user(t: TestApp, phone: string): Promise<TestUser> {
  const login = await t.login(phone)
  const id = (await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id
  return { token: login.token, id, phone }
}

/** A valuation report inserted as generated (status 1), then set to `status`; created now. */
export async function insertReport(t: TestApp, userId: number, status = 1): Promise<string> {
  const id = `r_${randomBytes(8).toString('hex')}`
  await new ReportRepository(t.db).insertGenerated({
    id,
    userId,
    kind: 1,
    gameId: GAME,
    evaluateType: 2,
    input: JSON.stringify({ id }),
    now: t.clock.now(),
    result: '{"estimateFen":123456}',
    teaser: '{"gameName":"王者荣耀","level":"SR","band":"1千-3千元"}',
  })
  if (status !== 1) await t.db.updateTable('report').set({ status }).where('id', '=', id).execute()
  return id
}

/** A running draw activity (the draw module's table), for chance rewards and redemptions. */
export async function insertActivity(t: TestApp, id = 'act-test', endAt = t.clock.now() + 30 * DAY): Promise<string> {
  const now = t.clock.now()
  await t.db
    .insertInto('draw_activity')
    .values({
      id,
      title: '测试抽奖',
      subtitle: '',
      style: 'draw',
      rules: '[]',
      start_at: now - DAY,
      end_at: endAt,
      per_user_limit: 100,
      per_day_limit: 10,
      enabled: 1,
      created_at: now,
      updated_at: now,
    })
    .execute()
  return id
}

export const missionList = (t: TestApp, token?: string, body: object = {}, headers?: Record<string, string>) =>
  t.post(`${API}/mission/list`, body, token, headers)

export async function taskOf(t: TestApp, token: string | undefined, id: string) {
  const res = await missionList(t, token)
  expect(res.code).toBe(200)
  const task = res.data.tasks.find((x: { id: string }) => x.id === id)
  if (!task) throw new Error(`no task ${id}`)
  return task
}

export const claim = (t: TestApp, token: string, missionId: string) => t.post(`${API}/mission/claim`, { missionId }, token)
export const signIn = (t: TestApp, token: string) => t.post(`${API}/mission/signIn`, {}, token)

export async function ledgerRows(t: TestApp, userId: number) {
  return t.db.selectFrom('love_ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute()
}

export async function balanceRow(t: TestApp, userId: number) {
  return t.db.selectFrom('love_balance').selectAll().where('user_id', '=', userId).executeTakeFirst()
}

/** A client other than the test's default (127.0.0.1, where owners make their share links). */
export const FRIEND_IP = '203.0.113.9'

/**
 * Calls a share route as a client at `ip` (default FRIEND_IP), logged in with `token` or not, sending `visitorId`
 * when given, as the app does.
 */
export async function shareCall(
  t: TestApp,
  route: 'shareLink' | 'sharedReport' | 'compareShare' | 'sharedCompare',
  body: Record<string, unknown>,
  opts: { token?: string; ip?: string; visitorId?: string } = {},
): Promise<{ code: number; data: any }> {
  const path = {
    shareLink: 'val/shareLink',
    sharedReport: 'val/sharedReport',
    compareShare: 'val/compareShare',
    sharedCompare: 'val/sharedCompare',
  }
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/${path[route]}`,
    remoteAddress: opts.ip ?? FRIEND_IP,
    headers: opts.token ? { authorization: opts.token } : {},
    payload: { ...body, ...(opts.visitorId ? { visitorId: opts.visitorId } : {}) },
  })
  return res.json()
}
