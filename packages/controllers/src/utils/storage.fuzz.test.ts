import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { initialize } from '../actions/initialize.js'
import { readRecentWalletIds, readRememberedConnections } from '../actions/remembered-connections.js'
import { resetState } from '../actions/reset.js'
import { FakeAdapter, network } from '../test/fake-adapter.js'
import { installMemoryStorage } from '../test/memory-storage.js'
import { readCache } from './cache.js'
import { parseString, parseStringList, parseStringRecord, readStorage, STORAGE_KEYS } from './storage.js'

/** A seeded generator: the same run every time, so a failure reproduces. */
function prng(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    return seed / 2 ** 31
  }
}

const SAMPLES = [
  '',
  'null',
  'undefined',
  '{',
  '[',
  '"',
  '1e999',
  '-0',
  'NaN',
  'true',
  '[]',
  '{}',
  '{"eip155":null}',
  '{"eip155":[1,2]}',
  '{"eip155":"a"}',
  '{"__proto__":{"polluted":true}}',
  '{"a":{"timestamp":1,"value":{}}}',
  '{"a":{"timestamp":"1","value":1}}',
  '"eip155:1"',
  '"solana:abc"',
  '"\\u0000"',
  'x'.repeat(100_000),
]

function randomValue(next: () => number): string {
  if (next() < 0.5) return SAMPLES[Math.floor(next() * SAMPLES.length)]!
  const length = Math.floor(next() * 40)
  let text = ''
  for (let i = 0; i < length; i++) text += String.fromCharCode(Math.floor(next() * 0x7f))
  return text
}

describe('every storage reader survives random and malformed values', () => {
  beforeAll(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterAll(() => vi.restoreAllMocks())

  it('never throws, and start-up still reaches a usable state', async () => {
    const next = prng(42)
    const keys = Object.values(STORAGE_KEYS)
    for (let round = 0; round < 300; round++) {
      installMemoryStorage()
      for (const key of keys) if (next() < 0.7) localStorage.setItem(key, randomValue(next))
      expect(() => {
        readRememberedConnections()
        readRecentWalletIds()
        readStorage(STORAGE_KEYS.walletName, parseString)
        readStorage(STORAGE_KEYS.recentWallets, parseStringList)
        readStorage(STORAGE_KEYS.connections, parseStringRecord)
        for (const key of keys) readCache(key, 'a', 30_000, (raw) => raw)
      }).not.toThrow()
      resetState()
      await expect(
        initialize({ adapters: [new FakeAdapter()], networks: [network(1), network(10)] }),
      ).resolves.toBeUndefined()
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    }
  })
})
