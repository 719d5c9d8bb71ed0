import Taro from '@tarojs/taro'
import type { ExposureListener, ExposureWatch } from './exposure'

/**
 * H5: the browser's IntersectionObserver on the page's own element, plus a MutationObserver so elements that
 * appear after loading (cards rendered from data) are watched too. Taro's H5 intersection observer can do
 * neither: its results carry no dataset and it sees only the elements present when it starts.
 */
export function watchExposures(thresholds: number[], listener: ExposureListener): ExposureWatch | null {
  const path = Taro.getCurrentInstance().page?.path
  const root = path ? document.getElementById(path) : null
  if (!root || typeof IntersectionObserver !== 'function') return null
  const io = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        const key = (e.target as HTMLElement).dataset.exposure
        if (key) listener(key, e.intersectionRatio)
      }
    },
    { threshold: thresholds },
  )
  const watched = new WeakSet<Element>()
  const scan = () => {
    root.querySelectorAll('.track-exposure').forEach((el) => {
      if (watched.has(el)) return
      watched.add(el)
      io.observe(el)
    })
  }
  scan()
  const mo = typeof MutationObserver === 'function' ? new MutationObserver(scan) : null
  mo?.observe(root, { childList: true, subtree: true })
  return {
    refresh: scan,
    stop: () => {
      mo?.disconnect()
      io.disconnect()
    },
  }
}
