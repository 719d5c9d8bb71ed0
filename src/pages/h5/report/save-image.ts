import Taro from '@tarojs/taro'
import { CARD_HEIGHT, CARD_WIDTH, drawReportCard, type Canvas2D } from '@/components/report-view/card-drawing'
import type { ReportView } from '@/components/report-view'
import { SaveImageStage } from '@/constants/report'

/**
 * Mini-programs (weapp, tt): an offscreen 2D canvas through Taro's canvas API draws the card, it becomes a
 * temporary file, and the file goes to the photo album (the user grants album access on first save).
 */
export const SAVE_HINT = '图片已生成，点击保存到相册'

export async function renderReportImage(report: ReportView, onStage: (s: SaveImageStage) => void): Promise<string> {
  onStage(SaveImageStage.RENDERING)
  const canvas = Taro.createOffscreenCanvas({ type: '2d', width: CARD_WIDTH, height: CARD_HEIGHT }) as unknown as {
    getContext(kind: '2d'): Canvas2D
  }
  drawReportCard(canvas.getContext('2d'), report)
  onStage(SaveImageStage.GENERATING)
  const { tempFilePath } = await Taro.canvasToTempFilePath({ canvas: canvas as never, width: CARD_WIDTH, height: CARD_HEIGHT } as never)
  return tempFilePath
}

export async function saveReportImage(src: string, onStage: (s: SaveImageStage) => void): Promise<boolean> {
  onStage(SaveImageStage.SAVING)
  try {
    await Taro.saveImageToPhotosAlbum({ filePath: src })
    return true
  } catch {
    return false
  }
}
