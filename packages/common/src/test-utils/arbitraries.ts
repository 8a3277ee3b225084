import fc from 'fast-check'

// Test-only fast-check arbitraries for the parsers' property tests (excluded from the build).

/**
 * A proxy on which every operation throws, as on a revoked one. fast-check itself asks each value
 * whether it has fc.cloneMethod, and a revoked proxy would throw there, before the property runs.
 */
function revokedLike(): object {
  const traps = new Proxy(
    {},
    {
      get: (_, trap) => (_target: object, key: unknown) => {
        if (trap === 'has' && key === fc.cloneMethod) return false
        throw new TypeError(`Cannot perform '${String(trap)}' on a proxy that has been revoked`)
      },
    },
  )
  return new Proxy({}, traps)
}

/** Values a page can hand a parser that break naive code: proxies that throw, throwing getters. */
function hostileValues(): unknown[] {
  return [
    Object.create(null),
    revokedLike(),
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

// Characters that matter to the parsers under test, plus some that should never appear.
const PARSER_CHARS =
  '0123456789abcdefABCDEFxXGHJKLMNPQRSTUVWYZ:.-_ +eE,\t\n\r\u0000\u00a0\u200béß漢字🙂\ud800'

/** Strings made of the characters parsers split and check on. */
export const parserText = fc.string({ unit: fc.constantFrom(...PARSER_CHARS), maxLength: 80 })

/** Small edits of a valid example: the inputs most likely to slip past a lax parser. */
export function mutated(examples: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom(...examples),
      fc.nat(),
      fc.string({ maxLength: 3 }),
      fc.integer({ min: 0, max: 6 }),
    )
    .map(([text, n, insert, edit]) => {
      const at = n % (text.length + 1)
      switch (edit) {
        case 0:
          return text.slice(0, at) + text.slice(at + 1)
        case 1:
          return text.slice(0, at) + insert + text.slice(at)
        case 2:
          return `${text.slice(0, at)}${':.- '[n % 4]}${text.slice(at + 1)}`
        case 3:
          return `${text}:${insert}`
        case 4:
          return text.repeat(n % 4)
        case 5:
          return text.toUpperCase()
        default:
          return text
      }
    })
}

/**
 * Any value: whatever fast-check's `anything` makes, awkward numbers and bigints, functions,
 * symbols, errors and hostile objects, parser-ish strings, and with `examples` their mutations
 * and, now and then, one repeated into a very long string.
 */
export function anyInput(examples: readonly string[] = []): fc.Arbitrary<unknown> {
  const values: fc.Arbitrary<unknown>[] = [
    fc.anything({ withBigInt: true, withNullPrototype: true, withBoxedValues: true, withMap: true }),
    fc.oneof(fc.double(), fc.bigInt(), fc.constant(Symbol('input')), fc.func(fc.constant('eip155:1'))),
    fc.constantFrom(new Error('boom'), { code: 4001 }, { message: 'User rejected' }, new Date(0)),
    fc.constantFrom(...hostileValues()),
    parserText,
  ]
  if (examples.length === 0) return fc.oneof(...values)
  // Now and then (1 in 33) a very long string: enough to find a quadratic parser, few enough to stay fast.
  const long = fc
    .tuple(fc.constantFrom(...examples), fc.integer({ min: 1_000, max: 5_000 }))
    .map(([text, times]) => text.repeat(times))
  return fc.oneof(
    ...values.map((arbitrary) => ({ arbitrary, weight: 4 })),
    { arbitrary: mutated(examples), weight: 12 },
    { arbitrary: long, weight: 1 },
  )
}
