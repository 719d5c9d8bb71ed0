import Taro from '@tarojs/taro'
import { Colors } from '../constants/colors'
import type { Canvas2D } from './canvas-2d'

/**
 * The picture of a share card on the mini-programs, drawn from the page's own data on an offscreen 2D canvas
 * and kept as a temporary file (`imageUrl` accepts one). A chat card shows it at 5:4, a Moments card at 1:1;
 * without it the host shows a screenshot of the page (chat) or the app logo (Moments).
 */

/** What a cover says: a title line, the figure in large type with its label above, and what tapping does. */
export interface ShareCoverText {
  title: string
  label: string
  highlight: string
  action: string
}

export type ShareCoverShape = 'chat' | 'moments'

/** Pixel sizes: 5:4 for a chat card, 1:1 for Moments (the ratios WeChat and Douyin display). */
const SHARE_COVER_SIZE: Record<ShareCoverShape, { width: number; height: number }> = {
  chat: { width: 750, height: 600 },
  moments: { width: 600, height: 600 },
}

const BRAND = '游戏估价'
const BLUE = Colors.PRIMARY
const WHITE = '#ffffff'
const PADDING = 56

/** The part of a 2D context a cover uses. */
interface CoverContext extends Canvas2D {
  measureText(text: string): { width: number }
}

/** The largest bold size up to `max` px at which `text` fits in `width` (long bands and prices shrink). */
function fitFont(ctx: CoverContext, text: string, width: number, max: number): number {
  for (let px = max; px > 24; px -= 4) {
    ctx.font = `bold ${px}px sans-serif`
    if (ctx.measureText(text).width <= width) return px
  }
  return 24
}

function drawShareCover(ctx: CoverContext, text: ShareCoverText, shape: ShareCoverShape): void {
  const { width: W, height: H } = SHARE_COVER_SIZE[shape]
  const footer = 120
  ctx.textBaseline = 'alphabetic'
  ctx.textAlign = 'left'
  ctx.fillStyle = BLUE
  ctx.fillRect(0, 0, W, H)
  ctx.fillStyle = WHITE
  ctx.font = '30px sans-serif'
  ctx.fillText(BRAND, PADDING, 84)
  ctx.font = `bold ${fitFont(ctx, text.title, W - 2 * PADDING, 44)}px sans-serif`
  ctx.fillText(text.title, PADDING, 160)
  ctx.font = '30px sans-serif'
  ctx.fillText(text.label, PADDING, H - footer - 150)
  ctx.font = `bold ${fitFont(ctx, text.highlight, W - 2 * PADDING, 96)}px sans-serif`
  ctx.fillText(text.highlight, PADDING, H - footer - 50)
  ctx.fillStyle = WHITE
  ctx.fillRect(0, H - footer, W, footer)
  ctx.fillStyle = BLUE
  ctx.font = 'bold 36px sans-serif'
  ctx.textAlign = 'center'
  ctx.fillText(text.action, W / 2, H - footer / 2 + 13)
}

interface OffscreenCanvas2D {
  getContext(kind: '2d'): CoverContext
}

/** Draws the cover and answers its temporary file; null when the host cannot draw (the card goes without). */
export async function renderShareCover(text: ShareCoverText, shape: ShareCoverShape): Promise<string | null> {
  const { width, height } = SHARE_COVER_SIZE[shape]
  try {
    const canvas = Taro.createOffscreenCanvas({ type: '2d', width, height }) as unknown as OffscreenCanvas2D
    drawShareCover(canvas.getContext('2d'), text, shape)
    const { tempFilePath } = await Taro.canvasToTempFilePath({ canvas: canvas as never, width, height } as never)
    return tempFilePath || null
  } catch {
    return null
  }
}
