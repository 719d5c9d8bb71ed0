import { sql, type Kysely, type Migration } from 'kysely'
import { isPostgres } from '../connect'
import { autoId, bigint, createTables, dropTables, int, text, varchar } from './helpers'

/**
 * The operators' console (issue 37): operators (not players) with their password hash and TOTP, their cookie
 * sessions, the failed-login counter per name that locks it, and the append-only audit trail. The database itself
 * refuses to change or remove an audit row (a trigger on each dialect), so no code path, however privileged, can.
 */
const tables = createTables({
  operator: {
    columns: {
      id: autoId,
      name: varchar(32).unique(),
      // admin | finance | support | operations | analyst
      role: varchar(16),
      // argon2id, PHC string.
      password_hash: text,
      // 1 after a one-time password (operator:add, reset): only the auth endpoints answer until it is changed.
      must_change_password: int.default(0),
      // Sealed with a key derived from TOKEN_SECRET (lib/secrets.ts): a database copy alone yields no codes.
      totp_secret: text.nullable(),
      // Set by auth/totp/setup, moved to totp_secret by auth/totp/enable once a code from it checks.
      totp_pending_secret: text.nullable(),
      totp_enabled: int.default(0),
      // The last TOTP time step used to log in: a code is good once.
      totp_last_step: bigint.nullable(),
      disabled: int.default(0),
      created_at: bigint,
      updated_at: bigint,
      last_login_at: bigint.nullable(),
    },
  },
  operator_session: {
    columns: {
      id: autoId,
      operator_id: int.references('operator.id'),
      // keyedHash of the cookie's token: the cookie is the only copy of the token.
      token_hash: varchar(64).unique(),
      // The session's CSRF secret (@fastify/csrf-protection): tokens made from it are good for this session only.
      csrf_secret: varchar(64),
      ip: varchar(64).nullable(),
      created_at: bigint,
      last_seen_at: bigint,
    },
    indexes: { operator_session_operator_idx: ['operator_id'] },
  },
  operator_login_guard: {
    // One row per login name tried (existing or not): failures in the current window and the lock they set.
    columns: {
      name: varchar(32).primaryKey(),
      failures: int,
      window_start: bigint,
      locked_until: bigint.nullable(),
    },
  },
  audit_log: {
    columns: {
      id: autoId,
      at: bigint,
      operator_id: int.nullable().references('operator.id'),
      // The operator's name at the time, or cli:NAME for a command run on a server.
      actor: varchar(64),
      ip: varchar(64).nullable(),
      action: varchar(64),
      object_type: varchar(32),
      object_id: varchar(64).nullable(),
      before_json: text.nullable(),
      after_json: text.nullable(),
      reason: text.nullable(),
    },
    indexes: {
      audit_log_at_idx: ['at'],
      audit_log_operator_idx: ['operator_id', 'at'],
      audit_log_object_idx: ['object_type', 'object_id', 'at'],
    },
  },
})

const REFUSAL = 'audit_log is append-only'

async function refuseAuditChanges(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql
      .raw(`create function audit_log_append_only() returns trigger language plpgsql as $$ begin raise exception '${REFUSAL}'; end $$`)
      .execute(db)
    await sql`create trigger audit_log_no_change before update or delete on audit_log for each row execute function audit_log_append_only()`.execute(
      db,
    )
    await sql`create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_append_only()`.execute(
      db,
    )
    return
  }
  await sql.raw(`create trigger audit_log_no_update before update on audit_log begin select raise(abort, '${REFUSAL}'); end`).execute(db)
  await sql.raw(`create trigger audit_log_no_delete before delete on audit_log begin select raise(abort, '${REFUSAL}'); end`).execute(db)
}

export const operatorConsole: Migration = {
  async up(db: Kysely<any>) {
    await tables.up(db)
    await refuseAuditChanges(db)
  },
  async down(db: Kysely<any>) {
    // Dropping the table drops its triggers; the function is PostgreSQL's own object.
    await dropTables(db, ['audit_log', 'operator_login_guard', 'operator_session', 'operator'])
    if (isPostgres(db)) await sql`drop function audit_log_append_only()`.execute(db)
  },
}
