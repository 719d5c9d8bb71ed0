import type { PictureDrawing, SaveOutcome } from './picture'
import { saveImageDataUrl } from './save-image'
import { loadImage } from '../utils/image-load'

/** H5: an HTML canvas draws the picture; a browser cannot write to the album, so it is offered as a download. */

/** A browser downloads the picture, or a long press saves the one shown. */
export const PICTURE_SAVE_HINT = '长按图片保存到相册，或点击下载图片'

/** An HTML canvas draws the picture; resolves with it as a data URL (shown on the page, long-press to save). */
export async function renderPicture<Ctx>(p: PictureDrawing<Ctx>): Promise<string> {
  const image = p.imageSrc !== null ? await loadImage(new Image(), p.imageSrc) : null
  const canvas = document.createElement('canvas')
  canvas.width = p.width
  canvas.height = p.height(image !== null)
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('当前浏览器不支持生成图片')
  p.draw(ctx as unknown as Ctx, image)
  p.onDrawn()
  return canvas.toDataURL('image/png')
}

export async function savePicture(src: string, name: string): Promise<SaveOutcome> {
  return (await saveImageDataUrl(src, name)) ? 'saved' : 'failed'
}
