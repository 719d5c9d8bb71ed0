import type { AttributeDef, CountAttr, EnumAttr, FlagAttr, NamedAttr, TextAttr, TiersAttr } from './types'

/**
 * Risk flags shared by every game (notes "rules that hold across games" 3): the buyer's main fear is the
 * seller reclaiming the account, so a rebindable mail, a changeable real name and a clean record are priced.
 */
export function riskFlags(): FlagAttr[] {
  return [
    {
      key: 'liveMail',
      kind: 'flag',
      label: '活邮（绑定邮箱可换绑）',
      priced: true,
      important: true,
      monotone: 'increasing',
      required: false,
      default: true,
      help: '绑定邮箱仍可登录并换绑，买家可防找回',
    },
    {
      key: 'realNameChangeable',
      kind: 'flag',
      label: '实名可修改',
      priced: true,
      important: true,
      monotone: 'increasing',
      required: false,
      default: true,
    },
    {
      key: 'violation',
      kind: 'flag',
      label: '有违规/封禁记录',
      priced: true,
      important: true,
      monotone: 'decreasing',
      required: false,
      default: false,
    },
  ]
}

/**
 * Seasonal rank: never priced (it resets every season). Asked because listings and the account introductions
 * of AI创作 show it; the question says so (questions.ts marks every unpriced question and says, per flow, what it is for).
 */
export function seasonalRank(options: string[]): EnumAttr {
  return {
    key: 'rank',
    kind: 'enum',
    label: '当前段位',
    priced: false,
    important: false,
    monotone: 'none',
    required: false,
    options: options.map((o) => ({ value: o, label: o })),
    default: options[0],
    help: '段位每赛季重置',
  }
}

export function serverEnum(label: string, options: string[], important = true): EnumAttr {
  return {
    key: 'server',
    kind: 'enum',
    label,
    priced: true,
    important,
    monotone: 'none',
    required: true,
    options: options.map((o) => ({ value: o, label: o })),
    default: options[0],
  }
}

export function remark(): TextAttr {
  return {
    key: 'remark',
    kind: 'text',
    label: '其他说明',
    priced: false,
    important: false,
    monotone: 'none',
    required: false,
    maxLength: 140,
  }
}

/** Attributes every game ends with: risk flags and a free-text remark. */
export function commonTail(): AttributeDef[] {
  return [...riskFlags(), remark()]
}

/*
 * Builders for the priced assets every game declares: an asset the model prices only ever adds value, so
 * `priced` and `monotone: 'increasing'` are fixed here and a game file states just what differs.
 */

/** A counted asset, e.g. 英雄数量; important and optional unless the game says otherwise. */
export function pricedCount(
  key: string,
  label: string,
  max: number,
  unit: string,
  options: Partial<Pick<CountAttr, 'important' | 'required' | 'min' | 'weak' | 'thresholds' | 'help'>> = {},
): CountAttr {
  const { important = true, required = false, min = 0, ...rest } = options
  return { key, kind: 'count', label, priced: true, important, monotone: 'increasing', required, min, max, unit, ...rest }
}

/** An asset counted per tier (listed low → high), the question a game's value hangs on: required unless said. */
export function pricedTiers(key: string, label: string, unit: string, tiers: TiersAttr['tiers'], required = true): TiersAttr {
  return { key, kind: 'tiers', label, priced: true, important: true, monotone: 'increasing', required, unit, tiers }
}

/** Named items owned at a level (characters × 命座, weapons × 精炼, rare skins); optional, as owning none is common. */
export function pricedNamed(
  key: string,
  label: string,
  levels: { min: number; max: number; format: string },
  items: NamedAttr['items'],
  options: Partial<Pick<NamedAttr, 'bundleWith' | 'help'>> = {},
): NamedAttr {
  return {
    key,
    kind: 'named',
    label,
    priced: true,
    important: true,
    monotone: 'increasing',
    required: false,
    minLevel: levels.min,
    maxLevel: levels.max,
    levelFormat: levels.format,
    items,
    ...options,
  }
}
