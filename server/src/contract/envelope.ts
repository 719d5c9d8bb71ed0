import { Type, type Static, type TSchema } from '@sinclair/typebox'

/** Every response: `{ code, msg, data }`. `code` 200 is success; see docs/api.md for the others. */
export const Envelope = <T extends TSchema>(data: T, description?: string) =>
  Type.Object(
    {
      code: Type.Integer({ description: '业务码，200 为成功' }),
      msg: Type.String(),
      data,
    },
    description ? { description } : {},
  )

export interface Envelope<T> {
  code: number
  msg: string
  data: T
}

/** A failure: same envelope, `data` is null. */
export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Null(),
})
export type ErrorEnvelope = Static<typeof ErrorEnvelope>

/** For calls whose success carries no data. */
export const NoData = Type.Null()
export type NoData = Static<typeof NoData>

/** For calls that take no parameters: any JSON object (or no body) is accepted and ignored. */
export const EmptyBody = Type.Object({})
export type EmptyBody = Static<typeof EmptyBody>
