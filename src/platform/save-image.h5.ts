import type { SaveOutcome } from './save-image'
import type * as Adapter from './save-image'
import { loadImage } from '../utils/image-load'

/**
 * H5: a browser cannot write to the photo album; the image is offered as a download (phones put it in 下载 or
 * the album, depending on the browser). The page also says a long press on the image saves it.
 */
export const IMAGE_SAVE_MODE: 'album' | 'download' = 'download'

export async function saveImageDataUrl(dataUrl: string, name: string): Promise<boolean> {
  if (typeof document === 'undefined' || !dataUrl.startsWith('data:image/')) return false
  const a = document.createElement('a')
  a.href = dataUrl
  a.download = `${name}.${/^data:image\/(\w+)/.exec(dataUrl)?.[1] ?? 'png'}`
  document.body.appendChild(a)
  a.click()
  a.remove()
  return true
}

/** An HTML canvas draws the picture; resolves with it as a data URL (shown on the page, long-press to save). */
export async function renderPicture<Ctx>(p: Adapter.PictureDrawing<Ctx>): Promise<string> {
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
