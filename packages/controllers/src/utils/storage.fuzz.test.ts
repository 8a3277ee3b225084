import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readRecentWallets, readRememberedConnections } from '../session/remembered-connections.js'
import { createTestCore } from '../test/core.js'
import { FakeAdapter, network } from '../test/fake-adapter.js'
import { createMemoryBackend } from '../test/memory-storage.js'
import { readCache } from './cache.js'
import { parseString, parseStringList, parseStringRecord, STORAGE_KEYS } from './storage.js'

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
  '{"a":{"timestamp":1,"value":{"value":"-1","decimals":18,"symbol":"ETH"}}}',
  '"eip155:1"',
  '"solana:abc"',
  '["solana:x","nope:y",":z"]',
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
      const backend = createMemoryBackend()
      for (const key of keys) if (next() < 0.7) backend.setItem(key, randomValue(next))
      const core = createTestCore(
        { adapters: [new FakeAdapter()], networks: [network(1), network(10)] },
        backend,
      )
      expect(() => {
        readRememberedConnections(core)
        readRecentWallets(core)
        core.storage.read(STORAGE_KEYS.walletName, parseString)
        core.storage.read(STORAGE_KEYS.recentWallets, parseStringList)
        core.storage.read(STORAGE_KEYS.connections, parseStringRecord)
        for (const key of keys) readCache(core.storage, key, 'a', 30_000, (raw) => raw)
      }).not.toThrow()
      await expect(core.ready).resolves.toBeUndefined()
      expect(core.chains.chains.eip155?.caipNetwork).toBeDefined()
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    }
  })
})
