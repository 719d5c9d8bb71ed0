import { type Static, type TSchema, Type } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { CheckTeaser, CompareBody, CompareData, CompareListItem, PurposeTeaser, ValuationAccuracy } from '../../contract'
import { ReportKind } from '../../contract/values'
import type { Attrs } from '../../valuation/catalogue/types'
import type { Level, Valuation } from '../../valuation/model/types'

/**
 * The report kinds and what each stores in its row's JSON columns: `input` (what it was made from), `teaser` (what
 * a locked report may show) and `result` (the locked content). A schema checks the fields the service reads; rows
 * stored before a field existed still pass (those fields are optional), and the readers rebuild what they lack.
 */

/** Attributes as answered or read: their values are checked by the catalogue when they are taken in, not here. */
const StoredAttrs = Type.Unsafe<Attrs>(Type.Record(Type.String(), Type.Unknown()))
const Fen = Type.Number()
const FenRange = Type.Object({ lowFen: Fen, highFen: Fen })

// Valuation (kind 1).
const ValuationInput = Type.Object({
  /** Always written; optional because readers outside generation have always read a row without it as no answers. */
  attrs: Type.Optional(StoredAttrs),
  link: Type.Optional(Type.String()),
  /** Valuation by authorization: the session the attributes came from. */
  authId: Type.Optional(Type.String()),
  source: Type.Optional(Type.String()),
  externalId: Type.Optional(Type.String()),
  /** Link valuation of a listing read from its platform (not in the market data): the provider that read it. */
  fetchedBy: Type.Optional(Type.String()),
})

/** What a locked valuation report may show (issue 35 point 5): no estimate, range, breakdown amounts or comparables. */
const ValuationTeaser = Type.Object({
  gameName: Type.String(),
  level: Type.Unsafe<Level>(Type.String()),
  band: Type.String(),
  comparableCount: Type.Number(),
  demo: Type.Boolean(),
  /** 高于本游戏 N% 的账号, rounded down; absent before issue 35. */
  percentile: Type.Optional(Type.Number()),
  /** The label of the answered attribute adding the most to the estimate; absent when none adds anything. */
  driver: Type.Optional(Type.String()),
})

/** The valuation as the engine made it, its price trend, and the accuracy of its model. */
export interface StoredValuation extends Valuation {
  trend: { month: string; value: number }[]
  /** Held-out accuracy of the model that made this estimate (absent in reports made before it was measured). */
  accuracy?: ValuationAccuracy
}
const ValuationResult = Type.Unsafe<StoredValuation>(
  Type.Object({
    estimateFen: Fen,
    range: FenRange,
    breakdown: Type.Object({}),
    comparables: Type.Array(Type.Unknown()),
    accuracy: Type.Optional(ValuationAccuracy),
  }),
)

// Intention search (kind 2).
const PurposeInput = Type.Object({ recordId: Type.Integer(), searchType: Type.Integer() })
/** Stored before the criteria were, a teaser lacks the last three fields (its record and input still tell them). */
const PurposeStoredTeaser = Type.Composite([
  Type.Omit(PurposeTeaser, ['reportId', 'status', 'criteria', 'nearTotal', 'searchType']),
  Type.Partial(Type.Pick(PurposeTeaser, ['criteria', 'nearTotal', 'searchType'])),
])
/** One ranked match (the listing is read again for its current price and status). */
const PurposeMatch = Type.Object({
  listingId: Type.Integer(),
  score: Type.Number(),
  similarity: Type.Number(),
  estimateFen: Fen,
  reasons: Type.Array(Type.String()),
  /** Meets every criterion; absent in reports stored before near misses were kept (they held matches only). */
  meetsAll: Type.Optional(Type.Boolean()),
})
const PurposeResult = Type.Object({ matches: Type.Array(PurposeMatch) })

// Did I lose (kind 3).
const CheckInput = Type.Object({ recordId: Type.Integer(), attrs: Type.Optional(StoredAttrs), valId: Type.Optional(Type.String()) })
/** Its verdict is not trusted when read: rows stored before the band-only rule hold the exact one. */
// Checks stored before trader identities have none: they were a buyer's.
const CheckStoredTeaser = Type.Composite([
  Type.Pick(CheckTeaser, ['gameName', 'verdict', 'band', 'paidFen', 'paidAt', 'marketChangePct', 'demo', 'sourceValId']),
  Type.Partial(Type.Pick(CheckTeaser, ['identity'])),
])
const CheckResult = Type.Object({
  valueNowFen: Fen,
  valueAtPaidFen: Fen,
  profitFen: Fen,
  profitPct: Type.Number(),
  range: FenRange,
  overpaidFen: Fen,
  text: Type.String(),
})

// PK (kind 4): born unlocked, so its teaser is its list entry and its result the comparison.
const PkTeaser = Type.Omit(CompareListItem, ['reportId', 'status', 'createdAt'])
/**
 * The comparison as it was made. One made before issue 35 has other rows (no `base` row, differences split by
 * attribute); the PK module makes it again from its two reports, so only what tells the two apart is checked.
 */
const PkResult = Type.Unsafe<CompareData>(Type.Object({ items: Type.Array(Type.Object({ key: Type.String() })) }))

/** The registry: each kind's schemas for its input, teaser and result. */
export const REPORT_KINDS = {
  [ReportKind.VALUATION]: { input: ValuationInput, teaser: ValuationTeaser, result: ValuationResult },
  [ReportKind.PURPOSE]: { input: PurposeInput, teaser: PurposeStoredTeaser, result: PurposeResult },
  [ReportKind.CHECK]: { input: CheckInput, teaser: CheckStoredTeaser, result: CheckResult },
  [ReportKind.PK]: { input: CompareBody, teaser: PkTeaser, result: PkResult },
} satisfies Record<ReportKind, { input: TSchema; teaser: TSchema; result: TSchema }>

type Kinds = typeof REPORT_KINDS
export type ReportInput<K extends ReportKind> = Static<Kinds[K]['input']>
export type ReportTeaser<K extends ReportKind> = Static<Kinds[K]['teaser']>
export type ReportResult<K extends ReportKind> = Static<Kinds[K]['result']>

export type ValuationInput = ReportInput<typeof ReportKind.VALUATION>
export type ValuationTeaser = ReportTeaser<typeof ReportKind.VALUATION>
export type PurposeMatch = Static<typeof PurposeMatch>
export type CheckInput = ReportInput<typeof ReportKind.CHECK>
export type CheckStoredTeaser = ReportTeaser<typeof ReportKind.CHECK>
export type CheckResult = ReportResult<typeof ReportKind.CHECK>
export type PkTeaser = ReportTeaser<typeof ReportKind.PK>

/**
 * Parses one JSON column of a report and checks it against its kind's schema. A part that fails the check is
 * still returned as stored (reads behave as they did before the schemas: a row from an older service, or one a
 * test wrote by hand, shows what it holds), and `problem` says what failed so the reader can log it.
 */
export function decodePart<K extends ReportKind, P extends 'input' | 'teaser' | 'result'>(
  kind: K,
  part: P,
  json: string,
): { value: Static<Kinds[K][P]>; problem?: string } {
  const schema: TSchema = REPORT_KINDS[kind][part]
  const value: unknown = JSON.parse(json)
  if (Value.Check(schema, value)) return { value: value as Static<Kinds[K][P]> }
  const first = Value.Errors(schema, value).First()
  return { value: value as Static<Kinds[K][P]>, problem: `${part}${first?.path ?? ''}: ${first?.message ?? 'invalid'}` }
}
