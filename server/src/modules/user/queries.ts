import { announceUserChange } from '../../bus/user-events'
import type { Db } from '../../db/connect'
import { countPerChinaDay, type TimeSpan } from '../../db/china-day'
import { toNumber } from '../../db/numbers'
import { updatedOne } from '../../db/updated-one'
import { countRows } from '../../db/page'
import type { Span } from '../reports/queries'

/**
 * What other modules ask of the users and user_identity tables, named here so only modules/user knows their
 * columns (src/modules/table-owners.ts). Each takes the Db or transaction of its caller, so a read under a
 * caller's lock stays under it.
 */

/**
 * A user's public facts without personal data (phone, identity number), deleted users included, for a module
 * that joins users to its own rows (sessions, helpers, invitees): `.innerJoin(userFacts(db).as('u'), 'u.id', …)`.
 */
export function userFacts(db: Db) {
  return db.selectFrom('users').select(['id', 'uid', 'nickname', 'avatar', 'created_at', 'deleted_at', 'inviter_id', 'invited_at'])
}

/** Whether the user passed the real-name check. */
export async function isRealNameVerified(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('real_name_status').where('id', '=', userId).executeTakeFirst()
  return row?.real_name_status === 1
}

/** Whether the user exists and has not deleted their account. */
export async function isLiveUser(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('deleted_at').where('id', '=', userId).executeTakeFirst()
  return row !== undefined && row.deleted_at === null
}

/** The user's 18th birthday when their real-name check showed a minor, else null. */
export async function minorUntil(db: Db, userId: number): Promise<number | null> {
  const row = await db.selectFrom('users').select('minor_until').where('id', '=', userId).executeTakeFirst()
  return row?.minor_until === null || row?.minor_until === undefined ? null : toNumber(row.minor_until)
}

/** A live (not deleted) user by mainland phone number. */
export async function liveUserIdByMainlandPhone(db: Db, phone: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('tel_code', '=', '86')
    .where('phone', '=', phone)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return row ? toNumber(row.id) : undefined
}

export async function inviterIdOf(db: Db, userId: number): Promise<number | null> {
  const row = await db.selectFrom('users').select('inviter_id').where('id', '=', userId).executeTakeFirst()
  return row?.inviter_id ?? null
}

/** Binds an inviter once; false when the user already has one or is deleted (checked atomically). */
export async function setInviterOnce(db: Db, userId: number, inviterId: number, now: number): Promise<boolean> {
  const bound = await updatedOne(
    db
      .updateTable('users')
      .set({ inviter_id: inviterId, invited_at: now })
      .where('id', '=', userId)
      .where('inviter_id', 'is', null)
      .where('deleted_at', 'is', null),
  )
  // user/userInfo shows the inviter: every replica's copy goes.
  if (bound) await announceUserChange(db, userId)
  return bound
}

/** Live users the inviter invited. */
export async function countInvitees(db: Db, inviterId: number): Promise<number> {
  return countRows(db.selectFrom('users').where('inviter_id', '=', inviterId).where('deleted_at', 'is', null))
}

/** The invitee's bind counted towards the inviter's tasks (an invitee who had been one before never is). */
export async function markInviteCounted(db: Db, userId: number, now: number): Promise<void> {
  await db.updateTable('users').set({ invite_counted_at: now }).where('id', '=', userId).execute()
}

/** Users (deleted ones included) with the `stamp` moment set, within the span if given. */
function usersStamped(db: Db, stamp: 'invite_counted_at' | 'real_name_verified_at', span: Span) {
  return db
    .selectFrom('users')
    .where(stamp, 'is not', null)
    .$if(span !== undefined, (qb) => qb.where(stamp, '>=', span?.from as number).where(stamp, '<', span?.to as number))
}

/** Binds to the inviter that counted, all deleted invitees included, counted within the span if given. */
export async function countCountedInvitees(db: Db, inviterId: number, span: Span): Promise<number> {
  return countRows(usersStamped(db, 'invite_counted_at', span).where('inviter_id', '=', inviterId))
}

