import { Type, type Static } from '@sinclair/typebox'

/** Development-only helpers (absent when NODE_ENV=production). */
export const SmsInboxData = Type.Object({ code: Type.String() })
export type SmsInboxData = Static<typeof SmsInboxData>

export const PxLoginKeyData = Type.Object({ pxLoginKey: Type.String() })
export type PxLoginKeyData = Static<typeof PxLoginKeyData>
