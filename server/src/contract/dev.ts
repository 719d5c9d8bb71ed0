import { Type, type Static } from '@sinclair/typebox'
import { Phone, TelCode } from './common'

/** Development-only helpers (absent when NODE_ENV=production). */
export const SmsInboxQuery = Type.Object({
  phone: Phone,
  telCode: Type.Optional(TelCode),
})
export type SmsInboxQuery = Static<typeof SmsInboxQuery>

export const SmsInboxData = Type.Object({ code: Type.String() })
export type SmsInboxData = Static<typeof SmsInboxData>

export const PxLoginKeyBody = Type.Object({
  phone: Phone,
  telCode: Type.Optional(TelCode),
})
export type PxLoginKeyBody = Static<typeof PxLoginKeyBody>

export const PxLoginKeyData = Type.Object({ pxLoginKey: Type.String() })
export type PxLoginKeyData = Static<typeof PxLoginKeyData>
