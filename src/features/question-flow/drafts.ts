import { valuationDraftsCache, visitorId } from '../../platform/caches'
import { EvaluateType } from '../../constants/valuation'

/**
 * Drafts of the valuation form (issue 34): what the player typed, per owner (the user, or the device's visitor),
 * game and method, kept in one storage entry until the report is created. Authorization is never drafted (it
 * asks for passwords and codes). Whatever is read back is checked, since it may come from an older app or a
 * damaged store: an entry that does not fit is dropped, never thrown on.
 */

export type DraftMethod = typeof EvaluateType.LINK | typeof EvaluateType.PROPS

/** What a draft holds: the form's answers as typed (props) or the goods link text (link). */
export interface DraftContent {
  answers?: Record<string, unknown>
  link?: string
}

export interface Draft extends DraftContent {
  owner: string
  gameId: number
  method: DraftMethod
  savedAt: number
}

export const DraftLimit = {
  /** Drafts kept on a device across owners, games and methods; the least recently saved go first. */
  MAX_DRAFTS: 12,
  /** A draft larger than this (as JSON) is not kept: 原神's 107 inputs fill about 3 KB. */
  MAX_DRAFT_CHARS: 32 * 1024,
  /** A draft not touched for this long is forgotten. */
  MAX_AGE_MS: 30 * 24 * 3600 * 1000,
} as const

const VERSION = 1

/**
 * Whose drafts the form reads and writes: the user's id when logged in, so two accounts on one device never see
 * each other's answers; the device's visitor id otherwise. Null when logged in but the id is not known yet
 * (a token handed over in the URL): nothing is read or written until it is.
 */
export function draftOwner(session: { loggedIn: boolean; userId: unknown }): string | null {
  if (!session.loggedIn) return visitorOwner()
  const id = session.userId
  return (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== '') ? `u:${String(id)}` : null
}

/** The device's visitor: drafts typed before logging in. */
export const visitorOwner = () => `v:${visitorId()}`

export const isVisitorOwner = (owner: string | null) => owner?.startsWith('v:') === true

const isDraftMethod = (m: unknown): m is DraftMethod => m === EvaluateType.LINK || m === EvaluateType.PROPS

function isDraft(x: unknown): x is Draft {
  if (!x || typeof x !== 'object') return false
  const d = x as Record<string, unknown>
  return (
    typeof d.owner === 'string' &&
    Number.isInteger(d.gameId) &&
    isDraftMethod(d.method) &&
    typeof d.savedAt === 'number' &&
    (d.answers === undefined || (typeof d.answers === 'object' && d.answers !== null && !Array.isArray(d.answers))) &&
    (d.link === undefined || typeof d.link === 'string')
  )
}

/** The stored drafts that are well formed and recent enough, newest first. */
function readAll(now: number): Draft[] {
  const stored = valuationDraftsCache.read()
  if (!stored || typeof stored !== 'object' || (stored as { v?: unknown }).v !== VERSION) return []
  const list = (stored as { list?: unknown }).list
  if (!Array.isArray(list)) return []
  return list
    .filter(isDraft)
    .filter((d) => now - d.savedAt < DraftLimit.MAX_AGE_MS && d.savedAt <= now + DraftLimit.MAX_AGE_MS)
    .sort((a, b) => b.savedAt - a.savedAt)
}

function writeAll(list: Draft[]): void {
  valuationDraftsCache.write({ v: VERSION, list: list.slice(0, DraftLimit.MAX_DRAFTS) })
}

const same = (d: Draft, owner: string, gameId: number, method: DraftMethod) =>
  d.owner === owner && d.gameId === gameId && d.method === method

const isEmptyContent = (c: DraftContent) => !c.link?.trim() && (!c.answers || Object.keys(c.answers).length === 0)

/** The draft of one owner, game and method, if one is kept. */
export function readDraft(owner: string, gameId: number, method: DraftMethod, now = Date.now()): Draft | undefined {
  return readAll(now).find((d) => same(d, owner, gameId, method))
}

/** The owner's most recently saved draft: where the form picks up after a reload. */
export function latestDraft(owner: string, now = Date.now()): Draft | undefined {
  return readAll(now).find((d) => d.owner === owner)
}

/** Saves (or, for an empty form, forgets) the draft; one too large to keep replaces nothing and is dropped. */
export function saveDraft(owner: string, gameId: number, method: DraftMethod, content: DraftContent, now = Date.now()): void {
  const others = readAll(now).filter((d) => !same(d, owner, gameId, method))
  if (isEmptyContent(content)) {
    writeAll(others)
    return
  }
  const draft: Draft = { owner, gameId, method, savedAt: now, ...content }
  if (JSON.stringify(draft).length > DraftLimit.MAX_DRAFT_CHARS) {
    writeAll(others)
    return
  }
  writeAll([draft, ...others])
}

export function clearDraft(owner: string, gameId: number, method: DraftMethod, now = Date.now()): void {
  const all = readAll(now)
  const kept = all.filter((d) => !same(d, owner, gameId, method))
  if (kept.length !== all.length) writeAll(kept)
}

/**
 * A visitor who logs in keeps what they typed before: the visitor's drafts become the user's, except where the
 * user already has a draft of that game and method (theirs wins). Another account's drafts are never touched.
 */
export function claimVisitorDrafts(visitor: string, user: string, now = Date.now()): void {
  const all = readAll(now)
  if (!all.some((d) => d.owner === visitor)) return
  const mine = all.filter((d) => d.owner === user)
  const moved = all
    .filter((d) => d.owner === visitor && !mine.some((m) => m.gameId === d.gameId && m.method === d.method))
    .map((d) => ({ ...d, owner: user }))
  writeAll([...moved, ...all.filter((d) => d.owner !== visitor)].sort((a, b) => b.savedAt - a.savedAt))
}
