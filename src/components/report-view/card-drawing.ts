import { Colors } from '@/constants/colors'
import type { Canvas2D } from '@/platform/canvas-2d'
import { DownloadTitleType, LEVEL_TEXT, ReportStatus, type ReportLevel } from '@/constants/report'
import { formatWholeYuan, formatYuanRange } from '@/utils/money'
import type { ReportView } from './index'
import { DRIVER_LEAD, percentileText } from './teaser-text'
import { downloadTitle } from './download-title'

/** An image already loaded by the platform (an HTMLImageElement on H5, the 2D canvas's `createImage()` on a mini-program). */
type CardImage = object

/** A 2D context that can also draw images: needed only when the card carries the help code. */
export interface Canvas2DWithImages extends Canvas2D {
  drawImage(image: CardImage, x: number, y: number, w: number, h: number): void
}

/**
 * The QR code on the card, so its 扫码 is never an empty promise: the friend-help code on the owner's locked report
 * (how many helps are missing, and what scans it: weixin, douyin, link), else the report's share link (`share`).
 */
export interface CardHelpCode {
  image: CardImage
  remaining: number
  kind: 'weixin' | 'douyin' | 'link' | 'share'
}

/** A code to draw before its image is loaded: the image source (a data URL) with the rest of CardHelpCode. */
export type CardCodeSource = Omit<CardHelpCode, 'image'> & { qrImage: string }

/** Size of the saved image (2x a 375-wide card). */
export const CARD_WIDTH = 750
export const CARD_HEIGHT = 1100
/** The extra height of the help-code panel under the report. */
const HELP_PANEL_HEIGHT = 330

/** The card's height: taller only when it carries the help code. */
export const cardHeight = (withHelpCode: boolean): number => CARD_HEIGHT + (withHelpCode ? HELP_PANEL_HEIGHT : 0)

const SCAN_HINT: Record<Exclude<CardHelpCode['kind'], 'share'>, string> = {
  weixin: '微信扫码即可助力',
  douyin: '抖音扫码即可助力',
  link: '微信或浏览器扫码',
}

/** The code panel's text: for help, the ask with the remaining count; for the share link, what scanning opens. */
function helpCaption(help: Pick<CardHelpCode, 'remaining' | 'kind'>): { title: string; ask: string; note: string } {
  if (help.kind === 'share') return { title: '扫码查看估价报告', ask: '估价区间 · 相似成交', note: `游戏估价 · ${SCAN_HINT.link}` }
  return {
    title: '扫码为我助力',
    ask: help.remaining > 0 ? `还差${help.remaining}人免费解锁` : '好友助力免费解锁',
    note: `游戏估价 · ${SCAN_HINT[help.kind] ?? SCAN_HINT.link}`,
  }
}

/** The lines the card shows; locked reports get the teaser only (nothing locked is in the data anyway). */
export function cardLines(r: ReportView): { title: string; level: string; main: string; sub: string; facts: string[]; footer: string } {
  const level = r.level ? `${r.level} · ${LEVEL_TEXT[r.level as ReportLevel] ?? ''}` : ''
  const unlocked = r.status === ReportStatus.UNLOCKED && r.estimateFen !== undefined
  return {
    title: downloadTitle(DownloadTitleType.ORIGIN, r.gameName),
    level,
    main: unlocked ? formatWholeYuan(r.estimateFen!) : (r.band ?? '—'),
    sub: unlocked && r.range ? `区间 ${formatYuanRange(r.range.lowFen, r.range.highFen)}` : '解锁后可查看精确估价',
    facts: [
      // A locked report's free facts (the service's own rounding); the unlocked card has the estimate instead.
      ...(!unlocked && r.percentile ? [percentileText(r.percentile)] : []),
      ...(!unlocked && r.driver ? [`${DRIVER_LEAD} ${r.driver}`] : []),
      `相似成交 ${r.comparableCount ?? 0} 笔`,
      ...(unlocked && r.confidence ? [`置信度 ${r.confidence.label}`] : []),
      ...(r.demo ? ['演示数据，不代表真实成交'] : []),
    ],
    footer: '游戏估价 · 搜索「游戏估价」小程序查看',
  }
}

/**
 * Draws the report card; the caller turns the canvas into an image. With `help` (the owner's locked report) a
 * panel under the report carries the help code and the card is `cardHeight(true)` tall.
 */
export function drawReportCard(ctx: Canvas2D, r: ReportView): void
export function drawReportCard(ctx: Canvas2DWithImages, r: ReportView, help: CardHelpCode | null): void
export function drawReportCard(ctx: Canvas2D | Canvas2DWithImages, r: ReportView, help: CardHelpCode | null = null): void {
  const W = CARD_WIDTH
  const H = cardHeight(help !== null)
  const lines = cardLines(r)
  ctx.fillStyle = Colors.BG
  ctx.fillRect(0, 0, W, H)
  ctx.fillStyle = Colors.PRIMARY
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
  ctx.fillStyle = Colors.TEXT
  ctx.font = '32px sans-serif'
  ctx.fillText(lines.sub, 72, 540)
  ctx.fillStyle = Colors.TEXT_2
  ctx.font = '30px sans-serif'
  lines.facts.forEach((f, i) => ctx.fillText(f, 72, 620 + i * 70))
  if (help && 'drawImage' in ctx) drawHelpPanel(ctx, help)
  ctx.fillStyle = Colors.TEXT_3
  ctx.font = '26px sans-serif'
  ctx.textAlign = 'center'
  ctx.fillText(lines.footer, W / 2, H - 80)
}

/** The help panel between the report and the footer: the code on the left, the ask on the right. */
function drawHelpPanel(ctx: Canvas2DWithImages, help: CardHelpCode): void {
  const top = 930
  const qr = 250
  const caption = helpCaption(help)
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(32, top, CARD_WIDTH - 64, HELP_PANEL_HEIGHT - 30)
  ctx.drawImage(help.image, 64, top + 25, qr, qr)
  const x = 64 + qr + 36
  ctx.textAlign = 'left'
  ctx.fillStyle = Colors.TEXT
  ctx.font = 'bold 36px sans-serif'
  ctx.fillText(caption.title, x, top + 95)
  ctx.fillStyle = Colors.PRIMARY
  ctx.font = 'bold 32px sans-serif'
  ctx.fillText(caption.ask, x, top + 155)
  ctx.fillStyle = Colors.TEXT_2
  ctx.font = '24px sans-serif'
  ctx.fillText(caption.note, x, top + 215)
}
