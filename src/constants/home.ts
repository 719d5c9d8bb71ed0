import type { PlainRoute, RouteName } from './routes'
import { JumpPageType, JumpType, IndexBannerId } from './navigation'

/**
 * Home page constants: the client-side slogan override (spec section 1), the index banners and the entry
 * cards (spec sections 1 and 9). Texts are shown to the user as written here.
 */

/** The slogan is overridden on the client: fixed title and span, and the three item titles replaced. */
export const SLOGAN_OVERRIDE = {
  title: '游戏账号估价',
  span: '基于真实成交数据的AI估价',
  itemTitles: ['真实成交', '估价区间', '价值拆解'],
} as const

export interface IndexBanner {
  id: (typeof IndexBannerId)[keyof typeof IndexBannerId]
  title: string
  desc: string
  jumpType: JumpType
  /** For inter jumps: which app page opens. */
  jumpPage?: JumpPageType
  /** For outer/third jumps: the address opened in the webview. */
  url?: string
  /** Two-stop gradient of the card. */
  colors: [string, string]
}

/** The three index banners (spec section 9: 1 asset value, 2 AI training, 3 buying). */
export const INDEX_BANNERS: readonly IndexBanner[] = [
  {
    id: IndexBannerId.ASSET_VALUE,
    title: '你的账号值多少钱？',
    desc: '一键估出账号资产价值',
    jumpType: JumpType.INTER,
    jumpPage: JumpPageType.EVALUATE,
    colors: ['#1677ff', '#4f9bff'],
  },
  {
    id: IndexBannerId.AI_TRAINING,
    title: 'AI估价模型持续训练中',
    desc: '授权估价，结果更精准',
    jumpType: JumpType.INTER,
    jumpPage: JumpPageType.AUTH_EVALUATE,
    colors: ['#5b5bd6', '#8a7bff'],
  },
  {
    id: IndexBannerId.BUYING,
    title: '想买号？先看行情',
    desc: 'AI为你匹配意向账号',
    jumpType: JumpType.INTER,
    jumpPage: JumpPageType.PURPOSE,
    colors: ['#ff7d00', '#ffa940'],
  },
]

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
  /** Shown as the card's icon glyph. */
  glyph: string
  color: string
}

/** Entry cards of the home page (spec section 1's entry points). The first is the primary one. */
export const HOME_ENTRIES: readonly HomeEntry[] = [
  { key: 'evaluate', title: '账号估价', desc: '三种方式任选', route: 'evaluate', glyph: '估', color: '#1677ff' },
  { key: 'purpose', title: '找意向账号', desc: 'AI推荐合适账号', route: 'purpose', glyph: '找', color: '#00b578' },
  { key: 'check', title: '我亏了吗', desc: '看看买贵了没有', route: 'check', glyph: '亏', color: '#ff7d00' },
  { key: 'deal-evaluate', title: '交易评估', desc: '成交前评估风险', route: 'dealEvaluate', glyph: '评', color: '#7b61ff' },
  { key: 'deal-analyze', title: '市场分析', desc: '价格走势与热度', route: 'marketAnalysis', glyph: '析', color: '#f54a45' },
  { key: 'ai-creating', title: 'AI创作', desc: '生成账号介绍文案', route: 'aiCreating', glyph: 'AI', color: '#13c2c2' },
]
