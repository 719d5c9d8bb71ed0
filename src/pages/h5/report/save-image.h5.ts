import { cardHeight, CARD_WIDTH, drawReportCard, type Canvas2DWithImages, type CardHelpCode } from '@/components/report-view/card-drawing'
import type { ReportView } from '@/components/report-view'
import { SaveImageStage } from '@/constants/report'
import type { HelpImageCode } from '@/features/help'

/**
 * H5: an HTML canvas draws the card, the image is a data URL shown on the page (long-press to save on a
 * phone) and offered as a download.
 */
export const SAVE_HINT = '长按图片保存到相册，或点击下载图片'

/** Longest wait for the help code image; past it the card goes without the code. */
const IMAGE_TIMEOUT_MS = 8000

/** Loads the help code (a data URL) into an image element; null when it cannot be loaded. */
function loadHelpImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const img = new Image()
    const timer = setTimeout(() => done(null), IMAGE_TIMEOUT_MS)
    const done = (result: HTMLImageElement | null) => {
      clearTimeout(timer)
      img.onload = img.onerror = null
      resolve(result)
    }
    img.onload = () => done(img)
    img.onerror = () => done(null)
    img.src = src
  })
}

export async function renderReportImage(
  report: ReportView,
  onStage: (s: SaveImageStage) => void,
  helpCode: HelpImageCode | null = null,
): Promise<string> {
  onStage(SaveImageStage.RENDERING)
  const image = helpCode ? await loadHelpImage(helpCode.qrImage) : null
  const help: CardHelpCode | null = helpCode && image ? { image, remaining: helpCode.remaining, kind: helpCode.qrKind } : null
  const canvas = document.createElement('canvas')
  canvas.width = CARD_WIDTH
  canvas.height = cardHeight(help !== null)
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('当前浏览器不支持生成图片')
  drawReportCard(ctx as unknown as Canvas2DWithImages, report, help)
  onStage(SaveImageStage.GENERATING)
  return canvas.toDataURL('image/png')
}

export async function saveReportImage(src: string, onStage: (s: SaveImageStage) => void): Promise<boolean> {
  onStage(SaveImageStage.SAVING)
  const a = document.createElement('a')
  a.href = src
  a.download = '估价报告.png'
  document.body.appendChild(a)
  a.click()
  a.remove()
  return true
}
