import { Type, type Static, type TProperties } from '@sinclair/typebox'

/** Headers the app sends on every call (spec section 7). Header names are lower-case on the server. */
export const ClientHeaders = Type.Object({
  authorization: Type.Optional(Type.String({ maxLength: 1024, description: '令牌原文，可带 "Bearer " 前缀' })),
  terminal: Type.Optional(Type.String({ pattern: '^[1-6]$', description: '终端：1 admin，2 web，3 android，4 ios，5 微信，6 抖音' })),
  channel: Type.Optional(
    Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$', description: '注册渠道，默认 h5-default' }),
  ),
  'va-app-version': Type.Optional(Type.String({ maxLength: 32 })),
  'va-visitor-id': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      pattern: '^[A-Za-z0-9_-]+$',
      description: '设备上的访客 id（App 生成 32 位），好友助力按设备限次',
    }),
  ),
})
export type ClientHeaders = Static<typeof ClientHeaders>

export const TelCode = Type.String({
  pattern: '^\\+?[0-9]{1,4}$',
  default: '86',
  description: '国家/地区区号，默认 86；86、+86、086、0086 是同一个区号',
})
/** Format per tel code is checked by the service (canonicalPhone, server/src/lib/phone.ts: libphonenumber-js; mainland 1[2-9]xxxxxxxxx). */
export const Phone = Type.String({ minLength: 5, maxLength: 15, pattern: '^[0-9]+$', description: '手机号' })
/** A phone number as verify/send and the dev helpers take it. */
export const PhoneBody = Type.Object({ phone: Phone, telCode: Type.Optional(TelCode) })
export type PhoneBody = Static<typeof PhoneBody>
export const InviteCode = Type.String({ minLength: 4, maxLength: 16, pattern: '^[0-9A-Za-z]+$', description: '邀请码' })
export const ValId = Type.String({ minLength: 1, maxLength: 64, description: '助力的估价报告 id' })
export const WxCode = Type.String({ minLength: 1, maxLength: 256, description: '小程序 login 返回的 code' })

/** 0 or 1 flags as the spec uses them. */

/**
 * The app's visitor id (the tracker's, kept across logout): on the share calls it lets the service tell the owner's
 * own device from a friend's. Optional; never shown or stored raw.
 */
export const VisitorId = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', description: '设备访客 id（与埋点相同）' })

/** A share call's body: its own fields and the caller's optional visitor id. */
export const withVisitorId = <P extends TProperties>(fields: P) => Type.Object({ ...fields, visitorId: Type.Optional(VisitorId) })
