import { Type, type Static, type TProperties, type TSchema } from '@sinclair/typebox'
import { Invitee } from '../invitation'
import { LoveEntry } from '../mission'
import { AuditQuery } from './audit'
import { ConsoleRule } from './values'

/** 玩家 (issue 37 point 5): lookup, the player's page and its sections. Phone numbers are always masked here. */

const Ms = (description: string) => Type.Integer({ description: `${description}，UTC 毫秒` })
const MsOrNull = (description: string) => Type.Union([Ms(description), Type.Null()])
const Fen = (description: string) => Type.Integer({ description: `${description}，单位分` })
const Text = (description: string) => Type.String({ description })
const TextOrNull = (description: string) => Type.Union([Type.String({ description }), Type.Null()])

export const PlayerUid = Type.String({ pattern: '^[0-9A-Za-z]{1,32}$', description: '用户 uid' })

export const PlayerSearchBody = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 64, description: '手机号（中国大陆，精确）、UID、邀请码或报告编号' }),
})
export type PlayerSearchBody = Static<typeof PlayerSearchBody>

export const PlayerMatch = Type.Union([Type.Literal('phone'), Type.Literal('uid'), Type.Literal('inviteCode'), Type.Literal('reportId')], {
  description: 'phone 手机号，uid，inviteCode 邀请码，reportId 报告编号',
})
export type PlayerMatch = Static<typeof PlayerMatch>

export const PlayerSummary = Type.Object({
  uid: Type.String(),
  nickname: Type.String(),
  phone: Text('脱敏手机号（138****0000），无手机号为空串'),
  createdAt: Ms('注册时间'),
  deleted: Type.Boolean({ description: '已注销' }),
  matchedBy: PlayerMatch,
})
export type PlayerSummary = Static<typeof PlayerSummary>

export const PlayerSearchData = Type.Object({ list: Type.Array(PlayerSummary) })
export type PlayerSearchData = Static<typeof PlayerSearchData>

export const PlayerUidQuery = Type.Object({ uid: PlayerUid })
export type PlayerUidQuery = Static<typeof PlayerUidQuery>

export const PlayerProfile = Type.Object({
  uid: Type.String(),
  nickname: Type.String(),
  phone: Text('脱敏手机号，无手机号为空串；完整号码只能通过 pii/unmask 查看'),
  hasPhone: Type.Boolean(),
  inviteCode: Type.String(),
  createdAt: Ms('注册时间'),
  source: Text('注册渠道'),
  terminal: Type.Integer({ description: '注册终端 1-6' }),
  terminalName: Type.String(),
  identities: Type.Array(Type.String(), { description: '已绑定的小程序身份：weixin、toutiao 等（不含 openid）' }),
  deletedAt: MsOrNull('注销时间；未注销为 null'),
  realName: Type.Object({
    verified: Type.Boolean(),
    name: TextOrNull('脱敏姓名（张*），未认证为 null；从不返回身份证号'),
    verifiedAt: MsOrNull('认证时间'),
  }),
  minor: Type.Object({
    isMinor: Type.Boolean({ description: '实名认证显示未满 18 岁，且尚未成年' }),
    until: MsOrNull('满 18 岁的时间'),
  }),
  inviter: Type.Union([Type.Object({ uid: Type.String(), nickname: Type.String(), invitedAt: MsOrNull('绑定时间') }), Type.Null()]),
  lastLoginAt: MsOrNull('最近登录'),
  lastSeenAt: MsOrNull('最近活跃（最近一次换取令牌）'),
  liveSessions: Type.Integer({ description: '有效登录数' }),
  loveBalance: Type.Integer({ description: '爱心值余额' }),
  usableCoupons: Type.Integer({ description: '可用解锁券' }),
})
export type PlayerProfile = Static<typeof PlayerProfile>

/** A section's query: the player and a page, numbers as digit strings (query strings arrive as text). */
const PageFields = Type.Pick(AuditQuery, ['page', 'pageSize'])
export const PlayerPageQuery = Type.Composite([PlayerUidQuery, PageFields])
export type PlayerPageQuery = Static<typeof PlayerPageQuery>

