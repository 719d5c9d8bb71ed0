/**
 * The bundle's `setTimeout` / `setInterval`, on a virtual clock: nothing fires until the runtime advances it,
 * so a 1.6 s launch animation or a 2-hour countdown costs no real time and runs the same way on every machine.
 * Each timer remembers the page that set it, so an error in its callback is charged to that page.
 */

interface Timer {
  id: number
  due: number
  interval?: number
  fn: () => void
  page: string | undefined
}

export class VirtualTimers {
  /** Virtual milliseconds since the runtime started. */
  now = 0
  private timers: Timer[] = []
  private nextId = 1

  constructor(
    private readonly currentPage: () => string | undefined,
    private readonly run: (page: string | undefined, fn: () => void) => void,
  ) {}

  /** The four globals the bundle sees. */
  globals() {
    const add = (fn: unknown, delay: unknown, args: unknown[], repeat: boolean) => {
      if (typeof fn !== 'function') throw new TypeError('setTimeout/setInterval needs a function')
      const ms = Math.max(0, Number(delay) || 0)
      const timer: Timer = { id: this.nextId++, due: this.now + ms, fn: () => fn(...args), page: this.currentPage() }
      if (repeat) timer.interval = Math.max(1, ms)
      this.timers.push(timer)
      return timer.id
    }
    const clear = (id: unknown) => {
      this.timers = this.timers.filter((t) => t.id !== id)
    }
    return {
      setTimeout: (fn: unknown, delay?: unknown, ...args: unknown[]) => add(fn, delay, args, false),
      setInterval: (fn: unknown, delay?: unknown, ...args: unknown[]) => add(fn, delay, args, true),
      clearTimeout: clear,
      clearInterval: clear,
    }
  }

  /** When the earliest timer is due, if any. */
  nextDue(): number | undefined {
    return this.timers.reduce<number | undefined>((min, t) => (min === undefined || t.due < min ? t.due : min), undefined)
  }

  /** Fires the earliest timer if it is due by `limit`, moving the clock to it; false when none is. */
  fireNext(limit: number): boolean {
    const next = this.timers.reduce<Timer | undefined>((min, t) => (!min || t.due < min.due ? t : min), undefined)
    if (!next || next.due > limit) return false
    this.now = Math.max(this.now, next.due)
    if (next.interval) next.due = this.now + next.interval
    else this.timers = this.timers.filter((t) => t !== next)
    this.run(next.page, next.fn)
    return true
  }

  get pending(): number {
    return this.timers.length
  }

  /** Drops every timer (end of a run: nothing may fire into the next one). */
  clearAll(): void {
    this.timers = []
  }
}
