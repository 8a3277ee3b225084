/**
 * A small seeded pseudo-random generator: a Weyl sequence (add a constant each step) scrambled by
 * an integer hash. Not for secrets; its job is that the same seed gives the same catalogue on
 * every machine and every run, so tests and screenshots can name wallets by rank.
 */
export interface Prng {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [0, max). */
  int(max: number): number
  /** True with probability `p`. */
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
}

export function createPrng(seed: number): Prng {
  let state = seed | 0
  const next = () => {
    state = (state + 0x9e3779b9) | 0
    let z = state
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
    z ^= z >>> 16
    return (z >>> 0) / 0x1_0000_0000
  }
  const int = (max: number) => Math.floor(next() * max)
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick() needs at least one item.')
      return items[int(items.length)] as T
    },
  }
}
