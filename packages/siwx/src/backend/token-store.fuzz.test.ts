import { memorySyncStorage } from '@appkit/testing/node'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EVM_ADDRESS } from '../test-utils/fixtures.js'
import { SIWX_BACKEND_STORAGE_KEY, siwxTokenStore } from './token-store.js'

const validToken = (n: number) => `valid${String(n).padStart(38, '0')}`

const text = (maxLength: number) => fc.string({ unit: 'binary-ascii', maxLength })

/** Entries that must be dropped: wrong shapes and types, hostile keys, unsafe or oversized values. */
const badEntry: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    0,
    'token',
    [],
    {},
    JSON.parse('{"__proto__":{"polluted":true},"account":"eip155:9|0x","token":"x"}'),
    { account: 'no separator', token: validToken(0) },
    { account: 'eip155:1|0xabc', token: 'with space in it, long enough' },
    { account: 'eip155:1|0xabc', token: `${validToken(0)}\r\nset-cookie: x` },
    { account: `eip155:1|${'a'.repeat(300)}`, token: validToken(0) },
    { account: 'eip155:1|0xabc', token: 'a'.repeat(100_000) },
    { account: 7, token: validToken(0) },
  ),
  text(40),
)

/** Whole stored values that are not a JSON list at all. */
const badText = fc.oneof(
  fc.constantFrom('', '{', '[', 'null', 'true', '{}', '"[]"', 'NaN', '[1,2'),
  text(200),
)

/** What storage holds: a bad text, or a list of good ('good') and bad entries. */
const stored = fc.oneof(
  { arbitrary: badText.map((value) => ({ text: value })), weight: 15 },
  {
    arbitrary: fc
      .array(fc.oneof(fc.constant('good' as const), badEntry), { maxLength: 7 })
      .map((list) => ({ list })),
    weight: 85,
  },
)

describe('siwxTokenStore survives whatever is in storage', () => {
  it('never throws, never returns a bad token, and keeps the good ones', () => {
    fc.assert(
      fc.property(stored, (value) => {
        const backend = memorySyncStorage()
        const good: { account: string; token: string }[] = []
        if ('text' in value) backend.setItem(SIWX_BACKEND_STORAGE_KEY, value.text)
        else {
          const entries = value.list.map((entry) => {
            if (entry !== 'good') return entry
            const made = {
              account: `eip155:${good.length + 1}|${EVM_ADDRESS}`,
              token: validToken(good.length),
            }
            good.push(made)
            return made
          })
          backend.setItem(SIWX_BACKEND_STORAGE_KEY, JSON.stringify(entries))
        }

        const store = siwxTokenStore({ storage: backend })
        good.forEach((entry, index) => {
          expect(store.get(`eip155:${index + 1}`, EVM_ADDRESS)).toBe(entry.token)
        })
        expect(store.get('eip155:9', '0x')).toBeUndefined()
        // The cleaned list was written back: only the good entries are left.
        const left = backend.getItem(SIWX_BACKEND_STORAGE_KEY)
        expect(left === null ? [] : JSON.parse(left)).toEqual(good)
        store.set('eip155:99', EVM_ADDRESS, validToken(99))
        expect(store.get('eip155:99', EVM_ADDRESS)).toBe(validToken(99))
        expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      }),
      { numRuns: 400 },
    )
  })

  it('reads a huge corrupted value without throwing', () => {
    const backend = memorySyncStorage()
    backend.setItem(SIWX_BACKEND_STORAGE_KEY, `[${'9'.repeat(5_000_000)}`)
    expect(siwxTokenStore({ storage: backend }).get('eip155:1', EVM_ADDRESS)).toBeUndefined()
    expect(backend.getItem(SIWX_BACKEND_STORAGE_KEY)).toBeNull()
  })
})
