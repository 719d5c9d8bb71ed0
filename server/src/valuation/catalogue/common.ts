import type { AttributeDef, EnumAttr, FlagAttr, TextAttr } from './types'

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
