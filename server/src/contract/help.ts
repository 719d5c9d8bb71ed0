import { Type, type Static } from '@sinclair/typebox'
import { HELP_CODE_PATTERN } from './values/help'

/**
 * Friend help: the owner of a locked report shares a help link or mini-program code; friends who are logged in
 * help once each; at the configured number of helps the report unlocks (`unlocked_by` help). A report is named
 * to helpers by its numeric help code, never by its id, so a scene `1_<code>_<inviteCode>` fits a mini-program.
 */
export const HelpCode = Type.String({
  pattern: HELP_CODE_PATTERN,
  description: '报告助力码（15 位数字；此前生成的 8 位码在有效期内仍可用）',
})

export const Helper = Type.Object({
  nickname: Type.String({ description: '脱敏昵称' }),
  avatar: Type.String(),
  helpedAt: Type.Integer({ description: '助力时间，UTC 毫秒' }),
})
export type Helper = Static<typeof Helper>

export const HelpProgress = Type.Object({
  required: Type.Integer({ description: '解锁所需助力人数' }),
  count: Type.Integer({ description: '已助力人数' }),
  remaining: Type.Integer({ description: '还差几人' }),
  unlocked: Type.Boolean({ description: '报告是否已解锁（任何方式）' }),
  expired: Type.Boolean({ description: '助力是否已过期' }),
  expiresAt: Type.Integer({ description: '助力截止时间，UTC 毫秒' }),
  helpers: Type.Array(Helper, { description: '最近的助力好友，最多 10 位' }),
})
export type HelpProgress = Static<typeof HelpProgress>

export const HelpShareData = Type.Intersect([
  HelpProgress,
  Type.Object({
    code: Type.String({ description: '助力码' }),
    scene: Type.String({ description: '小程序码场景值：1_<助力码>_<邀请码>' }),
    path: Type.String({ description: 'H5 助力页路径（含 scene），拼在站点地址后即为分享链接' }),
    qrImage: Type.String({ description: '助力码图片（data URL）：小程序码，或 H5 助力页的二维码' }),
    qrKind: Type.Union([Type.Literal('weixin'), Type.Literal('douyin'), Type.Literal('link')], {
      description: 'weixin/douyin 小程序码；link 为 H5 链接二维码',
    }),
  }),
])
export type HelpShareData = Static<typeof HelpShareData>

export const HelpDetailBody = Type.Object({ code: HelpCode })
export type HelpDetailBody = Static<typeof HelpDetailBody>

export const HelpDetailData = Type.Intersect([
  HelpProgress,
  Type.Object({
    kind: Type.Integer({ description: '报告类型：1 估价，2 意向，3 我亏了吗' }),
    gameName: Type.String(),
    level: Type.Union([Type.String(), Type.Null()], { description: '报告等级（如有）' }),
    band: Type.Union([Type.String(), Type.Null()], { description: '价格区间概要（如有）' }),
    ownerNickname: Type.String({ description: '报告主人的脱敏昵称' }),
    mine: Type.Boolean({ description: '调用者是否为报告主人（需带登录令牌）' }),
    helpedByMe: Type.Boolean({ description: '调用者是否已助力（需带登录令牌）' }),
  }),
])
export type HelpDetailData = Static<typeof HelpDetailData>

/** val/valReportShare: valId is the help code from the scene or link. */
export const ReportShareHelpBody = Type.Object({ valId: HelpCode })
export type ReportShareHelpBody = Static<typeof ReportShareHelpBody>

export const ReportShareHelpData = Type.Object({
  count: Type.Integer(),
  required: Type.Integer(),
  remaining: Type.Integer(),
  unlocked: Type.Boolean({ description: '这次助力是否让报告解锁' }),
})
export type ReportShareHelpData = Static<typeof ReportShareHelpData>
