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
    expected: 'an e-mail address of at most 64 characters (not an example/test domain)',
  },
  phone: {
    test: (v) => /^1[3-9]\d{9}$/.test(v) || /^0\d{2,3}-?\d{7,8}$/.test(v) || /^[48]00-?\d{3}-?\d{4}$/.test(v),
    expected: 'a mainland mobile, a landline like 010-12345678 or a 400/800 number',
  },
  wechat: { test: (v) => /^[A-Za-z][-_A-Za-z0-9]{5,19}$/.test(v), expected: 'a WeChat id: a letter, then 5-19 letters, digits, - or _' },
  qq: { test: (v) => /^[1-9]\d{4,11}$/.test(v), expected: 'a QQ number of 5-12 digits' },
  hours: { test: (v) => v.trim().length > 0 && v.length <= 40, expected: 'text of at most 40 characters' },
}

/** Checks a parsed `app.support` value: the fields that pass, and a problem for each one that does not. */
export function checkSupportContact(raw: unknown): { contact: SupportContact; problems: string[] } {
  const { values, problems } = checkConfigFields(raw, {
    key: SUPPORT_CONFIG_KEY,
    fields: SUPPORT_CONTACT_FIELDS,
    accepts: (field, value): value is string => typeof value === 'string' && RULES[field].test(value),
    problem: (field) => `${field} must be ${RULES[field].expected}`,
  })
  return { contact: values, problems }
}
