/** Time source for the whole service. Injected so tests can move time without waiting. Values are UTC ms. */
export interface Clock {
  now(): number
}

export const systemClock: Clock = { now: () => Date.now() }
