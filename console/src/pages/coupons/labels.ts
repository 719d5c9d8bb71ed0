import type { CouponLedgerKind, CouponState, RecipientOutcome } from '../../../../server/src/contract/console'
import { COUPON_SOURCE_TEXT, GRANT_SOURCES, type CouponSource } from '../../../../server/src/contract/values/coupons'

/** A label and the antd tag colour it shows in. */
interface Shown {
  label: string
  color: string
}

export const sourceOptions = GRANT_SOURCES.map((s) => ({ value: s, label: COUPON_SOURCE_TEXT[s] }))
export const sourceLabel = (source: string): string => COUPON_SOURCE_TEXT[source as CouponSource] ?? source

export const OUTCOMES: Record<RecipientOutcome, Shown> = {
  ready: { label: '可发放', color: 'blue' },
  granted: { label: '已发放', color: 'green' },
  invalid: { label: '格式不对', color: 'red' },
  duplicate: { label: '重复', color: 'orange' },
  notFound: { label: '未找到用户', color: 'red' },
  overCap: { label: '超出额度', color: 'orange' },
}

export const LEDGER_KINDS: Record<CouponLedgerKind, Shown> = {
  grant: { label: '发放', color: 'blue' },
  spend: { label: '使用', color: 'green' },
  revoke: { label: '撤销', color: 'red' },
  expire: { label: '过期', color: 'default' },
}

export const COUPON_STATES: Record<CouponState, Shown> = {
  usable: { label: '未使用', color: 'blue' },
  used: { label: '已使用', color: 'green' },
  revoked: { label: '已撤销', color: 'red' },
  expired: { label: '已过期', color: 'default' },
}
