import { memorySyncStorage } from '@appkit/testing/node'
import { describe, expect, it } from 'vitest'
import { EVM_ADDRESS } from '../test-utils/fixtures.js'
import { createRandom, pick, type Random, randomText } from '../test-utils/random.js'
import { SIWX_BACKEND_STORAGE_KEY, siwxTokenStore } from './token-store.js'

const validToken = (n: number) => `valid${String(n).padStart(38, '0')}`

function badEntry(random: Random): unknown {
  return pick(random, [
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
    randomText(random),
  ])
}

function badText(random: Random): string {
  return pick(random, ['', '{', '[', 'null', 'true', '{}', '"[]"', 'NaN', '[1,2', randomText(random, 200)])
}

describe('siwxTokenStore survives whatever is in storage', () => {
  it('never throws, never returns a bad token, and keeps the good ones', () => {
    const random = createRandom(11)
    for (let round = 0; round < 400; round++) {
      const backend = memorySyncStorage()
      const good: { account: string; token: string }[] = []
      if (random() < 0.15) {
        backend.setItem(SIWX_BACKEND_STORAGE_KEY, badText(random))
      } else {
        const entries: unknown[] = []
        for (let i = Math.floor(random() * 8); i > 0; i--) {
          if (random() < 0.5) {
            const entry = {
              account: `eip155:${good.length + 1}|${EVM_ADDRESS}`,
              token: validToken(good.length),
            }
            good.push(entry)
            entries.push(entry)
          } else {
            entries.push(badEntry(random))
          }
        }
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
    }
  })

  it('reads a huge corrupted value without throwing', () => {
    const backend = memorySyncStorage()
    backend.setItem(SIWX_BACKEND_STORAGE_KEY, `[${'9'.repeat(5_000_000)}`)
    expect(siwxTokenStore({ storage: backend }).get('eip155:1', EVM_ADDRESS)).toBeUndefined()
    expect(backend.getItem(SIWX_BACKEND_STORAGE_KEY)).toBeNull()
  })
})
