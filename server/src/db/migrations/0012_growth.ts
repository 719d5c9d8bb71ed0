import type { Migration } from 'kysely'
import { autoId, bigint, createTables, int, varchar } from './helpers'

/**
 * The growth loop: friend-help codes (numeric, so they fit a mini-program scene) and the helps they collect,
 * invitation rewards (one per invitee and one per phone number, ever), and the row that serialises invitation
 * binds so two users can never bind each other at once.
 */
export const growth: Migration = createTables(
  {
    help_code: {
      columns: {
        // 8 digits, no leading zero: `1_<code>_<inviteCode>` stays far below a scene's 32 characters.
        code: varchar(12).primaryKey(),
        report_id: varchar(40).unique().references('report.id'),
        user_id: int.references('users.id'),
        created_at: bigint,
        expires_at: bigint,
      },
    },
    report_help: {
      columns: { id: autoId, report_id: varchar(40).references('report.id'), helper_id: int.references('users.id'), created_at: bigint },
      unique: { report_help_once: ['report_id', 'helper_id'] },
    },
    invite_reward: {
      columns: {
        id: autoId,
        inviter_id: int.references('users.id'),
        invitee_id: int.unique().references('users.id'),
        // HMAC of the invitee's phone (or mini-program identity): a number earns its inviter a reward once, ever,
        // also after the account is deleted and registered again.
        identity_hash: varchar(64).unique(),
        coupon_id: int.nullable().references('coupon.id'),
        created_at: bigint,
      },
    },
    invite_bind_lock: { columns: { id: int.primaryKey(), binds: int } },
  },
  async (db) => {
    await db.insertInto('invite_bind_lock').values({ id: 1, binds: 0 }).execute()
  },
)
