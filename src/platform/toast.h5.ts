/**
 * H5: Taro's toast comes with its modal, loading and action-sheet siblings and their icons (about 9 KB gzip),
 * which the first screen never shows. The modules the app starts with reach it through here, so it stays out of
 * the entry script (docs/decisions.md, "H5 delivery"). Pages that show toasts themselves load it with their own
 * chunks.
 */
const loadToast = () => import('./text-toast')

/** After the page has loaded, the first screen has had the network to itself for this long. */
const WARM_UP_AFTER_LOAD_MS = 5000

export function showToast(title: string, duration?: number): void {
  loadToast()
    .then(({ showTaroTextToast }) => showTaroTextToast(title, duration))
    .catch((e: unknown) => console.warn('[toast] could not load', title, e))
}

/**
 * Loads the toast ahead of its first use, so that one does not wait for the network, or fail without it: at the
 * first touch or key press (toasts mostly answer one), else a few seconds after the page loaded. Not at once: on a
 * slow connection it took one of HTTP/1.1's six connections just when home asks the service for its data.
 */
export function prepareToast(): void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return
  let started = false
  const warmUp = () => {
    if (started) return
    started = true
    loadToast().catch(() => undefined)
  }
  window.addEventListener('pointerdown', warmUp, { once: true, capture: true })
  window.addEventListener('keydown', warmUp, { once: true, capture: true })
  const afterLoad = () => setTimeout(warmUp, WARM_UP_AFTER_LOAD_MS)
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
}
