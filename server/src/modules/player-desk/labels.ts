import { InviteRewardState, PayScene, PayType, ReportKind, TerminalCode, type TerminalCodeValue } from '../../contract/values'
import type { PayOrderStatus } from '../../db/schema'

/** The Chinese names the console shows beside the codes a player's records keep. */

const named =
  <K extends string | number>(names: Record<K, string>, fallback: (key: K) => string) =>
  (key: K) =>
    (names as Record<string | number, string | undefined>)[key] ?? fallback(key)

export const terminalName = named<number>(
  {
    [TerminalCode.admin]: '管理后台',
    [TerminalCode.web]: 'H5 网页',
    [TerminalCode.android]: '安卓 App',
    [TerminalCode.ios]: 'iOS App',
    [TerminalCode.weixin]: '微信小程序',
    [TerminalCode.toutiao]: '抖音小程序',
  } satisfies Record<TerminalCodeValue, string>,
  (code) => `终端 ${code}`,
)

export const reportKindName = named<number>(
  { [ReportKind.VALUATION]: '估价', [ReportKind.PURPOSE]: '意向搜索', [ReportKind.CHECK]: '我亏了吗', [ReportKind.PK]: 'PK' },
  (kind) => `类型 ${kind}`,
)

export const paySceneName = named<number>(
  { [PayScene.EVALUATE_UNLOCK]: '估价报告解锁', [PayScene.INTENTION_UNLOCK]: '意向搜索解锁', [PayScene.PROFIT_UNLOCK]: '我亏了吗解锁' },
  (scene) => `场景 ${scene}`,
)

export const payTypeName = named<number>(
  { [PayType.WEIXIN]: '微信支付', [PayType.ZHIFUBAO]: '支付宝', [PayType.COUPON]: '解锁券' },
  (type) => `方式 ${type}`,
)

export const orderStatusText = named<PayOrderStatus>(
  { created: '待支付', paid: '已支付', closed: '已关闭', refunded: '已退款' },
  (status) => status,
)

export const couponSourceName = named<string>(
  {
    invitation: '邀请奖励',
    help: '助力',
    mission: '任务',
    draw: '抽奖',
    grant: '运营发放',
    compensation: '客服补偿',
    activity: '活动',
    love: '爱心值兑换',
  },
  (source) => source,
)

export const couponStateText = { usable: '可用', used: '已使用', revoked: '已撤销', expired: '已过期' } as const

export const inviteRewardText = named<number>(
  {
    [InviteRewardState.WAITING]: '待首次估价',
    [InviteRewardState.REWARDED]: '已奖励',
    [InviteRewardState.NOT_ELIGIBLE]: '已估价，该号码曾计过奖励',
  },
  (state) => `状态 ${state}`,
)
