import type { Db } from '../db/connect'
import { LocalReplicaBus } from './local-bus'
import { PgReplicaBus } from './pg-bus'
import type { ReplicaBus } from './replica-bus'

/** LISTEN/NOTIFY on PostgreSQL (replicas share the database), in memory on SQLite (one process). */
export function createReplicaBus(db: Db, databaseUrl: string | null, onError: (err: unknown, what: string) => void): ReplicaBus {
  return databaseUrl ? new PgReplicaBus(db, databaseUrl, onError) : new LocalReplicaBus()
}
