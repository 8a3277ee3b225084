// Test-only: a seeded pseudo-random generator (splitmix32), so a fuzz failure replays from its seed.

export interface Random {
  /** A float in [0, 1). */
  next(): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
  string(maxLength?: number, alphabet?: string): string
  /** A UUID-shaped id, so fresh ids pass the id check and reach the checks after it. */
  uuid(): string
}

const PRINTABLE = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_:./ é漢🙂'

export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x9e3779b9) >>> 0
    let z = state
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad)
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97)
    return ((z ^ (z >>> 15)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const random: Random = {
    next,
    int,
    pick(items) {
      if (items.length === 0) throw new Error('pick() needs items')
      return items[int(0, items.length - 1)] as (typeof items)[number]
    },
    chance: (probability) => next() < probability,
    string(maxLength = 40, alphabet = PRINTABLE) {
      const chars = [...alphabet]
      let text = ''
      for (let i = int(0, maxLength); i > 0; i--) text += random.pick(chars)
      return text
    },
    uuid() {
      const hex = () => random.string(1, '0123456789abcdef').padEnd(1, '0')
      const part = (length: number) => Array.from({ length }, hex).join('')
      return `${part(8)}-${part(4)}-4${part(3)}-8${part(3)}-${part(12)}`
    },
  }
  return random
}
