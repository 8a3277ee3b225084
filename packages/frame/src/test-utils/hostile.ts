import { FRAME_ID_PATTERN, FRAME_MESSAGE_TAG } from '../schema/envelope.js'
import type { Random } from './random.js'

// Test-only: hostile messages for the security fuzz tests of both sides. Every message made here
// must be refused; each generator is built so that it cannot produce a valid message by chance.

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
  valid(random: Random): object
  /** Valid messages whose payload is an object of required, typed fields: any field removed or swapped for another type is invalid. */
  typed(random: Random): object
  /** Valid messages except that their id was already used. */
  replayed(random: Random): object
  /** Valid messages this side can never act on (a reply to no open request; none on the frame side). */
  unanswerable?(random: Random): object
  /** A message that is valid with any JSON `value` inside it (an RPC params or result). */
  carry(random: Random, value: unknown): object
  /** Every message type this side accepts, to keep made-up types from hitting one. */
  knownTypes: ReadonlySet<string>
  /** Types that are ours but go the other way. */
  otherDirectionTypes: readonly string[]
}

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

/** Deep copy of a plain message, so a mutation never touches the pool it came from. */
const copy = (message: object): Message => ({ ...structuredClone(message) })

/** A value whose JS type differs from `value`'s, and that no field of that type accepts. */
function wrongTypeFor(random: Random, value: unknown): unknown {
  if (typeof value === 'string') return random.pick([true, false, {}, [], [value]])
  if (typeof value === 'number') return random.pick([true, {}, [], '', [value]])
  if (typeof value === 'boolean') return random.pick(['true', 1, 0, {}, [], null])
  if (Array.isArray(value)) return random.pick([true, 1, 'x', { 0: value[0] }])
  return random.pick([true, 1, 'x'])
}

function badId(random: Random): unknown {
  const candidate = random.pick<unknown>([
    random.string(40),
    random.string(36, '0123456789abcdef-'),
    `${random.uuid()} `,
    random.uuid().replace(/-/g, ''),
    random
      .uuid()
      .toUpperCase()
      .replace(/[0-9A-F]$/, 'G'),
    random.int(-1e9, 1e9),
    null,
    [random.uuid()],
    { id: random.uuid() },
    true,
  ])
  // A random string of the right alphabet could still be UUID-shaped: make sure it is not.
  return typeof candidate === 'string' && FRAME_ID_PATTERN.test(candidate) ? `${candidate}x` : candidate
}

