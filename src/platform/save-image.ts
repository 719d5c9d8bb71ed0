import Taro from '@tarojs/taro'

/**
 * Saving an image the page drew (a data URL) where the user can pick it later, e.g. a QR code to scan from the
 * album of the same phone. This base file serves the mini-programs: the image is written under the user data
 * folder and saved to the photo album (the user grants album access on first save). `save-image.h5.ts` downloads it.
 */

/** How this platform keeps the image: `album` (mini-programs) or `download` (a browser). */
export const IMAGE_SAVE_MODE: 'album' | 'download' = 'album'

export async function saveImageDataUrl(dataUrl: string, name: string): Promise<boolean> {
  const match = /^data:image\/(\w+);base64,(.+)$/.exec(dataUrl)
  const dir = Taro.env?.USER_DATA_PATH
  if (!match || !dir) return false
  try {
    const filePath = `${dir}/${name}.${match[1] === 'jpeg' ? 'jpg' : match[1]}`
    Taro.getFileSystemManager().writeFileSync(filePath, match[2], 'base64')
    await Taro.saveImageToPhotosAlbum({ filePath })
    return true
  } catch {
    return false
  }
}
