import { sql, type Kysely, type Migration } from 'kysely'
import { callingCodeOf } from '../../contract/values/rules/phone'
import { canonicalPhone } from '../../lib/phone'
import { addColumns, autoId, bigint, createTable, dropColumns, dropTables, int, unique, varchar } from './helpers'

/**
 * One number, one key; one person, one invitation.
 *
 * Phones: every stored number moves to its canonical form (users and partner keys: calling code + national
 * number; SMS codes and send limits: the E.164 number), so `86`, `086`, `0086` and `+86` stop being three
 * numbers. Accounts that collapse onto one number: the oldest keeps it, the younger ones lose the number (they
 * keep everything else; docs/decisions.md, 2026-11-28). A number the rule refuses is kept as written, with its
 * calling code stripped of `+`, `0` and `00`, and never stops the migration. The rule is the service's own
 * (lib/phone.ts, libphonenumber-js at its pinned version), not a copy: the rows must land in the exact form the
 * service looks numbers up by, and a database that runs this later runs it next to that later service.
 *
 * Invitations: `invitee_identity` keeps the stable identities (phone, openids, unionids) of every invitee that
 * counted toward an invite task or earned a reward, past account deletion; `users.invite_counted_at` says which
 * binds counted (every bind before this migration did). The reward keys from before are kept as `legacy` rows.
 */
export const identities: Migration = {
  async up(db: Kysely<any>) {
    await createTable(db, 'invitee_identity', {
      columns: {
        id: autoId,
        stage: varchar(8),
        kind: varchar(16),
        identity_hash: varchar(64),
        user_id: int.references('users.id'),
        created_at: bigint,
      },
      indexes: {
        invitee_identity_once: unique(['stage', 'kind', 'identity_hash']),
        invitee_identity_hash_idx: ['identity_hash'],
        invitee_identity_user_idx: ['user_id'],
      },
    })
    await db
      .insertInto('invitee_identity')
      .columns(['stage', 'kind', 'identity_hash', 'user_id', 'created_at'])
      .expression(
        db
          .selectFrom('invite_reward')
          .select([sql.lit('reward').as('stage'), sql.lit('legacy').as('kind'), 'identity_hash', 'invitee_id', 'created_at']),
      )
      .execute()

    await addColumns(db, 'users', { invite_counted_at: bigint.nullable() })
    await db
      .updateTable('users')
      .set({ invite_counted_at: sql`coalesce(invited_at, created_at)` })
      .where('inviter_id', 'is not', null)
      .execute()

    await canonicaliseUsers(db)
    await canonicalisePartnerKeys(db)
    await canonicaliseSmsCodes(db)
    await canonicaliseLimitCounters(db)
  },

  async down(db: Kysely<any>) {
    await dropColumns(db, 'users', ['invite_counted_at'])
    await dropTables(db, ['invitee_identity'])
  },
}

interface Number_ {
  countryCode: string
  national: string
  e164: string
}

/** The canonical form, or the number as written under its bare calling code when the rule refuses it. */
function canonicalOrKept(telCode: string | null, phone: string): Number_ {
  const written = telCode ?? '86'
  const canonical = canonicalPhone(written, phone)
  if (canonical) return canonical
  const countryCode = callingCodeOf(written) ?? written
  return { countryCode, national: phone, e164: `+${countryCode}${phone}` }
}

/** The SMS key before 0020 was `${telCode}-${phone}`. */
function e164OfOldKey(key: string): string {
  const dash = key.indexOf('-')
  return dash < 0 ? key : canonicalOrKept(key.slice(0, dash), key.slice(dash + 1)).e164
}

