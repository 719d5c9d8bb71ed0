import { cardHeight, CARD_WIDTH, drawReportCard, type Canvas2DWithImages, type CardCodeSource } from '@/components/report-view/card-drawing'
import type { ReportView } from '@/components/report-view'
import { SaveImageStage } from '@/constants/report'
import { PICTURE_SAVE_HINT, renderPicture, savePicture, type SaveOutcome } from '@/platform/picture'

export type { SaveOutcome }

export const SAVE_HINT = PICTURE_SAVE_HINT

/** Draws the report card (with the help code when it loads) on this platform's canvas: a file or a data URL. */
export async function renderReportImage(
  report: ReportView,
  onStage: (s: SaveImageStage) => void,
  code: CardCodeSource | null = null,
): Promise<string> {
  onStage(SaveImageStage.RENDERING)
  return await renderPicture<Canvas2DWithImages>({
    width: CARD_WIDTH,
    height: cardHeight,
    imageSrc: code ? code.qrImage : null,
    draw: (ctx, image) => drawReportCard(ctx, report, code && image ? { image, remaining: code.remaining, kind: code.kind } : null),
    onDrawn: () => onStage(SaveImageStage.GENERATING),
  })
}

export async function saveReportImage(src: string, onStage: (s: SaveImageStage) => void): Promise<SaveOutcome> {
  onStage(SaveImageStage.SAVING)
  return savePicture(src, '估价报告')
}
