import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readRecentWallets, readRememberedConnections } from '../session/remembered-connections.js'
import { createTestCore } from '../test/core.js'
import { FakeAdapter, network } from '../test/fake-adapter.js'
import { createMemoryBackend } from '../test/memory-storage.js'
import { readCache } from './cache.js'
import { parseString, parseStringList, parseStringRecord, STORAGE_KEYS } from './storage.js'

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

/** A stored text: a malformed sample, or any printable-ASCII text. */
const storedText = fc.oneof(fc.constantFrom(...SAMPLES), fc.string({ unit: 'binary-ascii', maxLength: 40 }))

/** What each key of the instance's storage holds, or nothing. */
const storedValues = fc.record(
  Object.fromEntries(Object.values(STORAGE_KEYS).map((key) => [key, storedText])),
  { requiredKeys: [] },
)

describe('every storage reader survives random and malformed values', () => {
  beforeAll(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterAll(() => vi.restoreAllMocks())

  it('never throws, and start-up still reaches a usable state', async () => {
    await fc.assert(
      fc.asyncProperty(storedValues, async (values) => {
        const backend = createMemoryBackend()
        for (const [key, value] of Object.entries(values))
          if (value !== undefined) backend.setItem(key, value)
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
          for (const key of Object.values(STORAGE_KEYS))
            readCache(core.storage, key, 'a', 30_000, (raw) => raw)
        }).not.toThrow()
        await expect(core.ready).resolves.toBeUndefined()
        expect(core.chains.chains.eip155?.caipNetwork).toBeDefined()
        expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      }),
      { numRuns: 300 },
    )
  })
})