/** 1 when the user passed the real-name check within the span (at any time if none), else 0. */
export async function countRealNameVerified(db: Db, userId: number, span: Span): Promise<number> {
  return countRows(usersStamped(db, 'real_name_verified_at', span).where('id', '=', userId))
}

/** A user's phone (canonical) and mini-program identities, live or not yet erased; undefined for no such user. */
export async function identitiesOf(db: Db, userId: number) {
  const user = await db.selectFrom('users').select(['uid', 'tel_code', 'phone', 'inviter_id']).where('id', '=', userId).executeTakeFirst()
  if (!user) return undefined
  const accounts = await db.selectFrom('user_identity').select(['provider', 'openid']).where('user_id', '=', userId).execute()
  return { user, accounts }
}

/**
 * A user's phone number by uid, for the console's audited unmask: the national number for mainland numbers, else
 * +<tel code><number>; '' when the user has none; undefined when there is no such user.
 */
export async function phoneByUid(db: Db, uid: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select(['phone', 'tel_code']).where('uid', '=', uid).executeTakeFirst()
  return row ? shownPhone(row) : undefined
}

const shownPhone = (row: { phone: string | null; tel_code: string | null }): string =>
  !row.phone ? '' : row.tel_code === null || row.tel_code === '86' ? row.phone : `+${row.tel_code}${row.phone}`

/**
 * Players by id as console lists name them: uid and phone as phoneByUid gives it (the console masks it; '' without
 * one), deleted users included.
 */
export async function uidsAndPhonesOf(db: Db, userIds: readonly number[]): Promise<Map<number, { uid: string; phone: string }>> {
  const ids = [...new Set(userIds)]
  if (ids.length === 0) return new Map()
  const rows = await db.selectFrom('users').select(['id', 'uid', 'phone', 'tel_code']).where('id', 'in', ids).execute()
  return new Map(rows.map((r) => [toNumber(r.id), { uid: r.uid, phone: shownPhone(r) }]))
}

/** A user's id by uid, deleted users included; undefined for no such user. */
export async function userIdByUid(db: Db, uid: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('id').where('uid', '=', uid).executeTakeFirst()
  return row && toNumber(row.id)
}

/** Who the console's player lookup may name a player by; each is unique. */
export type PlayerKey = { id: number } | { uid: string } | { inviteCode: string } | { mainlandPhone: string }

/**
 * A player's account as the console's player page shows it: the stored masked real name only (never the ID number
 * or its hash) and the phone as stored, which the console masks before it leaves the service.
 */
export async function playerAccount(db: Db, key: PlayerKey) {
  let query = db
    .selectFrom('users')
    .select([
      'id',
      'uid',
      'nickname',
      'phone',
      'tel_code',
      'source',
      'terminal',
      'invite_code',
      'inviter_id',
      'invited_at',
      'real_name_status',
      'real_name_masked',
      'real_name_verified_at',
      'minor_until',
      'created_at',
      'deleted_at',
    ])
  if ('id' in key) query = query.where('id', '=', key.id)
  else if ('uid' in key) query = query.where('uid', '=', key.uid)
  else if ('inviteCode' in key) query = query.where('invite_code', '=', key.inviteCode)
  else query = query.where('tel_code', '=', '86').where('phone', '=', key.mainlandPhone)
  return query.executeTakeFirst()
}

/** The sign-in providers a user has bound (weixin, toutiao, …), without their ids. */
export async function identityProvidersOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('user_identity').select('provider').where('user_id', '=', userId).orderBy('id').execute()
  return rows.map((r) => r.provider)
}

/** Uid and nickname of each user id given (deleted users included), for lists that name other players. */
export async function publicNamesOf(db: Db, ids: number[]): Promise<Map<number, { uid: string; nickname: string }>> {
  if (!ids.length) return new Map()
  const rows = await userFacts(db)
    .where('id', 'in', [...new Set(ids)])
    .execute()
  return new Map(rows.map((r) => [toNumber(r.id), { uid: r.uid, nickname: r.nickname }]))
}

/** Invitations accepted per Beijing day (数据看板): a user bound to an inviter (deleted users included: it happened). */
export function invitationsByDay(db: Db, span: TimeSpan) {
  return countPerChinaDay(db.selectFrom('users'), 'invited_at', span)
}
