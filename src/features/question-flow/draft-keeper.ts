import Taro from '@tarojs/taro'
import { clearDraft, latestDraft, readDraft, saveDraft, type Draft, type DraftContent, type DraftMethod } from './drafts'

/** How long typing pauses before the draft is written (one storage write per pause, not per keystroke). */
export const DRAFT_SAVE_DELAY_MS = 400

interface PendingSave {
  owner: string
  gameId: number
  method: DraftMethod
  content: DraftContent
}

/**
 * The question flow's drafts for whoever `owner()` names at the time: writes are debounced, and what is pending is
 * written at once when the app is hidden (a reload or a closed tab on H5, the app sent to the background in a
 * mini-program), when the form is left, or before another owner's drafts are read.
 */
export class DraftKeeper {
  private pending: PendingSave | null = null
  private timer: ReturnType<typeof setTimeout> | null = null
  private listening = false

  constructor(
    readonly owner: () => string | null,
    private readonly delayMs = DRAFT_SAVE_DELAY_MS,
  ) {}

  schedule(gameId: number, method: DraftMethod, content: DraftContent): void {
    const owner = this.owner()
    if (owner === null) return
    this.pending = { owner, gameId, method, content }
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => this.flush(), this.delayMs)
    if (!this.listening) {
      this.listening = true
      Taro.onAppHide?.(() => this.flush())
    }
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    const p = this.pending
    this.pending = null
    if (p) saveDraft(p.owner, p.gameId, p.method, p.content)
  }

  /** Drops what is pending without writing it (the report was just created, or the player cleared the form). */
  cancel(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.pending = null
  }

  read(gameId: number, method: DraftMethod): Draft | undefined {
    const owner = this.owner()
    return owner === null ? undefined : readDraft(owner, gameId, method)
  }

  latest(): Draft | undefined {
    const owner = this.owner()
    return owner === null ? undefined : latestDraft(owner)
  }

  clear(gameId: number, method: DraftMethod): void {
    this.cancel()
    const owner = this.owner()
    if (owner !== null) clearDraft(owner, gameId, method)
  }
}
