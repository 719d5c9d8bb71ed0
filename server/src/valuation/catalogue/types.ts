import type { ReportQuestionType } from '../../contract/values'
/**
 * The game catalogue is data: each game declares the attributes that carry (or are believed to carry)
 * its account prices. The valuation questions, the answer validator, the model's features and the
 * demo market generator are all derived from these declarations, so adding or editing a game is a
 * data change, not a code change.
 */

/** Value of one attribute in an account description. */
export type AttrValue = number | boolean | string | Record<string, number>
/** An account description: attribute key → value. Unanswered attributes are simply absent. */
export type Attrs = Record<string, AttrValue>

/** Direction in which the account value moves when the attribute grows (used for model sign constraints and tests). */
export type Monotone = 'increasing' | 'decreasing' | 'none'

interface AttrBase {
  key: string
  /** Chinese label shown to users. */
  label: string
  /**
   * Whether the model prices the attribute. Seasonal ranks and historic spend (VIP / 贵族 levels) are
   * collected because users expect the question, but they are deliberately not priced (notes rule 4).
   */
  priced: boolean
  /** Unanswered and priced attributes that matter produce a "lack" report question. */
  important: boolean
  monotone: Monotone
  /** Whether the valuation flow requires an answer (required questions are also validated as present). */
  required: boolean
  /**
   * A level that follows how long and how much the owner played (冒险等级, 开拓等级) rather than an asset
   * players pay for: priced, but weakly. The value breakdown measures it from the market's typical level and
   * before the assets, so it cannot take the value of the characters, weapons or skins it merely goes with.
   */
  weak?: true
  help?: string
}

/** A single count, e.g. 黄数 (5-star copies) 0..300, 英雄数量 0..130. */
export interface CountAttr extends AttrBase {
  kind: 'count'
  min: number
  max: number
  unit: string
  /** Step jumps that matter (e.g. 全英雄): an indicator feature "value >= at" is added. */
  thresholds?: { at: number; label: string }[]
}

/** Counts split by tier, e.g. 王者荣耀 skins 史诗/传说/星传说/荣耀典藏. Tiers are listed low → high. */
export interface TiersAttr extends AttrBase {
  kind: 'tiers'
  unit: string
  tiers: { key: string; label: string; max: number }[]
}

/** Named items that are owned at a level, e.g. 原神 characters × 命座 0-6, weapons × 精1-5. */
export interface NamedAttr extends AttrBase {
  kind: 'named'
  minLevel: number
  maxLevel: number
  /** How a level is written, e.g. level 2 → "2命" / "精2". `{n}` is replaced by the level. */
  levelFormat: string
  items: { key: string; label: string; signatureOf?: string }[]
  /** For weapons/light cones: the `named` attribute whose items the `signatureOf` keys refer to (bundles). */
  bundleWith?: string
}

export interface FlagAttr extends AttrBase {
  kind: 'flag'
  /** Value assumed when unanswered and for the breakdown's reference account. */
  default: boolean
}

export interface EnumAttr extends AttrBase {
  kind: 'enum'
  options: { value: string; label: string }[]
  /** Reference option (the breakdown's base account uses it; it is the dropped one-hot level). */
  default: string
}

export interface TextAttr extends AttrBase {
  kind: 'text'
  maxLength: number
}

export type AttributeDef = CountAttr | TiersAttr | NamedAttr | FlagAttr | EnumAttr | TextAttr

export type Genre = 'gacha' | 'moba' | 'battle-royale' | 'tactical-fps' | 'shooter' | 'action' | 'collection' | 'unknown'

export interface GameDef {
  id: number
  name: string
  /** Disabled games are kept in the catalogue (operator-editable) but hidden from users and never trained. */
  enabled: boolean
  genre: Genre
  /** One-line Chinese note on what carries the price (shown to operators / in docs). */
  priceDrivers: string
  attributes: AttributeDef[]
  /**
   * The apps (spec scan types: 1 QQ, 2 WeChat) whose accounts sign in to the game, where its areas do not name them:
   * what a scan authorization can be made with. [] for games with accounts of their own (miHoYo's, NetEase's).
   */
  accountApps?: readonly (1 | 2)[]
  /**
   * The companion app whose ID authorizes the account (spec auth kind 3, 营地ID): 王者营地, 和平营地. Only Tencent's
   * mobile games with a 营地 app have one; without it the valuation tab does not offer 营地ID.
   */
  campApp?: string
}

/** Spec section 5: question types. */
export const QUESTION_TYPE = {
  singleChoice: 1,
  input: 2,
  booleanChoice: 3,
  textInput: 4,
  multiChoice: 5,
  multiInput: 6,
} as const
export type QuestionType = (typeof QUESTION_TYPE)[keyof typeof QUESTION_TYPE]

/** Spec section 5: report question types. */

export interface QuestionOption {
  value: string
  label: string
}

/** One sub-field of a multi-input question (type 6). */
export interface QuestionField {
  key: string
  label: string
  min: number
  max: number
  /** Optional fields may be left empty (for named items: empty = not owned). */
  optional: boolean
}

export interface ValuationQuestion {
  /** Stable numeric id: gameId * 100 + position (1-based). */
  id: number
  gameId: number
  /** Attribute key the answer is stored under. */
  key: string
  type: QuestionType
  title: string
  required: boolean
  options?: QuestionOption[]
  fields?: QuestionField[]
  min?: number
  max?: number
  unit?: string
  maxLength?: number
  help?: string
  /**
   * The question offers 没有 (owns none: 0, `[]` or `{}`) apart from 不确定 (left out: valued at the market average,
   * with a wider range).
   */
  none?: true
}

export interface ReportQuestion {
  type: ReportQuestionType
  /** Attribute key concerned (absent for account-wide tips). */
  key?: string
  title: string
  text: string
}
