import { EventEmitter } from 'node:events'
import { sql } from 'kysely'
import { isPostgres, type Db } from '../db/connect'
import { BusChannel } from './replica-bus'

/**
 * Sessions revoked or rotated, announced where the write happens, on the writer's own transaction: on PostgreSQL a
 * NOTIFY there reaches every replica when (and only if) the transaction commits. This process hears it at once as
 * well (the write may roll back: a cache dropped for nothing costs one read).
 */
const local = new EventEmitter()
local.setMaxListeners(0)

/** `key`: `f:<familyId>` or `u:<userId>`. */
export async function announceSessionChange(db: Db, key: string): Promise<void> {
  local.emit('change', key)
  if (isPostgres(db)) await sql`select pg_notify(${BusChannel.SESSIONS}, ${key})`.execute(db)
}

export const familyKey = (familyId: string): string => `f:${familyId}`
export const userKey = (userId: number): string => `u:${userId}`

/** This process's announcements, at once (before the writer's commit). */
export function onLocalSessionChange(listener: (key: string) => void): () => void {
  local.on('change', listener)
  return () => local.off('change', listener)
}
