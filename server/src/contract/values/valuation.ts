import type { EnumValue } from './enum'

/** Valuation and authorization enumerations of spec sections 4 and 9. */

export const EvaluateType = { LINK: 1, PROPS: 2, AUTH: 3 } as const
export type EvaluateType = EnumValue<typeof EvaluateType>

/** Result codes of an authorization step (spec section 4). */
export const AuthResultCode = {
  SUCCESS: 200,
  EMAIL_CODE_NEEDED: 2000,
  PHONE_CODE_NEEDED: 2001,
  CAPTCHA_NEEDED: 2002,
  LOGIN_AGAIN: 2003,
  CODE_EXPIRED: 3209,
} as const
export type AuthResultCode = EnumValue<typeof AuthResultCode>

export const AuthKind = { QQ_SCAN: 1, ACCOUNT: 2, CAMP_ID: 3 } as const
export type AuthKind = EnumValue<typeof AuthKind>

export const AccountLoginType = { PASSWORD: 1, CODE: 2 } as const
export type AccountLoginType = EnumValue<typeof AccountLoginType>

export const ScanType = { QQ: 1, WECHAT: 2 } as const
export type ScanType = EnumValue<typeof ScanType>

export const SimilarListType = { EVALUATE: 1, PURPOSE: 2, CHECK: 3, SIMILAR: 4 } as const
export type SimilarListType = EnumValue<typeof SimilarListType>

export const PurposeSearchType = { LINK: 1, PROPS: 2, REPORT: 3 } as const
export type PurposeSearchType = EnumValue<typeof PurposeSearchType>

/**
 * Who the did-I-lose check is for (the question flow's trader identity): a buyer compares the price paid with
 * today's value, a seller the price sold for. Absent in a request means buyer (the check before identities).
 */
export const TraderIdentity = { BUYER: 1, SELLER: 2 } as const
export type TraderIdentity = EnumValue<typeof TraderIdentity>

export const CompareMode = { ORIGIN: 0, TARGET: 1 } as const
export type CompareMode = EnumValue<typeof CompareMode>
