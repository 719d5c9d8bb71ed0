import type { CompareData } from '@/api/compare'
import { SIDE_NAMES } from '@/components/compare-view'
import type { ChatCard } from '@/platform/share-card'
import { formatWholeYuan } from '@/utils/money'

/** The landing page's own card when it is passed on: it has no comparison data of its own to name. */
export const FORWARDED_PK_TITLE = '一份账号PK：两个账号估值差多少、差在哪里'

/**
 * The card of a PK report sent to a chat: the game and the gap between the two accounts (both reports are
 * unlocked, so nothing in it is locked), opening the public comparison page with its share token.
 */
export function compareShareCard(d: CompareData, path: string): ChatCard {
  const gap = formatWholeYuan(Math.abs(d.gapFen))
  return {
    title: `${d.gameName}账号PK：${SIDE_NAMES.origin}和${SIDE_NAMES.target}估值相差${gap}`,
    path,
    cover: {
      title: `${d.gameName} 账号PK`,
      label: `${d.base.level} vs ${d.other.level} · 估值相差`,
      highlight: gap,
      action: '点击查看PK详情',
    },
  }
}
