import { LEVEL_TEXT, ReportStatus, type ReportLevel } from '@/constants/report'
import { formatWholeYuan, formatYuanRange } from '@/utils/money'
import type { ReportView } from './index'

/** The part of a 2D canvas context the report card uses: the same on an HTML canvas and a mini-program one. */
export interface Canvas2D {
  fillStyle: unknown
  font: string
  textAlign: string
  textBaseline: string
  fillRect(x: number, y: number, w: number, h: number): void
  fillText(text: string, x: number, y: number): void
}

/** Size of the saved image (2x a 375-wide card). */
export const CARD_WIDTH = 750
export const CARD_HEIGHT = 1100

/** The lines the card shows; locked reports get the coarse band only (nothing locked is in the data anyway). */
export function cardLines(r: ReportView): { title: string; level: string; main: string; sub: string; facts: string[]; footer: string } {
  const level = r.level ? `${r.level} · ${LEVEL_TEXT[r.level as ReportLevel] ?? ''}` : ''
  const unlocked = r.status === ReportStatus.UNLOCKED && r.estimateFen !== undefined
  return {
    title: `${r.gameName || '游戏账号'} 估价报告`,
    level,
    main: unlocked ? formatWholeYuan(r.estimateFen!) : (r.band ?? '—'),
    sub: unlocked && r.range ? `区间 ${formatYuanRange(r.range.lowFen, r.range.highFen)}` : '解锁后可查看精确估价',
    facts: [
      `相似成交 ${r.comparableCount ?? 0} 笔`,
      ...(unlocked && r.confidence ? [`置信度 ${r.confidence.label}`] : []),
      ...(r.demo ? ['演示数据，不代表真实成交'] : []),
    ],
    footer: '游戏估价 · 扫码或搜索小程序查看',
  }
}

/** Draws the report card; the caller turns the canvas into an image. */
export function drawReportCard(ctx: Canvas2D, r: ReportView): void {
  const W = CARD_WIDTH
  const lines = cardLines(r)
  ctx.fillStyle = '#f5f6f8'
  ctx.fillRect(0, 0, W, CARD_HEIGHT)
  ctx.fillStyle = '#1677ff'
  ctx.fillRect(0, 0, W, 420)
  ctx.textBaseline = 'alphabetic'
  ctx.textAlign = 'left'
  ctx.fillStyle = '#ffffff'
  ctx.font = 'bold 44px sans-serif'
  ctx.fillText(lines.title, 48, 110)
  if (lines.level) {
    ctx.font = 'bold 36px sans-serif'
    ctx.fillText(`等级 ${lines.level}`, 48, 180)
  }
  ctx.font = '28px sans-serif'
  ctx.fillText(r.status === ReportStatus.UNLOCKED ? '估价' : '估价区间（粗略）', 48, 270)
  ctx.font = 'bold 72px sans-serif'
  ctx.fillText(lines.main, 48, 360)
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(32, 460, W - 64, 440)
  ctx.fillStyle = '#1f2329'
  ctx.font = '32px sans-serif'
  ctx.fillText(lines.sub, 72, 540)
  ctx.fillStyle = '#646a73'
  ctx.font = '30px sans-serif'
  lines.facts.forEach((f, i) => ctx.fillText(f, 72, 620 + i * 70))
  ctx.fillStyle = '#8f959e'
  ctx.font = '26px sans-serif'
  ctx.textAlign = 'center'
  ctx.fillText(lines.footer, W / 2, 1020)
}
