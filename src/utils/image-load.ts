/** The part of an image object (an HTMLImageElement, or a mini-program canvas's `createImage()`) loading needs. */
export interface LoadableImage {
  src: string
  onload: ((ev: never) => unknown) | null
  onerror: ((ev: never) => unknown) | null
}

/** How long a drawing waits for an image it can also do without (the help code on a saved report). */
const IMAGE_LOAD_TIMEOUT_MS = 8000

/** Sets `src` and waits for the image: the image once loaded, null on error or after `timeoutMs`. */
export function loadImage<T extends LoadableImage>(img: T, src: string, timeoutMs = IMAGE_LOAD_TIMEOUT_MS): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(null), timeoutMs)
    const done = (result: T | null) => {
      clearTimeout(timer)
      img.onload = img.onerror = null
      resolve(result)
    }
    img.onload = () => done(img)
    img.onerror = () => done(null)
    img.src = src
  })
}
