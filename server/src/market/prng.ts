/**
 * Small seeded PRNG (mulberry32) and the distributions the demo market needs. Deterministic across
 * platforms: only 32-bit integer arithmetic and Math.log/exp/sqrt/cos.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  normal(): number
  int(lo: number, hi: number): number
  chance(p: number): boolean
  poisson(mean: number): number
  pick<T>(items: readonly T[]): T
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function makeRng(seed: number): Rng {
  const u = mulberry32(seed)
  const rng: Rng = {
    next: u,
    normal() {
      // Box-Muller; 1 - u() avoids log(0).
      return Math.sqrt(-2 * Math.log(1 - u())) * Math.cos(2 * Math.PI * u())
    },
    int(lo, hi) {
      return lo + Math.floor(u() * (hi - lo + 1))
    },
    chance(p) {
      return u() < p
    },
    poisson(mean) {
      if (mean <= 0) return 0
      if (mean > 40) return Math.max(0, Math.round(mean + Math.sqrt(mean) * rng.normal()))
      const l = Math.exp(-mean)
      let k = 0
      let p = 1
      do {
        k++
        p *= u()
      } while (p > l)
      return k - 1
    },
    pick(items) {
      return items[Math.floor(u() * items.length)]
    },
  }
  return rng
}

/** Derives an independent stream seed (e.g. per game) from a base seed. */
export function subSeed(seed: number, salt: number): number {
  let h = (seed ^ Math.imul(salt, 0x9e3779b1)) >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0
  return (h ^ (h >>> 16)) >>> 0
}
