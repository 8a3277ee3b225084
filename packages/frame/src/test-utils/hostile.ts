import fc from 'fast-check'
import { FRAME_ID_PATTERN, FRAME_MESSAGE_TAG } from '../schema/envelope.js'

// Test-only: fast-check arbitraries of hostile messages for the security property tests of both
// sides. Every message made here must be refused; each arbitrary is built so that it cannot
// produce a valid message by chance.

export type HostileCategory =
  | 'wrong origin'
  | 'wrong source'
  | 'bad id'
  | 'unknown type'
  | 'missing field'
  | 'wrong field type'
  | 'wrong payload type'
  | 'not tagged'
  | 'replayed id'
  | 'unanswerable id'
  | 'oversized'
  | 'polluting key'
  | 'non-JSON value'

export interface HostileMessage {
  category: HostileCategory
  data: unknown
  origin: string
  source: unknown
  /** Whether it carries our tag: then it must be warned about once, else ignored without a word. */
  tagged: boolean
}

type Message = Record<string, unknown> & { payload?: unknown }

export interface HostileSide {
  trustedOrigin: string
  trustedSource: unknown
  /** Windows a message might come from that are not the trusted one. */
  otherSources: unknown[]
  /** Valid messages that would change state if they came from the trusted window and origin. */
  valid: fc.Arbitrary<object>
  /** Valid messages whose payload is an object of required, typed fields: any field removed or swapped for another type is invalid. */
  typed: fc.Arbitrary<object>
  /** Valid messages except that their id was already used. */
  replayed: fc.Arbitrary<object>
  /** Valid messages this side can never act on (a reply to no open request; none on the frame side). */
  unanswerable?: fc.Arbitrary<object>
  /** A message that is valid with any JSON `value` inside it (an RPC params or result). */
  carry(value: unknown): object
  /** Every message type this side accepts, to keep made-up types from hitting one. */
  knownTypes: ReadonlySet<string>
  /** Types that are ours but go the other way. */
  otherDirectionTypes: readonly string[]
}

/** A UUID-shaped id, so fresh ids pass the id check and reach the checks after it. */
export const frameId = fc.uuid({ version: 4 })

const ORIGIN_LOOKALIKES = (trusted: string) => {
  const url = new URL(trusted)
  return [
    `${trusted}.evil.com`,
    `${trusted}:444`,
    `${trusted}/`,
    trusted.replace('https:', 'http:'),
    trusted.toUpperCase(),
    `https://evil.${url.host}`,
    `https://${url.host.replace(/\./g, '-')}.evil.com`,
    `${trusted} `,
    'null',
    '',
    '*',
    'file://',
    'chrome-extension://abcdefghijklmnop',
  ]
}

/** Deep copy of a plain message, so a mutation never touches the one fast-check holds. */
const copy = (message: object): Message => ({ ...structuredClone(message) })

const PRINTABLE = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_:./ é漢🙂']
const text = (maxLength: number, alphabet: readonly string[] = PRINTABLE) =>
  fc.string({ unit: fc.constantFrom(...alphabet), maxLength })

/** A value whose JS type differs from `value`'s, and that no field of that type accepts. */
function wrongTypeFor(value: unknown, pick: number): unknown {
  const choose = (options: unknown[]) => options[pick % options.length]
  if (typeof value === 'string') return choose([true, false, {}, [], [value]])
  if (typeof value === 'number') return choose([true, {}, [], '', [value]])
  if (typeof value === 'boolean') return choose(['true', 1, 0, {}, [], null])
  if (Array.isArray(value)) return choose([true, 1, 'x', { 0: value[0] }])
  return choose([true, 1, 'x'])
}