function unknownType(random: Random, side: HostileSide): unknown {
  const known = [...side.knownTypes]
  const candidate = random.pick<unknown>([
    random.string(30, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ_'),
    random.pick(known).toLowerCase(),
    `${random.pick(known)}_${random.string(5, 'ABCXYZ')}`,
    ` ${random.pick(known)}`,
    random.pick(side.otherDirectionTypes),
    random.pick(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']),
    random.int(0, 100),
    null,
    { type: random.pick(known) },
  ])
  return typeof candidate === 'string' && side.knownTypes.has(candidate) ? `${candidate}!` : candidate
}

function nonJsonValue(random: Random): unknown {
  const cyclic: Record<string, unknown> = { a: 1 }
  cyclic.self = cyclic
  const { proxy, revoke } = Proxy.revocable({}, {})
  revoke()
  return random.pick<() => unknown>([
    () => BigInt(random.int(0, 1e6)),
    () => new Date(random.int(0, 2e12)),
    () => new Map([['a', random.int(0, 9)]]),
    () => new Set([1, 2]),
    () => () => 'a function',
    () => Symbol('s'),
    () => Number.NaN,
    () => Number.POSITIVE_INFINITY,
    () => [1, undefined, 3],
    () => cyclic,
    () => new Uint8Array(random.int(0, 32)),
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
    () => proxy,
  ])()
}

function pollutingValue(random: Random): unknown {
  const key = random.pick(['__proto__', 'constructor', 'prototype'])
  const inner = `{"${key}":{"polluted":true,"isAdmin":true}}`
  const depth = random.int(0, 4)
  const json = `${'{"a":['.repeat(depth)}${inner}${']}'.repeat(depth)}`
  return JSON.parse(json)
}

function oversizedValue(random: Random): unknown {
  const size = random.pick([65_537, 70_000, 100_000, 300_000])
  return random.pick<() => unknown>([
    () => 'x'.repeat(size),
    () => Array.from({ length: Math.ceil(size / 8) }, (_, i) => i * 1_000_000),
    () => '漢'.repeat(Math.ceil(size / 3)),
    () => ({ data: `0x${'ab'.repeat(size / 2)}` }),
  ])()
}

/** One hostile message of a random category. */
export function hostileMessage(random: Random, side: HostileSide): HostileMessage {
  const trusted = { origin: side.trustedOrigin, source: side.trustedSource }
  const tagged = (category: HostileCategory, data: unknown): HostileMessage => ({
    category,
    data,
    ...trusted,
    tagged: true,
  })
  const category = random.pick<HostileCategory>([
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
  ])
  switch (category) {
    case 'wrong origin': {
      const origin = random.chance(0.8)
        ? random.pick(ORIGIN_LOOKALIKES(side.trustedOrigin))
        : `https://${random.string(20)}`
      return { category, data: side.valid(random), origin, source: side.trustedSource, tagged: true }
    }
    case 'wrong source':
      return {
        category,
        data: side.valid(random),
        origin: side.trustedOrigin,
        source: random.pick(side.otherSources),
        tagged: true,
      }
    case 'bad id':
      return tagged(category, { ...copy(side.valid(random)), id: badId(random) })
    case 'unknown type':
      return tagged(category, { ...copy(side.valid(random)), type: unknownType(random, side) })
    case 'missing field': {
      const message = copy(side.typed(random))
      const field = random.pick(['id', 'type', 'payload', 'payload field'])
      if (field === 'payload field') {
        const payload = message.payload as Record<string, unknown>
        delete payload[random.pick(Object.keys(payload))]
      } else delete message[field]
      return tagged(category, message)
    }
    case 'wrong field type': {
      const message = copy(side.typed(random))
      const payload = message.payload as Record<string, unknown>
      const key = random.pick(Object.keys(payload))
      payload[key] = wrongTypeFor(random, payload[key])
      return tagged(category, message)
    }
    case 'wrong payload type': {
      const message = copy(side.typed(random))
      message.payload = random.pick<unknown>([
        random.string(10),
        random.int(0, 9),
        true,
        [message.payload],
        null,
      ])
      return tagged(category, message)
    }
    case 'not tagged': {
      const message = copy(side.valid(random))
      const how = random.int(0, 4)
      if (how === 0) delete message.tag
      else if (how === 1)
        message.tag = random.pick<unknown>([
          'appkit-frame/2',
          FRAME_MESSAGE_TAG.toUpperCase(),
          1,
          null,
          [FRAME_MESSAGE_TAG],
        ])
      else if (how === 2) return { category, data: [message], ...trusted, tagged: false }
      else if (how === 3) return { category, data: JSON.stringify(message), ...trusted, tagged: false }
      else return { category, data: nonJsonValue(random), ...trusted, tagged: false }
      return { category, data: message, ...trusted, tagged: false }
    }
    case 'replayed id':
      return tagged(category, side.replayed(random))
    case 'unanswerable id':
      return tagged(category, side.unanswerable ? side.unanswerable(random) : side.replayed(random))
    case 'oversized':
      return tagged(category, side.carry(random, oversizedValue(random)))
    case 'polluting key':
      return random.chance(0.2)
        ? tagged(
            category,
            Object.assign(JSON.parse('{"__proto__":{"polluted":true}}'), copy(side.valid(random))),
          )
        : tagged(category, side.carry(random, pollutingValue(random)))
    case 'non-JSON value':
      return tagged(category, side.carry(random, { value: nonJsonValue(random) }))
  }
}
