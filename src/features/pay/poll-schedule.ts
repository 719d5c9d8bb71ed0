/** How the pay page asks payment/status while a payment settles: how soon, how often and for how long. */
export interface PollPolicy {
  /** The wait after the first poll (which goes at once). */
  firstMs: number
  /** Waits double up to this. */
  capMs: number
  /** The waits together stay within this; then the page stops and offers a manual refresh. */
  budgetMs: number
}

/** 1 s, 2 s, 4 s, then every 8 s, for about a minute: at most 10 calls for one payment. */
export const PAY_POLL: PollPolicy = { firstMs: 1000, capMs: 8000, budgetMs: 60_000 }

/** The waits between polls: doubling from `firstMs`, capped at `capMs`, while their sum fits in `budgetMs`. */
export function pollDelays({ firstMs, capMs, budgetMs }: PollPolicy): number[] {
  const delays: number[] = []
  let total = 0
  for (let next = Math.min(firstMs, capMs); next > 0 && total + next <= budgetMs; next = Math.min(next * 2, capMs)) {
    delays.push(next)
    total += next
  }
  return delays
}
