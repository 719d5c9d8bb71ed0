import type { CompareData } from '@/api/compare'
import { downloadTitle, pkTitleType } from '@/components/report-view/download-title'
import { DownloadTitleType } from '@/constants/report'
import type { ChatCard } from '@/platform/share-card'
import { formatWholeYuan } from '@/utils/money'

/** The landing page's own card when it is passed on: it has no comparison data of its own to name. */
export const FORWARDED_PK_TITLE = '一份账号PK：两个账号估值差多少、差在哪里'

/**
 * The card of a PK report sent to a chat: the game and the gap between the two accounts (both reports are
 * unlocked, so nothing in it is locked), opening the public comparison page with its share token.
 */
export function compareShareCard(d: CompareData, path: string): ChatCard {
  const type = pkTitleType(d.gapFen)
  const gap = formatWholeYuan(Math.abs(d.gapFen))
  return {
    title: downloadTitle(type, d.gameName, d.gapFen),
    path,
    cover: {
      title: `${d.gameName} 账号PK`,
      label: `${d.base.level} vs ${d.other.level} · ${type === DownloadTitleType.NO_DIFF ? '估值' : '估值相差'}`,
      highlight: type === DownloadTitleType.NO_DIFF ? '相同' : gap,
      action: '点击查看PK详情',
    },
  }
}