export const PlayerHelpsQuery = Type.Composite([
  PlayerUidQuery,
  PageFields,
  Type.Object({
    direction: Type.Union([Type.Literal('given'), Type.Literal('received')], { description: 'given 助力别人，received 收到助力' }),
  }),
])
export type PlayerHelpsQuery = Static<typeof PlayerHelpsQuery>

const PageOf = <T extends TSchema, E extends TProperties = Record<never, never>>(row: T, extra: E = {} as E) =>
  Type.Object({ ...extra, list: Type.Array(row), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() })

export const PlayerSession = Type.Object({
  id: Type.Integer({ description: '这次登录的编号（非令牌）' }),
  terminal: Type.Union([Type.Integer(), Type.Null()], { description: '登录终端 1-6；较早的登录未记录为 null' }),
  terminalName: Type.String(),
  loginAt: Ms('登录时间'),
  lastSeenAt: Ms('最近活跃（最近一次换取令牌）'),
  expiresAt: Ms('刷新令牌到期时间'),
  state: Type.Union([Type.Literal('live'), Type.Literal('revoked'), Type.Literal('expired')], {
    description: 'live 有效，revoked 已退出，expired 已过期',
  }),
  revokedAt: MsOrNull('退出时间'),
})
export type PlayerSession = Static<typeof PlayerSession>
export const PlayerSessionsData = PageOf(PlayerSession)
export type PlayerSessionsData = Static<typeof PlayerSessionsData>

export const PlayerReport = Type.Object({
  id: Text('报告编号'),
  kind: Type.Integer({ description: '1 估价，2 意向搜索，3 我亏了吗，4 PK' }),
  kindName: Type.String(),
  gameName: TextOrNull('游戏'),
  level: TextOrNull('等级'),
  createdAt: Ms('生成时间'),
  estimateFen: Type.Union([Fen('估价（我亏了吗为当前价值）'), Type.Null()]),
  lock: Type.Union([Type.Literal('generating'), Type.Literal('failed'), Type.Literal('locked'), Type.Literal('unlocked')]),
  lockText: Text('生成中 / 生成失败 / 未解锁 / 已解锁'),
  unlockVia: Type.Union([
    Type.Literal('pay'),
    Type.Literal('coupon'),
    Type.Literal('help'),
    Type.Literal('report'),
    Type.Literal('sources'),
    Type.Literal('other'),
    Type.Null(),
  ]),
  unlockViaText: TextOrNull('支付 / 券 / 助力 / 随估价报告 / 随两份报告 / 其他'),
  unlockRef: TextOrNull('支付的订单号、券编号或助力码'),
  unlockedAt: MsOrNull('解锁时间'),
  deleted: Type.Boolean({ description: '玩家已删除' }),
})
export type PlayerReport = Static<typeof PlayerReport>
export const PlayerReportsData = PageOf(PlayerReport)
export type PlayerReportsData = Static<typeof PlayerReportsData>

export const PlayerOrder = Type.Object({
  orderNo: Type.String(),
  reportId: Type.String(),
  scene: Type.Integer(),
  sceneName: Type.String(),
  payType: Type.Integer(),
  payTypeName: Type.String(),
  provider: Type.String(),
  amountFen: Fen('实付'),
  status: Type.String({ description: 'created / paid / closed / refunded' }),
  statusText: Type.String(),
  refundState: TextOrNull('pending / processing / done / failed'),
  createdAt: Ms('下单时间'),
  paidAt: MsOrNull('支付时间'),
  refundedAt: MsOrNull('退款时间'),
})
export type PlayerOrder = Static<typeof PlayerOrder>
export const PlayerOrdersData = PageOf(PlayerOrder)
export type PlayerOrdersData = Static<typeof PlayerOrdersData>

export const PlayerCoupon = Type.Object({
  id: Type.Integer(),
  source: Type.String(),
  sourceName: Type.String(),
  state: Type.Union([Type.Literal('usable'), Type.Literal('used'), Type.Literal('revoked'), Type.Literal('expired')]),
  stateText: Type.String(),
  createdAt: Ms('发放时间'),
  expiresAt: MsOrNull('到期时间；不过期为 null'),
  usedAt: MsOrNull('使用时间'),
  usedOrderNo: TextOrNull('使用时的订单号'),
  usedReportId: TextOrNull('解锁的报告'),
  note: TextOrNull('发放原因'),
  grantedBy: TextOrNull('发放人'),
  revokedAt: MsOrNull('撤销时间'),
  revokedBy: TextOrNull('撤销人'),
  revokeReason: TextOrNull('撤销原因'),
})
export type PlayerCoupon = Static<typeof PlayerCoupon>
export const PlayerCouponsData = PageOf(PlayerCoupon, { usable: Type.Integer({ description: '当前可用张数' }) })
export type PlayerCouponsData = Static<typeof PlayerCouponsData>

