import { describe, expect, it } from 'vitest'
import { memorySyncStorage, testNetwork } from './fixtures.js'

describe('testNetwork', () => {
  it('names the network by namespace and id, with that namespace’s coin and an RPC URL never served', () => {
    expect(testNetwork(1)).toEqual({
      id: 1,
      caipNetworkId: 'eip155:1',
      chainNamespace: 'eip155',
      name: 'Chain 1',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9/1'] } },
    })
    expect(testNetwork('lab', 'solana', ['http://127.0.0.1:8899']).nativeCurrency.symbol).toBe('SOL')
    expect(testNetwork('regtest', 'bip122').nativeCurrency).toMatchObject({ symbol: 'BTC', decimals: 8 })
    // A namespace without a coin of its own here counts in ether, as the EVM networks most tests use.
    expect(testNetwork('x', 'cosmos').nativeCurrency.symbol).toBe('ETH')
  })
})

describe('memorySyncStorage', () => {
  it('keeps what is written until it is removed, and shows it', () => {
    const storage = memorySyncStorage()
    expect(storage.getItem('k')).toBeNull()
    storage.setItem('k', 'v')
    expect(storage.getItem('k')).toBe('v')
    expect([...storage.entries]).toEqual([['k', 'v']])
    storage.removeItem('k')
    expect(storage.getItem('k')).toBeNull()
  })
})
