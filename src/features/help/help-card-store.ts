import { makeAutoObservable, runInAction } from 'mobx'
import * as helpApi from '@/api/help'
import type { HelpShare } from '@/api/help'

/** The last help share loaded per report, for the page's share-card callback (mini-programs). */
const loaded = new Map<string, HelpShare>()

/** The share card a help button sends: the friend-help page with the report's scene. */
export function helpShareMessage(valId: string): { title: string; path: string } | null {
  const share = loaded.get(valId)
  return share ? { title: `帮我助力一下，还差${share.remaining}人就能免费解锁估价报告`, path: share.path } : null
}

/** The owner's friend-help card on a locked report: the help code, its link and image, and the progress. */
export class HelpCardStore {
  share: HelpShare | null = null
  failed = false
  showQr = false

  constructor(private readonly valId: string) {
    makeAutoObservable<HelpCardStore, 'valId'>(this, { valId: false })
  }

  async load(): Promise<void> {
    try {
      const share = await helpApi.helpShare(this.valId)
      loaded.set(this.valId, share)
      runInAction(() => {
        this.share = share
        this.failed = false
      })
    } catch {
      // The card is an extra way to unlock: when it cannot load, the report page simply goes without it.
      runInAction(() => (this.failed = true))
    }
  }

  toggleQr(): void {
    this.showQr = !this.showQr
  }
}