/** The love value ledger as the player's own 爱心值明细 shows it. */
export const PlayerLoveEntry = LoveEntry
export type PlayerLoveEntry = Static<typeof PlayerLoveEntry>
export const PlayerLoveData = PageOf(PlayerLoveEntry, { balance: Type.Integer({ description: '当前余额' }) })
export type PlayerLoveData = Static<typeof PlayerLoveData>

const OtherPlayer = Type.Object({ uid: Type.String(), nickname: Type.String() })

export const PlayerHelp = Type.Object({
  id: Type.Integer(),
  reportId: Type.String(),
  createdAt: Ms('助力时间'),
  other: Type.Union([OtherPlayer, Type.Null()], { description: 'given：报告主人；received：助力者' }),
  reportUnlocked: Type.Boolean(),
  unlockedByHelp: Type.Boolean({ description: '报告因助力解锁' }),
})
export type PlayerHelp = Static<typeof PlayerHelp>
export const PlayerHelpsData = PageOf(PlayerHelp)
export type PlayerHelpsData = Static<typeof PlayerHelpsData>

/** An invitee as the inviter's own page lists them, with the reward state in words. */
export const PlayerInvitee = Type.Composite([Invitee, Type.Object({ rewardStateText: Type.String() })])
export type PlayerInvitee = Static<typeof PlayerInvitee>
export const PlayerInvitationsData = PageOf(PlayerInvitee, { rewardCoupons: Type.Integer({ description: '邀请获得的券' }) })
export type PlayerInvitationsData = Static<typeof PlayerInvitationsData>

export const PlayerPrize = Type.Object({
  id: Type.Integer(),
  activityTitle: Type.String(),
  prizeName: TextOrNull('奖品；未中奖为 null'),
  prizeType: Type.Union([Type.Integer({ description: '1 实物，2 红包，3 解锁券' }), Type.Null()]),
  amountFen: Fen('红包金额'),
  couponCount: Type.Integer(),
  state: Type.Integer(),
  stateText: Type.String(),
  createdAt: Ms('抽奖时间'),
  address: TextOrNull('收货人与地区（脱敏：张* 138****0000 省 市 区，不含详细地址）'),
  shipping: Type.Union([Type.Object({ carrier: Type.String(), trackingNo: Type.String(), shippedAt: Ms('发货时间') }), Type.Null()]),
})
export type PlayerPrize = Static<typeof PlayerPrize>
export const PlayerPrizesData = PageOf(PlayerPrize)
export type PlayerPrizesData = Static<typeof PlayerPrizesData>

export const PlayerFeedback = Type.Object({
  feedbackId: Type.Integer(),
  type: Type.Union([Type.Literal('feedback'), Type.Literal('bug')]),
  categoryLabel: Type.String(),
  content: Type.String(),
  status: Type.Integer(),
  statusLabel: Type.String(),
  replyCount: Type.Integer(),
  playerRead: Type.Boolean({ description: '玩家已读全部回复' }),
  lastReplyAt: MsOrNull('最近回复'),
  createdAt: Ms('提交时间'),
})
export type PlayerFeedback = Static<typeof PlayerFeedback>
export const PlayerFeedbackData = PageOf(PlayerFeedback)
export type PlayerFeedbackData = Static<typeof PlayerFeedbackData>

export const PlayerRevokeSessionsBody = Type.Object({
  uid: PlayerUid,
  reason: Type.String({ minLength: ConsoleRule.REASON_MIN, maxLength: ConsoleRule.REASON_MAX, description: '原因，记入审计日志' }),
})
export type PlayerRevokeSessionsBody = Static<typeof PlayerRevokeSessionsBody>

export const PlayerRevokeSessionsData = Type.Object({ revoked: Type.Integer({ description: '结束的有效登录数' }) })
export type PlayerRevokeSessionsData = Static<typeof PlayerRevokeSessionsData>
