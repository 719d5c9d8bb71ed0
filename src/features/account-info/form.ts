import { ContactType, UnlockPerfectStatus } from '@/constants/report'

/** Validation of the complete-information form; the service checks the same rules (40000 naming the field). */
export const CompleteText = {
  REGION_EMPTY: '请填写区服',
  CONTACT_EMPTY: '请填写联系方式',
  DESC_TOO_LONG: '账号简介不能超过200字',
  SAVED: '保存成功',
  SAVE_FAILED: '保存失败，请稍后重试',
  NO_REPORT: '缺少报告信息，请从估价报告进入',
  LOAD_FAILED: '账号信息加载失败',
} as const

export const CONTACT_OPTIONS: { type: ContactType; label: string; placeholder: string; re: RegExp; error: string }[] = [
  {
    type: ContactType.WECHAT,
    label: '微信',
    placeholder: '请输入微信号',
    re: /^[A-Za-z][-_A-Za-z0-9]{5,19}$/,
    error: '请输入正确的微信号（字母开头，6-20位）',
  },
  { type: ContactType.QQ, label: 'QQ', placeholder: '请输入QQ号', re: /^[1-9]\d{4,11}$/, error: '请输入正确的QQ号' },
  { type: ContactType.PHONE, label: '手机号', placeholder: '请输入手机号', re: /^1[3-9]\d{9}$/, error: '请输入正确的手机号' },
]

export const DESCRIPTION_MAX = 200

/** The seller's contact is theirs alone: the service never shows it to anyone else, the app says so where it is typed. */
export const CONTACT_PRIVATE_HINT = '仅你自己可见，不会出现在商品页或任何公开页面'

/**
 * The contact as the owner's own pages show it: enough to recognise, not enough to read off a shared screenshot
 * (`wxid_abc123` → `wx*******23`, `13800008000` → `138****8000`).
 */
export function maskContact(contact: string): string {
  const c = contact.trim()
  if (/^1\d{10}$/.test(c)) return `${c.slice(0, 3)}****${c.slice(-4)}`
  if (c.length <= 4) return `${c.slice(0, 1)}***`
  return `${c.slice(0, 2)}${'*'.repeat(c.length - 4)}${c.slice(-2)}`
}

export const PERFECT_TEXT: Record<number, string> = {
  [UnlockPerfectStatus.MUST]: '估价缺少必填属性，需要完善账号信息后才能发布',
  [UnlockPerfectStatus.CAN]: '完善区服、联系方式并确认属性后，即可发布到市场',
  [UnlockPerfectStatus.NOT_YET]: '报告生成中，生成后再来完善',
  [UnlockPerfectStatus.NO_NEED]: '账号信息已完善，可随时修改',
}

export interface CompleteForm {
  serverRegion: string
  contactType: ContactType
  contact: string
  description: string
}

export function formErrors(f: CompleteForm): Partial<Record<'serverRegion' | 'contact' | 'description', string>> {
  const out: Partial<Record<'serverRegion' | 'contact' | 'description', string>> = {}
  if (!f.serverRegion.trim()) out.serverRegion = CompleteText.REGION_EMPTY
  const contact = f.contact.trim()
  const rule = CONTACT_OPTIONS.find((o) => o.type === f.contactType) ?? CONTACT_OPTIONS[0]
  if (!contact) out.contact = CompleteText.CONTACT_EMPTY
  else if (!rule.re.test(contact)) out.contact = rule.error
  if (Array.from(f.description.trim()).length > DESCRIPTION_MAX) out.description = CompleteText.DESC_TOO_LONG
  return out
}
