import { observable, runInAction } from 'mobx'
import { TAB_PATHS, normalizePath } from './routes'

/**
 * The tabs a player has been on since the last relaunch, least recent first, each once. The last one is the tab
 * shown (what the custom tab bar marks selected); going back from a tab page leaves it and returns to the one
 * before it (docs/decisions.md, "Back on tab pages"). Switching tabs clears the page stack on every terminal, so
 * this trail is the only history a tab page has.
 */
const trail = observable.array<string>([], { deep: false })

const tabPathOf = (url: string): string | undefined => {
  const path = normalizePath(url)
  return TAB_PATHS.includes(path) ? path : undefined
}

export const tabTrail = {
  /** The tab shown now (or last, while a sub page covers it); the first tab before any was shown. */
  get current(): string {
    return trail.length ? trail[trail.length - 1] : TAB_PATHS[0]
  },

  /** A tab page was switched to or shown: it becomes the last of the trail. Other pages leave it as it is. */
  enter(url: string): void {
    const tab = tabPathOf(url)
    if (!tab || (trail.length > 0 && tab === this.current)) return
    runInAction(() => {
      trail.remove(tab)
      trail.push(tab)
    })
  },

  /** Back from the tab page at `url`: it leaves the trail; answers the tab to return to, if one is left. */
  leave(url: string): string | undefined {
    const tab = tabPathOf(url)
    if (tab) runInAction(() => void trail.remove(tab))
    return trail.length ? trail[trail.length - 1] : undefined
  },

  /** A relaunch starts the app over: the trail holds only the page it opens, if that is a tab. */
  restart(url: string): void {
    runInAction(() => trail.clear())
    this.enter(url)
  },
}
