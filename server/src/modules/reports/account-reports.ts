import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import type { Attrs } from '../../valuation/catalogue/types'
import { ReportKind, ReportStatus } from './repository'

/**
 * One account as the paywall sees it: a game and its attributes, and the market listing it came from (a link).
 * A valuation report is "on the same account" when it valued that listing (its stored input names the same
 * source and externalId) or the very same attributes of the same game (compared canonically): either way its
 * estimate is the one a free route would otherwise give away.
 */
export interface AccountKey {
  gameId: number
  attrs: Attrs
  listing?: { source: string; externalId: string }
}

/** The caller's valuation report on the account: the unlocked one if any, else the newest one still usable. */
export interface AccountReport {
  valId: string
  unlocked: boolean
}

/** What a valuation report's `input` holds (modules/valuation StoredInput: attrs, and for a link its listing). */
interface StoredAccount {
  attrs?: Attrs
  source?: string
  externalId?: string
}

/** Attributes as one string whatever the key order (named items `{item: level}` included). */
function canonicalAttrs(attrs: Attrs): string {
  const sortKeys = (v: unknown): unknown =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]),
        )
      : v
  return JSON.stringify(sortKeys(attrs))
}

/**
 * The caller's own valuation report (not deleted, generating, locked or unlocked) on the account, or null. Reads
 * only the caller's reports of the account's game; an unlocked one wins over a locked one, then the newest.
 */
export async function findAccountReport(db: Db, userId: number, account: AccountKey): Promise<AccountReport | null> {
  const rows = await db
    .selectFrom('report')
    .select(['id', 'status', 'input'])
    .where('user_id', '=', userId)
    .where('kind', '=', ReportKind.VALUATION)
    .where('game_id', '=', account.gameId)
    .where('deleted', '=', 0)
    .where('status', 'in', [ReportStatus.GENERATING, ReportStatus.NOT_UNLOCKED, ReportStatus.UNLOCKED])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  const wanted = canonicalAttrs(account.attrs)
  const listing = account.listing
  const same = rows.filter((r) => {
    let stored: StoredAccount
    try {
      stored = JSON.parse(r.input) as StoredAccount
    } catch {
      return false
    }
    if (listing && stored.source === listing.source && stored.externalId === listing.externalId) return true
    return stored.attrs !== undefined && canonicalAttrs(stored.attrs) === wanted
  })
  const best = same.find((r) => toNumber(r.status) === ReportStatus.UNLOCKED) ?? same[0]
  return best ? { valId: best.id, unlocked: toNumber(best.status) === ReportStatus.UNLOCKED } : null
}
