import { checkConfigFields } from './config-fields'

/**
 * How users reach customer service besides the in-app feedback page (意见反馈, always offered and the default
 * channel): the public global-config entry `app.support`, JSON `{"email": "…", "phone": "…", "wechat": "…", "qq": "…",
 * "hours": "…"}` (every field optional). The service refuses a bad value at `config:set`
 * (modules/config/support-contact.ts); the app reads it with the same rules and drops any field that breaks them, so
 * a placeholder or a typo never reaches users.
 */
export const SUPPORT_CONFIG_KEY = 'app.support'

export interface SupportContact {
  /** 客服邮箱. */
  email?: string
  /** 客服电话: a mainland mobile, a landline (010-12345678) or a 400/800 number. */
  phone?: string
  /** 客服微信号 (letter first, 6-20 letters, digits, - or _). */
  wechat?: string
  /** 客服QQ (or QQ group) number. */
  qq?: string
  /** 服务时间, e.g. 每日 9:00-21:00. */
  hours?: string
}

export const SUPPORT_CONTACT_FIELDS = ['email', 'phone', 'wechat', 'qq', 'hours'] as const

const RULES: Record<(typeof SUPPORT_CONTACT_FIELDS)[number], { test: (v: string) => boolean; expected: string }> = {
  email: {
    // Reserved example domains are the placeholders this entry replaces: never shown to users.
    test: (v) => v.length <= 64 && /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(v) && !/\.(example|invalid|test|localhost)$/i.test(v),
    expected: '不超过 64 个字符的邮箱地址（不能是 example、test 等示例域名）',
  },
  phone: {
    test: (v) => /^1[3-9]\d{9}$/.test(v) || /^0\d{2,3}-?\d{7,8}$/.test(v) || /^[48]00-?\d{3}-?\d{4}$/.test(v),
    expected: '手机号、座机（如 010-12345678）或 400/800 号码',
  },
  wechat: { test: (v) => /^[A-Za-z][-_A-Za-z0-9]{5,19}$/.test(v), expected: '微信号：字母开头，共 6-20 位字母、数字、- 或 _' },
  qq: { test: (v) => /^[1-9]\d{4,11}$/.test(v), expected: '5-12 位数字的 QQ 号或群号' },
  hours: { test: (v) => v.trim().length > 0 && v.length <= 40, expected: '1-40 个字' },
}

/** Each field in the operators' words (the console's form, the problems below). */
export const SUPPORT_CONTACT_LABELS: Record<(typeof SUPPORT_CONTACT_FIELDS)[number], string> = {
  email: '客服邮箱',
  phone: '客服电话',
  wechat: '客服微信',
  qq: '客服 QQ',
  hours: '服务时间',
}

/** Checks a parsed `app.support` value: the fields that pass, and a problem for each one that does not. */
export function checkSupportContact(raw: unknown): { contact: SupportContact; problems: string[] } {
  const { values, problems } = checkConfigFields(raw, {
    key: SUPPORT_CONFIG_KEY,
    fields: SUPPORT_CONTACT_FIELDS,
    accepts: (field, value): value is string => typeof value === 'string' && RULES[field].test(value),
    problem: (field) => `${field}（${SUPPORT_CONTACT_LABELS[field]}）须为${RULES[field].expected}`,
  })
  return { contact: values, problems }
}
