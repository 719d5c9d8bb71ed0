import type { PlainRoute, RouteName } from './routes'
import type { Banner } from '../../server/src/contract/banner'
import { JumpPageType } from './navigation'
import { Colors } from './colors'
import { readableUnderWhite } from '../utils/contrast'

export { BANNER_INTER_PATH } from '../../server/src/contract/values/banner'
/** The contract's https rule: outer and third-party banners open only such an address. */
export { isHttpsUrl } from '../../server/src/contract/values/app-download'

/**
 * Home page constants: the client-side slogan override (spec section 1), the banner model and the entry cards
 * (spec sections 1 and 9). Texts are shown to the user as written here.
 */

/**
 * Usage counts (已累计估价 N 次, a game's N次估价) are shown from this many on: a small number (a fresh install, a
 * game few have valued) tells the visitor that nobody uses the app, which is worse than saying nothing.
 */
export const COUNT_SHOWN_FROM = 100

/** The slogan is overridden on the client: fixed title and span, and the three item titles replaced. */
export const SLOGAN_OVERRIDE = {
  title: '游戏账号估价',
  span: '基于真实成交数据的AI估价',
  itemTitles: ['真实成交', '估价区间', '价值拆解'],
  /**
   * The service item whose span goes under each title, by icon: the service lists 逐项估值 (icon model) before
   * 价格区间 (range), so pairing by position put each description under the other's title.
   */
  itemIcons: [['deal'], ['range'], ['model', 'split']],
} as const

/**
 * A home banner as the service sends it (operators edit them): title and subtitle over an image, or over a
 * two-colour gradient when it has none, and where a tap goes (jump type, page type, target).
 */
export type IndexBanner = Banner

/** Page opened by an inter jump, per jump page type (spec section 9). */
export const JUMP_PAGE_ROUTE: Record<JumpPageType, RouteName> = {
  [JumpPageType.EVALUATE]: 'evaluate',
  [JumpPageType.PURPOSE]: 'purpose',
  [JumpPageType.CHECK]: 'check',
  [JumpPageType.AUTH_EVALUATE]: 'authEvaluate',
}

export interface HomeEntry {
  key: string
  title: string
  desc: string
  route: PlainRoute
}

/** Entry cards of the home page (spec section 1's entry points). The first is the primary one. */
export const HOME_ENTRIES = [
  { key: 'evaluate', title: '账号估价', desc: '三种方式任选', route: 'evaluate' },
  { key: 'purpose', title: '找意向账号', desc: 'AI推荐合适账号', route: 'purpose' },
  { key: 'check', title: '我亏了吗', desc: '看看买贵了没有', route: 'check' },
  { key: 'deal-evaluate', title: '交易评估', desc: '成交前评估风险', route: 'dealEvaluate' },
  { key: 'deal-analyze', title: '市场分析', desc: '价格走势与热度', route: 'marketAnalysis' },
  { key: 'ai-creating', title: 'AI创作', desc: '生成账号介绍文案', route: 'aiCreating' },
] as const satisfies readonly HomeEntry[]

export type HomeEntryKey = (typeof HOME_ENTRIES)[number]['key']

/** The brand gradient, for a banner whose colours are missing or not plain hex colours. */
export const BANNER_DEFAULT_COLORS = [Colors.PRIMARY, '#1d4ed8'] as const

const HEX_COLOR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/

/**
 * The card background of a banner without an image; only plain hex colours from the data reach the style, each
 * darkened as far as its white title and subtitle need to read (`readableUnderWhite`).
 */
export function bannerGradient(colors: readonly string[] | undefined, angle = 120): string {
  const [a, b] = colors?.length === 2 && colors.every((c) => HEX_COLOR.test(c)) ? colors : BANNER_DEFAULT_COLORS
  return `linear-gradient(${angle}deg, ${readableUnderWhite(a)}, ${readableUnderWhite(b)})`
}

/** The home task entry (the spec's tracking name `index task`): the mission centre's daily sign-in. */
export const HOME_TASK = { title: '任务中心', desc: '每日签到领爱心值' } as const
