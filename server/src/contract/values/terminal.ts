import type { EnumValue } from './enum'

/** Terminal codes (spec section 3), sent by the app in the `terminal` header. */
export const TerminalCode = { admin: 1, web: 2, android: 3, ios: 4, weixin: 5, toutiao: 6 } as const
export type TerminalName = keyof typeof TerminalCode
export type TerminalCodeValue = EnumValue<typeof TerminalCode>
