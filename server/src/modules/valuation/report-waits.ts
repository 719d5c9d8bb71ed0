import { BusChannel, type ReplicaBus } from '../../bus/replica-bus'

/** More waiting requests than this on one replica answer at once instead (the app asks again). */
const MAX_WAITING = 5000

/**
 * Requests holding val/valReport (its `wait`) until their report leaves "generating": woken by the report's
 * event from whichever replica ran its job, or by their timeout. An event missed (a lost listening connection)
 * costs at most the timeout.
 */
export class ReportWaits {
  private readonly waiting = new Map<string, Set<() => void>>()
  private count = 0

  constructor(private readonly bus: ReplicaBus) {
    bus.subscribe(BusChannel.REPORT_STATE, {
      onEvent: (id) => this.wake(id),
      onReset: () => {
        for (const id of [...this.waiting.keys()]) this.wake(id)
      },
    })
  }

  /** Requests waiting on this replica now. */
  get size(): number {
    return this.count
  }

  /** Tells every replica the report left "generating". */
  announce(id: string): Promise<void> {
    return this.bus.publish(BusChannel.REPORT_STATE, id)
  }

  /**
   * Waits up to `ms` while `generating()` says the report still generates. The wait is registered before that
   * check, so an event arriving between the check and the wait is not missed.
   */
  async waitWhile(id: string, ms: number, generating: () => Promise<boolean>): Promise<void> {
    if (ms <= 0 || this.count >= MAX_WAITING) return
    let wake = () => {}
    const woken = new Promise<void>((resolve) => (wake = resolve))
    let set = this.waiting.get(id)
    if (!set) this.waiting.set(id, (set = new Set()))
    set.add(wake)
    this.count++
    let timer: NodeJS.Timeout | undefined
    try {
      if (!(await generating())) return
      await Promise.race([woken, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))])
    } finally {
      clearTimeout(timer)
      set.delete(wake)
      if (set.size === 0 && this.waiting.get(id) === set) this.waiting.delete(id)
      this.count--
    }
  }

  private wake(id: string): void {
    for (const wake of this.waiting.get(id) ?? []) wake()
  }
}
