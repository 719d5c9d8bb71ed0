import type { PlainRoute } from './routes'
import { AccountLoginType, AuthKind, EvaluateType, ScanType } from './valuation'
import { LINK_PLATFORMS, OWN_LINK_SOURCE } from '../../server/src/contract/values/links'
import { propsMethodDesc } from './game-copy'

/** Help links of the flow's goods-link and camp-id stages. */
export const GOODS_LINK_HELP = { text: '如何获取链接', route: 'getLinkGuide' } as const
export const CAMP_ID_HELP = { text: '如何获取营地ID', route: 'campIdGuide' } as const

/** Texts of the valuation tab's method step (spec section 9: evaluate types and auth kinds). */
export const EVALUATE_METHODS: readonly {
  type: EvaluateType
  title: string
  desc: string
  tag?: string
  help?: { text: string; route: PlainRoute }
}[] = [
  {
    type: EvaluateType.LINK,
    title: '链接估价',
    desc: '粘贴交易平台的商品链接，快速出价',
    help: GOODS_LINK_HELP,
  },
  // The view words it with the picked game's assets (propsMethodDesc).
  { type: EvaluateType.PROPS, title: '属性估价', desc: propsMethodDesc([]) },
  { type: EvaluateType.AUTH, title: '授权估价', desc: '授权读取账号数据，估价最准确', tag: '推荐' },
]

/**
 * The ways to authorize an account (spec: auth kinds 1 scan, 2 account, 3 camp id; scan types 1 QQ, 2 WeChat). A
 * scan is offered once per app that can scan: 微信扫码 only for a game whose accounts can be WeChat accounts (the
 * service's `scanTypes` of the game, see `authKindsFor`).
 */
export interface AuthChoice {
  kind: AuthKind
  /** The app a scan (kind 1) is made with. */
  scanType?: ScanType
  title: string
  desc: string
  help?: { text: string; route: PlainRoute }
}

export const AUTH_KINDS: readonly AuthChoice[] = [
  { kind: AuthKind.QQ_SCAN, scanType: ScanType.QQ, title: 'QQ扫码', desc: '用手机QQ扫码授权' },
  { kind: AuthKind.QQ_SCAN, scanType: ScanType.WECHAT, title: '微信扫码', desc: '用微信扫码授权（微信区账号）' },
  { kind: AuthKind.ACCOUNT, title: '账号登录', desc: '用游戏账号登录授权' },
  {
    kind: AuthKind.CAMP_ID,
    title: '营地ID',
    desc: '填写营地ID读取战绩',
    help: CAMP_ID_HELP,
  },
]

/**
 * The ways to authorize an account of a game that offers these scan types (QQ only when the game is not known) and,
 * where it has a 营地 app (`campId`), its 营地ID.
 */
export function authKindsFor(scanTypes: readonly number[] = [ScanType.QQ], campId = false): AuthChoice[] {
  return AUTH_KINDS.filter((k) => (k.kind === AuthKind.CAMP_ID ? campId : k.scanType === undefined || scanTypes.includes(k.scanType)))
}

/** The choice a page query names: a scan without a scan type is a QQ scan. */
export function authChoiceOf(kind: number | null, scanType: number | null): AuthChoice | undefined {
  const scan = kind === AuthKind.QQ_SCAN ? (scanType ?? ScanType.QQ) : undefined
  return AUTH_KINDS.find((k) => k.kind === kind && k.scanType === scan)
}

export const ACCOUNT_LOGIN_TYPES: readonly { type: AccountLoginType; title: string }[] = [
  { type: AccountLoginType.PASSWORD, title: '密码登录' },
  { type: AccountLoginType.CODE, title: '验证码登录' },
]

/** Under the link input: the links that are read, from the list the 如何获取链接 guide names (the contract's). */
export const GOODS_LINK_HINT = `支持${OWN_LINK_SOURCE}的商品链接，以及${LINK_PLATFORMS.join('、')}已收录商品的链接，可直接粘贴分享文案。`
