import Taro from '@tarojs/taro'
import { loadImage, type LoadableImage } from '../utils/image-load'

/**
 * Drawing a picture (a saved report card) and keeping it. This base file serves the mini-programs: an offscreen 2D
 * canvas through Taro's canvas API draws, the picture becomes a temporary file that goes to the photo album (the
 * user grants album access on first save). `picture.h5.ts` draws on an HTML canvas and downloads. Apart from
 * `save-image` so the pages that only save a QR code do not bundle the drawing.
 */

/** What the save page says under the picture: a tap saves it to the album. */
export const PICTURE_SAVE_HINT: string = '图片已生成，点击保存到相册'

/** What drawing a picture needs: its size with and without the image, the image (a data URL) and the drawing. */
export interface PictureDrawing<Ctx> {
  width: number
  height: (withImage: boolean) => number
  imageSrc: string | null
  /** Draws on the canvas's 2D context; `image` is null when there was none or it could not be loaded. */
  draw: (ctx: Ctx, image: LoadableImage | null) => void
  /** Drawn; what is left is turning the canvas into the picture. */
  onDrawn: () => void
}

interface OffscreenCanvas2D {
  getContext(kind: '2d'): unknown
  createImage(): LoadableImage
}

/**
 * The image as a source. A data URL is not drawn reliably by every mini-program runtime, so it is written to a
 * file under the user data folder first; if that fails, the data URL is tried as it is.
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

/** Loads the image into an image of this canvas; null on error or timeout. */
function loadCanvasImage(canvas: OffscreenCanvas2D, dataUrl: string): Promise<LoadableImage | null> {
  let img: LoadableImage
  try {
    img = canvas.createImage()
  } catch {
    return Promise.resolve(null)
  }
  return loadImage(img, imageSource(dataUrl))
}

const offscreen = (width: number, height: number) =>
  Taro.createOffscreenCanvas({ type: '2d', width, height }) as unknown as OffscreenCanvas2D

/** Draws the picture; resolves with its temporary file. */
export async function renderPicture<Ctx>(p: PictureDrawing<Ctx>): Promise<string> {
  // Drawing holds the thread: let the page show its stage first.
  await new Promise((resolve) => setTimeout(resolve, 0))
  // The image must come from the canvas that draws it, so the canvas is made at the taller size first and
  // made again at the plain size if the image cannot be loaded.
  let canvas = offscreen(p.width, p.height(p.imageSrc !== null))
  const image = p.imageSrc !== null ? await loadCanvasImage(canvas, p.imageSrc) : null
  if (p.imageSrc !== null && !image) canvas = offscreen(p.width, p.height(false))
  const height = p.height(image !== null)
  p.draw(canvas.getContext('2d') as Ctx, image)
  p.onDrawn()
  const { tempFilePath } = await Taro.canvasToTempFilePath({ canvas: canvas as never, width: p.width, height } as never)
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

/** Saves a picture `renderPicture` made to the photo album (`name` serves the browser's download). */
export async function savePicture(src: string, name: string): Promise<SaveOutcome> {
  void name
  try {
    await Taro.saveImageToPhotosAlbum({ filePath: src })
    return 'saved'
  } catch (e) {
    const errMsg = (e as { errMsg?: unknown } | null)?.errMsg
    return typeof errMsg === 'string' && PERMISSION_DENIED.test(errMsg) ? 'denied' : 'failed'
  }
}
