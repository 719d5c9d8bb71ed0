import Taro from '@tarojs/taro'
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
import { loadImage, type LoadableImage } from '@/utils/image-load'

/**
 * Mini-programs (weapp, tt): an offscreen 2D canvas through Taro's canvas API draws the card, it becomes a
 * temporary file, and the file goes to the photo album (the user grants album access on first save).
 */
export const SAVE_HINT = '图片已生成，点击保存到相册'

interface OffscreenCanvas2D {
  getContext(kind: '2d'): Canvas2DWithImages
  createImage(): LoadableImage
}

/**
 * The help code as an image source. A data URL is not drawn reliably by every mini-program runtime, so it is
 * written to a file under the user data folder first; if that fails, the data URL is tried as it is.
 */
function imageSource(dataUrl: string): string {
  const match = /^data:image\/(\w+);base64,(.+)$/.exec(dataUrl)
  const dir = Taro.env?.USER_DATA_PATH
  if (!match || !dir) return dataUrl
  try {
    const filePath = `${dir}/help-code.${match[1] === 'jpeg' ? 'jpg' : match[1]}`
    Taro.getFileSystemManager().writeFileSync(filePath, match[2], 'base64')
    return filePath
  } catch {
    return dataUrl
  }
}

/** Loads the code into an image of this canvas; null on error or timeout. */
function loadHelpImage(canvas: OffscreenCanvas2D, dataUrl: string): Promise<LoadableImage | null> {
  let img: LoadableImage
  try {
    img = canvas.createImage()
  } catch {
    return Promise.resolve(null)
  }
  return loadImage(img, imageSource(dataUrl))
}

export async function renderReportImage(
  report: ReportView,
  onStage: (s: SaveImageStage) => void,
  code: CardCodeSource | null = null,
): Promise<string> {
  onStage(SaveImageStage.RENDERING)
  // Drawing holds the thread: let the page show this stage first.
  await new Promise((resolve) => setTimeout(resolve, 0))
  // The image must come from the canvas that draws it, so the canvas is made at the taller size first and
  // made again at the plain size if the code cannot be loaded.
  let canvas = Taro.createOffscreenCanvas({
    type: '2d',
    width: CARD_WIDTH,
    height: cardHeight(code !== null),
  }) as unknown as OffscreenCanvas2D
  const image = code ? await loadHelpImage(canvas, code.qrImage) : null
  const help: CardHelpCode | null = code && image ? { image, remaining: code.remaining, kind: code.kind } : null
  if (code && !help) {
    canvas = Taro.createOffscreenCanvas({ type: '2d', width: CARD_WIDTH, height: cardHeight(false) }) as unknown as OffscreenCanvas2D
  }
  const height = cardHeight(help !== null)
  drawReportCard(canvas.getContext('2d'), report, help)
  onStage(SaveImageStage.GENERATING)
  const { tempFilePath } = await Taro.canvasToTempFilePath({ canvas: canvas as never, width: CARD_WIDTH, height } as never)
  return tempFilePath
}

/** How a save ended: in the album, refused by the album permission (now or before), or failed otherwise. */
export type SaveOutcome = 'saved' | 'denied' | 'failed'

/**
 * WeChat and Douyin answer a refused album permission with `auth deny` / `auth denied` (`authorize no response`
 * when the prompt could not be shown). A cancel, a full disk or a refused privacy agreement (`privacy permission
 * is not authorized`: the next save asks again) is not a permission problem.
 */
const PERMISSION_DENIED = /auth ?den(y|ied)|authorize no response/i

export async function saveReportImage(src: string, onStage: (s: SaveImageStage) => void): Promise<SaveOutcome> {
  onStage(SaveImageStage.SAVING)
  try {
    await Taro.saveImageToPhotosAlbum({ filePath: src })
    return 'saved'
  } catch (e) {
    const errMsg = (e as { errMsg?: unknown } | null)?.errMsg
    return typeof errMsg === 'string' && PERMISSION_DENIED.test(errMsg) ? 'denied' : 'failed'
  }
}
