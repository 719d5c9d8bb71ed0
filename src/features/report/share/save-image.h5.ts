import {
  cardHeight,
  CARD_WIDTH,
  drawReportCard,
  type Canvas2DWithImages,
  type CardCodeSource,
  type CardHelpCode,
} from '@/components/report-view/card-drawing'
import type { ReportView } from '@/components/report-view'
import { SaveImageStage } from '@/constants/report'
import { saveImageDataUrl } from '@/platform/save-image'
import { loadImage } from '@/utils/image-load'
import type { SaveOutcome } from './save-image'

/**
 * H5: an HTML canvas draws the card, the image is a data URL shown on the page (long-press to save on a
 * phone) and offered as a download.
 */
export const SAVE_HINT = '长按图片保存到相册，或点击下载图片'

export async function renderReportImage(
  report: ReportView,
  onStage: (s: SaveImageStage) => void,
  code: CardCodeSource | null = null,
): Promise<string> {
  onStage(SaveImageStage.RENDERING)
  const image = code ? await loadImage(new Image(), code.qrImage) : null
  const help: CardHelpCode | null = code && image ? { image, remaining: code.remaining, kind: code.kind } : null
  const canvas = document.createElement('canvas')
  canvas.width = CARD_WIDTH
  canvas.height = cardHeight(help !== null)
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('当前浏览器不支持生成图片')
  drawReportCard(ctx as unknown as Canvas2DWithImages, report, help)
  onStage(SaveImageStage.GENERATING)
  return canvas.toDataURL('image/png')
}

export async function saveReportImage(src: string, onStage: (s: SaveImageStage) => void): Promise<SaveOutcome> {
  onStage(SaveImageStage.SAVING)
  return (await saveImageDataUrl(src, '估价报告')) ? 'saved' : 'failed'
}
