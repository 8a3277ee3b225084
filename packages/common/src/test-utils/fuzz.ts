// Test-only helpers for fuzz-style tests (excluded from the build). Seeded so a failure replays.

export type Random = () => number

/** A seeded PRNG (mulberry32): fast, tiny, and good enough to spread test inputs. */
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

export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1))
}

export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick() needs a non-empty list')
  // The lists may hold `undefined` itself, so the index is checked, not the item.
  return items[Math.floor(random() * items.length)] as T
}

// Characters that matter to the parsers under test, plus some that should never appear.
const ALPHABETS = [
  '0123456789',
  '0123456789abcdefABCDEFx',
  '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz',
  ':.-_ +eE,',
  ' \t\n\r\u0000\u00a0\u200b',
  'éß漢字🙂\ud800',
] as const

export function randomString(random: Random, maxLength = 80): string {
  const length = randomInt(random, 0, maxLength)
  let text = ''
  for (let i = 0; i < length; i++) {
    const alphabet = pick(random, ALPHABETS)
    text += alphabet[Math.floor(random() * alphabet.length)] ?? ''
  }
  return text
}

/** Small edits of a valid example: the inputs most likely to slip past a lax parser. */
export function mutate(random: Random, text: string): string {
  const at = randomInt(random, 0, text.length)
  switch (randomInt(random, 0, 5)) {
    case 0:
      return text.slice(0, at) + text.slice(at + 1)
    case 1:
      return text.slice(0, at) + randomString(random, 3) + text.slice(at)
    case 2:
      return text.slice(0, at) + pick(random, [':', '.', '-', ' ', '']) + text.slice(at + 1)
    case 3:
      return `${text}:${randomString(random, 10)}`
    case 4:
      return text.repeat(randomInt(random, 0, 3))
    default:
      return text.toUpperCase()
  }
}

function hostileValues(): unknown[] {
  const { proxy, revoke } = Proxy.revocable({}, {})
  revoke()
  return [
    Object.create(null),
    proxy,
    {
      toString() {
        throw new Error('toString')
      },
    },
    {
      get message() {
        throw new Error('getter')
      },
      get code() {
        throw new Error('getter')
      },
    },
  ]
}

const FIXED_VALUES: readonly unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  -0,
  1,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.MAX_SAFE_INTEGER,
  1e21,
  0n,
  -12345678901234567890n,
  '',
  ':',
  '::',
  Symbol('fuzz'),
  [],
  ['eip155', '1'],
  {},
  { code: 4001 },
  { message: 'User rejected' },
  new Error('boom'),
  () => 'eip155:1',
  new Date(0),
  ...hostileValues(),
]

/**
 * Any kind of value: fixed awkward values, random strings, mutations of `examples`, and now and
 * then a very long string.
 */
export function randomValue(random: Random, examples: readonly string[] = []): unknown {
  const roll = random()
  if (roll < 0.2) return pick(random, FIXED_VALUES)
  if (roll < 0.25) return (random() - 0.5) * 10 ** randomInt(random, 0, 30)
  if (roll < 0.55 || examples.length === 0) return randomString(random)
  if (roll < 0.995) return mutate(random, pick(random, examples))
  return pick(random, examples).repeat(randomInt(random, 1_000, 20_000))
}

/**
 * Feeds `runs` random values to `parse`: each must either return or throw an instance of
 * `errorClass`. Returns how many returned, so a caller can check both paths were exercised.
 */
export function fuzzParser(
  parse: (value: unknown) => unknown,
  errorClass: abstract new (...args: never[]) => Error,
  { seed, examples = [], runs = 2000 }: { seed: number; examples?: readonly string[]; runs?: number },
): number {
  const random = createRandom(seed)
  let returned = 0
  for (let i = 0; i < runs; i++) {
    const value = randomValue(random, examples)
    try {
      parse(value)
      returned++
    } catch (error) {
      if (!(error instanceof errorClass)) {
        throw new Error(`${String(value).slice(0, 80)} threw ${String(error)}, not ${errorClass.name}`)
      }
    }
  }
  return returned
}
