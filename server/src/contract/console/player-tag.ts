import { Type, type Static } from '@sinclair/typebox'

/** A player as a console list names them: ids and the masked phone (the full number only through pii/unmask). */
export const PlayerTag = Type.Object({
  userId: Type.Integer(),
  uid: Type.String(),
  phone: Type.String({ description: '脱敏手机号，如 138****0000；未绑定为空字符串' }),
})
export type PlayerTag = Static<typeof PlayerTag>
