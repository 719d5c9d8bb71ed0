import { Type, type Static } from '@sinclair/typebox'

export const UserBaseInfo = Type.Object({
  id: Type.Integer(),
  uid: Type.String(),
  nickname: Type.String(),
  avatar: Type.String(),
  phone: Type.String({ description: '脱敏手机号，如 138****0000；无手机号时为空串' }),
  source: Type.String(),
  invite_uid: Type.Union([Type.String(), Type.Null()]),
  isNewPxb: Type.Integer(),
  realNameStatus: Type.Integer({ description: '0 未实名，1 已实名' }),
  wx_xcx_openid: Type.String({ description: '用户在微信小程序的 openid（用微信小程序登录过才有）；没有时为空串' }),
})
export type UserBaseInfo = Static<typeof UserBaseInfo>

export const UserInfoData = Type.Object({ user_base_info: UserBaseInfo })
export type UserInfoData = Static<typeof UserInfoData>

export const RealNameStatusData = Type.Object({
  status: Type.Integer({ description: '0 未实名，1 已实名' }),
  name: Type.String({ description: '脱敏姓名，未实名时为空串' }),
  idNo: Type.String({ description: '脱敏身份证号，未实名时为空串' }),
})
export type RealNameStatusData = Static<typeof RealNameStatusData>

export const RealNameVerifyBody = Type.Object({
  name: Type.String({ minLength: 2, maxLength: 20, description: '2-20 个汉字，可含间隔号 ·' }),
  idNo: Type.String({ minLength: 18, maxLength: 18, pattern: '^[0-9]{17}[0-9Xx]$', description: '18 位居民身份证号' }),
})
export type RealNameVerifyBody = Static<typeof RealNameVerifyBody>
