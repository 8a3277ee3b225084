import { FRAME_MESSAGE_MAX_BYTES } from '@appkit/common'

/** Keys that could reach an object's prototype if some later code merged a payload into an object. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])
/** Deeper than any request or reply needs (typed data nests a few levels); bounds the walk. */
const MAX_DEPTH = 64

export type PlainJsonResult = { ok: true; value: unknown } | { ok: false; reason: string }

/**
 * Turns received message data into a detached copy of plain JSON, or says why it is not one.
 * postMessage delivers anything structured clone can carry (Dates, Maps, BigInts, cycles, typed
 * arrays); our protocol is JSON only, so anything else is refused before a schema looks at it,
 * along with prototype-polluting keys and messages larger than `maxBytes` of UTF-8 JSON. Never throws.
 */
export function toPlainJson(data: unknown, maxBytes: number = FRAME_MESSAGE_MAX_BYTES): PlainJsonResult {
  try {
    const problem = findNonJson(data)
    if (problem) return { ok: false, reason: problem }
    const text = JSON.stringify(data)
    // Each UTF-16 unit is at least one UTF-8 byte: the cheap length check rejects most big messages.
    if (text.length > maxBytes || utf8ByteLength(text) > maxBytes) {
      return { ok: false, reason: `larger than ${maxBytes} bytes` }
    }
    // The copy is checked again: a proxy (never from structured clone, but possible in a same-origin
    // frame) could show the walk one thing and JSON.stringify another.
    let forbidden: string | undefined
    const value: unknown = JSON.parse(text, (key, item: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) forbidden = key
      return item
    })
    if (forbidden !== undefined) return { ok: false, reason: `the key ${forbidden}` }
    return { ok: true, value }
  } catch {
    // Throwing getters and revoked proxies end up here (structured clone never makes them).
    return { ok: false, reason: 'unreadable value' }
  }
}

/** Walks the value without recursion (a deep value must not overflow the stack). */
function findNonJson(root: unknown): string | undefined {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: root, depth: 0 }]
  const seen = new Set<object>()
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!
    if (value === null || typeof value === 'string' || typeof value === 'boolean') continue
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return 'a number that JSON cannot carry'
      continue
    }
    if (typeof value !== 'object') return `a ${typeof value}, which JSON cannot carry`
    if (depth >= MAX_DEPTH) return `nested deeper than ${MAX_DEPTH}`
    // A shared object would be copied twice by JSON, a cycle forever: neither is a message of ours.
    if (seen.has(value)) return 'a shared or cyclic object'
    seen.add(value)
    if (Object.getOwnPropertySymbols(value).length > 0) return 'symbol keys'
    const proto = Object.getPrototypeOf(value)
    if (Array.isArray(value)) {
      if (proto !== Array.prototype) return 'an unusual array'
      const keys = Object.keys(value)
      if (keys.length !== value.length) return 'a sparse array or one with extra keys'
      for (const item of value) stack.push({ value: item, depth: depth + 1 })
      continue
    }
    if (proto !== Object.prototype && proto !== null) return 'an object that is not plain'
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) return `the key ${key}`
      const descriptor = Object.getOwnPropertyDescriptor(value, key)
      if (!descriptor || !('value' in descriptor)) return 'an accessor property'
      // A key set to undefined is a key left out, as JSON has it (a builder's empty payload).
      if (descriptor.value !== undefined) stack.push({ value: descriptor.value, depth: depth + 1 })
    }
  }
  return undefined
}

export function utf8ByteLength(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    if (unit < 0x80) bytes += 1
    else if (unit < 0x800) bytes += 2
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4
        i++
      } else bytes += 3
    } else bytes += 3
  }
  return bytes
}
