import { describe, expect, it } from 'vitest'
import { toPlainJson, utf8ByteLength } from './plain-json.js'

const refused = (data: unknown, maxBytes?: number) => {
  const result = toPlainJson(data, maxBytes)
  return result.ok ? undefined : result.reason
}

describe('toPlainJson', () => {
  it('returns a detached copy of plain JSON', () => {
    const data = { a: [1, 'two', null, true, { b: -0.5 }], c: Object.assign(Object.create(null), { d: 1 }) }
    const result = toPlainJson(data)
    expect(result).toEqual({ ok: true, value: { a: [1, 'two', null, true, { b: -0.5 }], c: { d: 1 } } })
    if (result.ok) expect(result.value).not.toBe(data)
  })

  it.each([
    ['undefined', undefined],
    ['a bigint', { n: 1n }],
    ['a function', { f: () => 1 }],
    ['a symbol', Symbol('s')],
    ['NaN', { n: Number.NaN }],
    ['Infinity', [Number.POSITIVE_INFINITY]],
    ['a Date', { at: new Date(0) }],
    ['a Map', new Map([['a', 1]])],
    ['a Set', { s: new Set([1]) }],
    ['a typed array', { bytes: new Uint8Array(4) }],
    ['an Error', { e: new Error('x') }],
    ['a RegExp', /x/],
    ['a boxed string', { s: Object('x') }],
    ['undefined in an array', [1, undefined]],
    ['a sparse array', Object.assign(new Array(3), { 0: 1, 2: 3 })],
    ['an array with extra keys', Object.assign([1], { extra: 2 })],
    ['symbol keys', { [Symbol('k')]: 1 }],
    ['a class instance', new (class Point {})()],
    [
      'an accessor',
      Object.defineProperty({}, 'a', {
        get: () => 1,
        enumerable: true,
      }),
    ],
  ])('refuses %s', (_label, data) => {
    expect(refused(data)).toBeTypeOf('string')
  })

  it('takes a key set to undefined as a key left out', () => {
    expect(toPlainJson({ a: 1, payload: undefined })).toEqual({ ok: true, value: { a: 1 } })
  })

  it('refuses cycles and shared objects', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    const shared = { x: 1 }
    expect(refused(cyclic)).toBe('a shared or cyclic object')
    expect(refused({ a: shared, b: shared })).toBe('a shared or cyclic object')
  })

  it.each(['__proto__', 'constructor', 'prototype'])('refuses the key %s at any depth', (key) => {
    const polluting = JSON.parse(`{"payload":{"params":[{"${key}":{"polluted":true}}]}}`)
    expect(refused(polluting)).toBe(`the key ${key}`)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('refuses a proxy that hides a key from the walk but not from JSON.stringify', () => {
    let reads = 0
    const sneaky = new Proxy(
      {},
      {
        // The walk reads the keys twice (symbols, then names); JSON.stringify reads them third.
        ownKeys: () => (reads++ < 2 ? [] : ['__proto__']),
        getOwnPropertyDescriptor: () => ({ value: 1, enumerable: true, configurable: true }),
        get: (_t, key) => (key === '__proto__' ? { polluted: true } : undefined),
      },
    )
    expect(refused({ payload: sneaky })).toBe('the key __proto__')
    expect(reads).toBe(3)
  })

  it('refuses throwing getters and revoked proxies without throwing', () => {
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    expect(refused(proxy)).toBe('unreadable value')
    const throwing = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('boom')
        },
      },
    )
    expect(refused({ a: throwing })).toBe('unreadable value')
  })

  it('refuses values nested deeper than 64 levels', () => {
    let deep: unknown = 1
    for (let i = 0; i < 65; i++) deep = [deep]
    expect(refused(deep)).toBe('nested deeper than 64')
    let fine: unknown = 1
    for (let i = 0; i < 63; i++) fine = [fine]
    expect(refused(fine)).toBeUndefined()
  })

  it('refuses a message larger than the cap, counted in UTF-8 bytes', () => {
    expect(refused({ s: 'a'.repeat(100) }, 108)).toBeUndefined() // {"s":"…"} is 8 bytes + 100
    expect(refused({ s: 'a'.repeat(101) }, 108)).toBe('larger than 108 bytes')
    expect(refused({ s: 'é'.repeat(50) }, 108)).toBeUndefined()
    expect(refused({ s: 'é'.repeat(51) }, 108)).toBe('larger than 108 bytes')
    expect(refused({ s: 'x'.repeat(70_000) })).toBe('larger than 65536 bytes')
  })
})

describe('utf8ByteLength', () => {
  it('counts like TextEncoder', () => {
    for (const text of ['', 'abc', 'é', '漢字', '🙂', 'a🙂b', '\ud800', '\udc00x', '\ud800\ud800']) {
      expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).length)
    }
  })
})
