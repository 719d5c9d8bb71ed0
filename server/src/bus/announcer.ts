import { EventEmitter } from 'node:events'
import { sql } from 'kysely'
import { isPostgres, type Db } from '../db/connect'
import type { BusChannel } from './replica-bus'

export interface Announcer {
  /**
   * Announces `key` where the write happens, on the writer's own connection or transaction: on PostgreSQL a NOTIFY
   * there reaches every replica when (and only if) the transaction commits. This process hears it at once as well
   * (the write may still roll back: a cache dropped for nothing costs one read).
   */
  announce(db: Db, key: string): Promise<void>
  /** This process's announcements, at once (before the writer's commit). */
  onLocal(listener: (key: string) => void): () => void
}

/** Changes a replica's caches must hear about, on one bus channel (sessions revoked, users changed). */
export function createAnnouncer(channel: BusChannel): Announcer {
  const local = new EventEmitter()
  local.setMaxListeners(0)
  return {
    async announce(db, key) {
      local.emit('change', key)
      if (isPostgres(db)) await sql`select pg_notify(${channel}, ${key})`.execute(db)
    },
    onLocal(listener) {
      local.on('change', listener)
      return () => local.off('change', listener)
    },
  }
}
