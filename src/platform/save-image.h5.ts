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
