import { makeAutoObservable } from 'mobx'
import * as helpApi from '@/api/help'
import type { HelpShare } from '@/api/help'
import type { ShareCoverText } from '@/platform/share-card'
import { Resource } from '@/stores/resource'

/** The last help share loaded per report, for the page's share-card callback (mini-programs). */
const loaded = new Map<string, HelpShare>()

/** The help card's picture: the same for every report, so the page draws it before the help code has loaded. */
export const HELP_SHARE_COVER: ShareCoverText = {
  title: '邀请你为我助力',
  label: '好友助力',
  highlight: '免费解锁报告',
  action: '点击为我助力',
}

/** The share card a help button sends: the friend-help page with the report's scene (its help code). */
export function helpShareMessage(valId: string): { title: string; path: string; cover: ShareCoverText } | null {
  const share = loaded.get(valId)
  return share ? { title: `帮我助力一下，还差${share.remaining}人就能免费解锁估价报告`, path: share.path, cover: HELP_SHARE_COVER } : null
}

/** The help code a saved report image carries: its image (data URL), what scans it, and how many helps are missing. */
export interface HelpImageCode {
  qrImage: string
  qrKind: HelpShare['qrKind']
  remaining: number
}

/** The owner's friend-help card on a locked report: the help code, its link and image, and the progress. */
export class HelpCardStore {
  private readonly source = new Resource<HelpShare>(() => helpApi.helpShare(this.valId), {
    onData: (share) => loaded.set(this.valId, share),
  })
  showQr = false
  /** The owner asked friends for help on this visit (shared the card or copied the link). */
  shared = false

  constructor(private readonly valId: string) {
    makeAutoObservable<HelpCardStore, 'valId' | 'source'>(this, { valId: false, source: false })
  }

  get share(): HelpShare | null {
    return this.source.data
  }

  /** The card is an extra way to unlock: when it cannot load, the report page simply goes without it. */
  get failed(): boolean {
    return this.source.status === 'error'
  }

  async load(): Promise<void> {
    await this.source.load()
  }

  /** The code to print on a saved image: none once the report is unlocked or the code expired, or if it failed to load. */
  get imageCode(): HelpImageCode | null {
    const share = this.share
    if (!share || share.unlocked || share.expired || !share.qrImage) return null
    return { qrImage: share.qrImage, qrKind: share.qrKind, remaining: share.remaining }
  }

  toggleQr(): void {
    this.showQr = !this.showQr
  }

  markShared(): void {
    this.shared = true
  }
}

/** Loads the owner's help code for a saved report image; null when there is none (the image goes without it). */
export async function loadHelpImageCode(valId: string): Promise<HelpImageCode | null> {
  const store = new HelpCardStore(valId)
  await store.load()
  return store.imageCode
}
