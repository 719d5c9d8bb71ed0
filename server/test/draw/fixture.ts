import { grantChances } from '../../src/modules/draw/chances'
import { runDrawCommand } from '../../src/modules/draw/command'
import { cliActor } from '../../src/modules/audit/service'
import type { TestApp } from '../helpers'

export const API = '/app/v1'
/** 2026-03-01 12:00 in China (04:00 UTC). */
export const NOW = Date.UTC(2026, 2, 1, 4, 0, 0)
export const DAY = 24 * 3600 * 1000

export interface Player {
  token: string
  userId: number
}

export async function player(t: TestApp, phone: string): Promise<Player> {
  const { token } = await t.login(phone)
  const row = await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()
  return { token, userId: row.id }
}

/** UTC ISO without milliseconds, as an operator would type it. */
export const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')

/** Runs an operator command with the app's services. */
export const ops = (t: TestApp, ...args: string[]) => runDrawCommand(args, t.app.services, cliActor('test'))

/** An activity that runs from a day before the clock to 30 days after it, through the operator command. */
export async function activity(t: TestApp, id: string, extra: string[] = []): Promise<void> {
  const start = iso(t.clock.now() - DAY)
  const end = iso(t.clock.now() + 30 * DAY)
  await ops(t, 'activity:set', id, '--title', `活动${id}`, '--start', start, '--end', end, ...extra)
}

/** Adds a prize through the operator command; returns its id. */
export async function prize(t: TestApp, activityId: string, args: string[]): Promise<number> {
  const out = await ops(t, 'prize:add', activityId, ...args)
  const m = /#(\d+)/.exec(out)
  if (!m) throw new Error(`no prize id in: ${out}`)
  return Number(m[1])
}

export const give = (t: TestApp, userId: number, activityId: string, n: number) => grantChances(t.db, userId, activityId, n, t.clock.now())

export const draw = (t: TestApp, token: string, activityId: string) => t.post(`${API}/draw/draw`, { activityId }, token)
export const view = (t: TestApp, body: Record<string, unknown>, token?: string) => t.post(`${API}/draw/activity`, body, token)
