import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import type { Attrs } from '../../valuation/catalogue/types'
import type { Valuation } from '../../valuation/model/types'
import { type ValuationInput, decodePart } from './kinds'
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
  /** A valuation report the caller named for the account (picked from 我的估价记录): it is on the account by choice. */
  valId?: string
}

/**
 * The caller's valuation report on the account: the unlocked one if any, else the newest one still usable. An
 * unlocked one brings its stored valuation: what the caller bought, so a free route answers with exactly it.
 */
export type AccountReport = { valId: string; unlocked: false } | { valId: string; unlocked: true; valuation: Valuation }

/** Attributes as one string whatever the key order (named items `{item: level}` included). */
export function canonicalAttrs(attrs: Attrs): string {
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
 * only the caller's reports of the account's game (so another user's report, unlocked or not, never counts); an
 * unlocked one wins over a locked one, then the newest.
 */
export async function findAccountReport(db: Db, userId: number, account: AccountKey): Promise<AccountReport | null> {
  const rows = await db
    .selectFrom('report')
    .select(['id', 'status', 'input', 'result'])
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
    if (r.id === account.valId) return true
    let stored: ValuationInput
    try {
      stored = decodePart(ReportKind.VALUATION, 'input', r.input).value
    } catch {
      return false
    }
    if (listing && stored.source === listing.source && stored.externalId === listing.externalId) return true
    return stored.attrs !== undefined && canonicalAttrs(stored.attrs) === wanted
  })
  const unlocked = same.find((r) => toNumber(r.status) === ReportStatus.UNLOCKED && r.result !== null)
  if (unlocked?.result)
    return { valId: unlocked.id, unlocked: true, valuation: decodePart(ReportKind.VALUATION, 'result', unlocked.result).value }
  return same[0] ? { valId: same[0].id, unlocked: false } : null
}

/** A finished valuation report as a realised price is linked to it (modules/outcomes): what it valued and how. */
export interface ValuedReport {
  id: string
  userId: number
  gameId: number
  createdAt: number
  input: ValuationInput
  valuation: Valuation
}

/**
 * Finished (locked or unlocked), not deleted valuation reports of a game made in [from, to]; `id` narrows to one
 * report. Rows whose stored JSON no longer reads are left out: they have no estimate to compare.
 */
export async function valuedReports(db: Db, q: { gameId?: number; from?: number; to?: number; id?: string }): Promise<ValuedReport[]> {
  let query = db
    .selectFrom('report')
    .select(['id', 'user_id', 'game_id', 'created_at', 'input', 'result'])
    .where('kind', '=', ReportKind.VALUATION)
    .where('status', 'in', [ReportStatus.NOT_UNLOCKED, ReportStatus.UNLOCKED])
    .where('deleted', '=', 0)
  if (q.id !== undefined) query = query.where('id', '=', q.id)
  if (q.gameId !== undefined) query = query.where('game_id', '=', q.gameId)
  if (q.from !== undefined) query = query.where('created_at', '>=', q.from)
  if (q.to !== undefined) query = query.where('created_at', '<=', q.to)
  const out: ValuedReport[] = []
  for (const r of await query.execute()) {
    if (r.result === null) continue
    try {
      out.push({
        id: r.id,
        userId: toNumber(r.user_id),
        gameId: toNumber(r.game_id),
        createdAt: toNumber(r.created_at),
        input: decodePart(ReportKind.VALUATION, 'input', r.input).value,
        valuation: decodePart(ReportKind.VALUATION, 'result', r.result).value,
      })
    } catch {
      continue
    }
  }
  return out
}