async function canonicaliseUsers(db: Kysely<any>): Promise<void> {
  const rows: { id: number; tel_code: string | null; phone: string; created_at: number | string }[] = await db
    .selectFrom('users')
    .select(['id', 'tel_code', 'phone', 'created_at'])
    .where('phone', 'is not', null)
    .execute()
  const byNumber = new Map<string, { id: number; createdAt: number; number: Number_; changed: boolean }[]>()
  for (const row of rows) {
    const number = canonicalOrKept(row.tel_code, row.phone)
    const changed = number.countryCode !== row.tel_code || number.national !== row.phone
    const group = byNumber.get(number.e164) ?? []
    group.push({ id: Number(row.id), createdAt: Number(row.created_at), number, changed })
    byNumber.set(number.e164, group)
  }
  // Release every younger holder's number first, so the owners' updates below never meet a unique violation.
  const owners = []
  for (const group of byNumber.values()) {
    group.sort((a, b) => a.createdAt - b.createdAt || a.id - b.id)
    const [owner, ...younger] = group
    if (younger.length) {
      await db
        .updateTable('users')
        .set({ phone: null, tel_code: null })
        .where(
          'id',
          'in',
          younger.map((u) => u.id),
        )
        .execute()
    }
    owners.push(owner)
  }
  for (const owner of owners) {
    if (!owner.changed) continue
    await db
      .updateTable('users')
      .set({ tel_code: owner.number.countryCode, phone: owner.number.national })
      .where('id', '=', owner.id)
      .execute()
  }
}

async function canonicalisePartnerKeys(db: Kysely<any>): Promise<void> {
  const rows: { id: number; tel_code: string; phone: string }[] = await db
    .selectFrom('px_login_key')
    .select(['id', 'tel_code', 'phone'])
    .execute()
  for (const row of rows) {
    const number = canonicalOrKept(row.tel_code, row.phone)
    if (number.countryCode === row.tel_code && number.national === row.phone) continue
    await db.updateTable('px_login_key').set({ tel_code: number.countryCode, phone: number.national }).where('id', '=', row.id).execute()
  }
}

async function canonicaliseSmsCodes(db: Kysely<any>): Promise<void> {
  const rows: { id: number; phone_key: string }[] = await db.selectFrom('sms_code').select(['id', 'phone_key']).execute()
  for (const row of rows) {
    const key = e164OfOldKey(row.phone_key)
    if (key !== row.phone_key) await db.updateTable('sms_code').set({ phone_key: key }).where('id', '=', row.id).execute()
  }
}

/**
 * The per-number send limits (`sms-gap:<key>`, `sms-phone:<key>`) move to the E.164 key. Counters of the written
 * forms of one number merge: their counts add up and the later end stands, so no form keeps a budget of its own.
 */
async function canonicaliseLimitCounters(db: Kysely<any>): Promise<void> {
  const rows: { key: string; window_start: number | string; n: number | string; expires_at: number | string }[] = await db
    .selectFrom('limit_counter')
    .select(['key', 'window_start', 'n', 'expires_at'])
    .where((eb) => eb.or([eb('key', 'like', 'sms-gap:%'), eb('key', 'like', 'sms-phone:%')]))
    .execute()
  const merged = new Map<string, { key: string; window_start: number; n: number; expires_at: number }>()
  for (const row of rows) {
    const colon = row.key.indexOf(':')
    const key = `${row.key.slice(0, colon + 1)}${e164OfOldKey(row.key.slice(colon + 1))}`
    const windowStart = Number(row.window_start)
    const id = `${key}\n${windowStart}`
    const into = merged.get(id)
    if (into) {
      into.n += Number(row.n)
      into.expires_at = Math.max(into.expires_at, Number(row.expires_at))
    } else {
      merged.set(id, { key, window_start: windowStart, n: Number(row.n), expires_at: Number(row.expires_at) })
    }
  }
  if (!rows.length) return
  await db
    .deleteFrom('limit_counter')
    .where((eb) => eb.or([eb('key', 'like', 'sms-gap:%'), eb('key', 'like', 'sms-phone:%')]))
    .execute()
  for (const row of merged.values()) await db.insertInto('limit_counter').values(row).execute()
}
