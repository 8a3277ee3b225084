// Test-only seeded randomness: the same run every time, so a failure replays.

export type Random = () => number

/** mulberry32: tiny, fast, and spread well enough for test inputs. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T
}

export function randomText(random: Random, maxLength = 40): string {
  const length = Math.floor(random() * (maxLength + 1))
  let text = ''
  for (let i = 0; i < length; i++) text += String.fromCharCode(Math.floor(random() * 0x7f))
  return text
}