const badId: fc.Arbitrary<unknown> = fc
  .oneof(
    text(40),
    text(36, [...'0123456789abcdef-']),
    frameId.map((id) => `${id} `),
    frameId.map((id) => id.replace(/-/g, '')),
    frameId.map((id) => id.toUpperCase().replace(/[0-9A-F]$/, 'G')),
    fc.integer({ min: -1e9, max: 1e9 }),
    fc.constant(null),
    frameId.map((id) => [id]),
    frameId.map((id) => ({ id })),
    fc.constant(true),
  )
  // A random string of the right alphabet could still be UUID-shaped: make sure it is not.
  .map((id) => (typeof id === 'string' && FRAME_ID_PATTERN.test(id) ? `${id}x` : id))

function unknownType(side: HostileSide): fc.Arbitrary<unknown> {
  const known = fc.constantFrom(...side.knownTypes)
  return fc
    .oneof(
      text(30, [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ_']),
      known.map((type) => type.toLowerCase()),
      fc.tuple(known, text(5, [...'ABCXYZ'])).map(([type, suffix]) => `${type}_${suffix}`),
      known.map((type) => ` ${type}`),
      fc.constantFrom(...side.otherDirectionTypes),
      fc.constantFrom('constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'),
      fc.integer({ min: 0, max: 100 }),
      fc.constant(null),
      known.map((type) => ({ type })),
    )
    .map((type) => (typeof type === 'string' && side.knownTypes.has(type) ? `${type}!` : type))
}

/**
 * Values JSON cannot carry, made when the message is: fast-check asks every value it makes
 * whether it has a clone method, which a revoked proxy answers by throwing.
 */
const nonJsonValue: fc.Arbitrary<() => unknown> = fc.nat({ max: 2e12 }).chain((n) =>
  fc.constantFrom<() => unknown>(
    () => BigInt(n % 1e6),
    () => new Date(n),
    () => new Map([['a', n % 10]]),
    () => new Set([1, 2]),
    () => () => 'a function',
    () => Symbol('s'),
    () => Number.NaN,
    () => Number.POSITIVE_INFINITY,
    () => [1, undefined, 3],
    () => {
      const cyclic: Record<string, unknown> = { a: 1 }
      cyclic.self = cyclic
      return cyclic
    },
    () => new Uint8Array(n % 33),
    () => new (class Hostile {})(),
    () => new Error('hostile'),
    () => /regex/,
    () =>
      Object.defineProperty({}, 'x', {
        enumerable: true,
        get() {
          throw new Error('getter')
        },
      }),
    () => {
      const { proxy, revoke } = Proxy.revocable({}, {})
      revoke()
      return proxy
    },
  ),
)

const pollutingValue: fc.Arbitrary<unknown> = fc
  .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.integer({ min: 0, max: 4 }))
  .map(([key, depth]) => {
    const inner = `{"${key}":{"polluted":true,"isAdmin":true}}`
    return JSON.parse(`${'{"a":['.repeat(depth)}${inner}${']}'.repeat(depth)}`)
  })

const oversizedValue: fc.Arbitrary<unknown> = fc
  .tuple(fc.constantFrom(65_537, 70_000, 100_000, 300_000), fc.integer({ min: 0, max: 3 }))
  .map(([size, how]) => {
    if (how === 0) return 'x'.repeat(size)
    if (how === 1) return Array.from({ length: Math.ceil(size / 8) }, (_, i) => i * 1_000_000)
    if (how === 2) return '漢'.repeat(Math.ceil(size / 3))
    return { data: `0x${'ab'.repeat(size / 2)}` }
  })

/** Hostile messages of every category, each from the trusted window and origin unless its category says otherwise. */
export function hostileMessages(side: HostileSide): fc.Arbitrary<HostileMessage> {
  const trusted = { origin: side.trustedOrigin, source: side.trustedSource }
  const tagged = (category: HostileCategory, data: unknown): HostileMessage => ({
    category,
    data,
    ...trusted,
    tagged: true,
  })
  const untagged = (category: HostileCategory, data: unknown): HostileMessage => ({
    category,
    data,
    ...trusted,
    tagged: false,
  })
  const otherOrigin = fc.oneof(
    { arbitrary: fc.constantFrom(...ORIGIN_LOOKALIKES(side.trustedOrigin)), weight: 4 },
    { arbitrary: text(20).map((host) => `https://${host}`), weight: 1 },
  )
  return fc.oneof(
    fc.tuple(side.valid, otherOrigin).map(
      ([data, origin]): HostileMessage => ({
        category: 'wrong origin',
        data,
        origin,
        source: side.trustedSource,
        tagged: true,
      }),
    ),
    fc.tuple(side.valid, fc.constantFrom(...side.otherSources)).map(
      ([data, source]): HostileMessage => ({
        category: 'wrong source',
        data,
        origin: side.trustedOrigin,
        source,
        tagged: true,
      }),
    ),
    fc.tuple(side.valid, badId).map(([message, id]) => tagged('bad id', { ...copy(message), id })),
    fc
      .tuple(side.valid, unknownType(side))
      .map(([message, type]) => tagged('unknown type', { ...copy(message), type })),
    fc
      .tuple(side.typed, fc.constantFrom('id', 'type', 'payload', 'payload field'), fc.nat())
      .map(([original, field, n]) => {
        const message = copy(original)
        if (field === 'payload field') {
          const payload = message.payload as Record<string, unknown>
          const keys = Object.keys(payload)
          delete payload[keys[n % keys.length]!]
        } else delete message[field]
        return tagged('missing field', message)
      }),
    fc.tuple(side.typed, fc.nat(), fc.nat()).map(([original, n, pick]) => {
      const message = copy(original)
      const payload = message.payload as Record<string, unknown>
      const keys = Object.keys(payload)
      const key = keys[n % keys.length]!
      payload[key] = wrongTypeFor(payload[key], pick)
      return tagged('wrong field type', message)
    }),
    fc
      .tuple(
        side.typed,
        fc.oneof(
          text(10),
          fc.integer({ min: 0, max: 9 }),
          fc.constant(true),
          fc.constant(null),
          fc.constant('wrapped'),
        ),
      )
      .map(([original, payload]) => {
        const message = copy(original)
        message.payload = payload === 'wrapped' ? [message.payload] : payload
        return tagged('wrong payload type', message)
      }),
    fc
      .tuple(
        side.valid,
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom<unknown>('appkit-frame/2', FRAME_MESSAGE_TAG.toUpperCase(), 1, null, [
          FRAME_MESSAGE_TAG,
        ]),
        nonJsonValue,
      )
      .map(([original, how, tag, make]) => {
        const message = copy(original)
        if (how === 0) delete message.tag
        else if (how === 1) message.tag = tag
        else if (how === 2) return untagged('not tagged', [message])
        else if (how === 3) return untagged('not tagged', JSON.stringify(message))
        else return untagged('not tagged', make())
        return untagged('not tagged', message)
      }),
    side.replayed.map((message) => tagged('replayed id', message)),
    (side.unanswerable ?? side.replayed).map((message) => tagged('unanswerable id', message)),
    oversizedValue.map((value) => tagged('oversized', side.carry(value))),
    fc
      .tuple(side.valid, pollutingValue, fc.integer({ min: 0, max: 4 }))
      .map(([message, value, how]) =>
        how === 0
          ? tagged(
              'polluting key',
              Object.assign(JSON.parse('{"__proto__":{"polluted":true}}'), copy(message)),
            )
          : tagged('polluting key', side.carry(value)),
      ),
    nonJsonValue.map((make) => tagged('non-JSON value', side.carry({ value: make() }))),
  )
}

/** Every category hostileMessages makes. */
export const HOSTILE_CATEGORIES: readonly HostileCategory[] = [
  'wrong origin',
  'wrong source',
  'bad id',
  'unknown type',
  'missing field',
  'wrong field type',
  'wrong payload type',
  'not tagged',
  'replayed id',
  'unanswerable id',
  'oversized',
  'polluting key',
  'non-JSON value',
]
