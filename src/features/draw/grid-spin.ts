/** Step pace of the drawing light: quick while the answer is out, slowing to this on the last lap. */
const FAST_MS = 70
const SLOW_MS = 240
/** At least one lap, so a quick answer still reads as a draw. */
const MIN_STEPS = 8

/**
 * The light that runs over the prize grid while a draw is out: it cycles at a steady pace until told where to
 * land, then takes one more slowing lap and stops exactly on that tile. Where it lands is decided by the
 * service's answer, never by the animation.
 */
export class GridSpin {
  private index = -1
  private steps = 0
  private target: number | null = null
  /** Steps still to take once the landing is planned; -1 before. */
  private left = -1
  private planned = 0
  private timer: ReturnType<typeof setTimeout> | null = null
  private finish: (() => void) | null = null

  constructor(
    private readonly size: number,
    private readonly onStep: (index: number) => void,
  ) {}

  /** Starts the light; resolves once it rests on the landing tile (or is cancelled). */
  run(): Promise<void> {
    return new Promise((resolve) => {
      this.finish = resolve
      if (this.size <= 0) return this.stop()
      this.timer = setTimeout(this.tick, FAST_MS)
    })
  }

  land(target: number): void {
    this.target = target < 0 ? 0 : target % Math.max(1, this.size)
  }

  cancel(): void {
    this.stop()
  }

  private tick = (): void => {
    this.index = (this.index + 1) % this.size
    this.steps++
    this.onStep(this.index)
    if (this.left > 0 && --this.left === 0) return this.stop()
    if (this.left < 0 && this.target !== null && this.steps >= MIN_STEPS) {
      this.left = ((this.target - this.index + this.size) % this.size) + this.size
      this.planned = this.left
    }
    const slowing = this.left > 0 ? 1 - this.left / this.planned : 0
    this.timer = setTimeout(this.tick, FAST_MS + (SLOW_MS - FAST_MS) * slowing)
  }

  private stop(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    const finish = this.finish
    this.finish = null
    finish?.()
  }
}
