import { cardLines } from '@/components/report-view/card-drawing'
import type { ReportView } from '@/components/report-view'
import { ReportStatus } from '@/constants/report'
import type { ShareCoverText } from '@/platform/share-card'

/**
 * What a report's share card shows: the same lines as the saved image (card-drawing.ts), so a locked report
 * shows only its coarse band, exactly what the shared page shows a holder of the link.
 */
export function reportShareCover(r: ReportView): ShareCoverText {
  const lines = cardLines(r)
  return {
    title: r.level ? `${lines.title} · ${r.level}` : lines.title,
    label: r.status === ReportStatus.UNLOCKED ? '估价' : '估价区间（粗略）',
    highlight: lines.main,
    action: '点击查看报告',
  }
}

/** The title of a card forwarded from the shared page (by anyone, so not "my report"). */
export const sharedReportTitle = (r: ReportView): string => `${r.gameName || '游戏'}账号估价报告${r.level ? `（${r.level}级）` : ''}`

/** What Moments reopens a report page with: the query of its share path (the share token). */
export const momentsQuery = (sharePath: string): string => sharePath.split('?')[1] ?? ''
