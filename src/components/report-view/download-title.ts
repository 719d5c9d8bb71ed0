import { DownloadTitleType } from '@/constants/report'
import { formatWholeYuan } from '@/utils/money'
import { SIDE_NAMES } from '../compare-view/sides'

/** A PK's title type: a gap that rounds to ¥0 means the two accounts are valued alike. */
export const pkTitleType = (gapFen: number): DownloadTitleType =>
  Math.abs(gapFen) < 100 ? DownloadTitleType.NO_DIFF : DownloadTitleType.RELATION

/**
 * The title a report carries when it leaves the app as a saved image or a chat card (spec: report download title
 * types): 1 origin, the report's own; 2 relation, how far apart two compared accounts are valued; 3 no diff, the two
 * are valued alike (a relation title would read 相差¥0).
 */
export function downloadTitle(type: DownloadTitleType, gameName: string, gapFen = 0): string {
  switch (type) {
    case DownloadTitleType.ORIGIN:
      return `${gameName || '游戏账号'} 估价报告`
    case DownloadTitleType.RELATION:
      return `${gameName}账号PK：${SIDE_NAMES.origin}和${SIDE_NAMES.target}估值相差${formatWholeYuan(Math.abs(gapFen))}`
    case DownloadTitleType.NO_DIFF:
      return `${gameName}账号PK：${SIDE_NAMES.origin}和${SIDE_NAMES.target}估值相同`
  }
}
