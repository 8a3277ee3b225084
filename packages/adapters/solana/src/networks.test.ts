import { describe, expect, it } from 'vitest'
import { solana, solanaDevnet, solanaTestnet } from './networks.js'

describe('Solana networks', () => {
  it.each([
    [solana, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', false],
    [solanaDevnet, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', true],
    [solanaTestnet, 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', true],
  ])('%#: has CAIP id %s', (network, caipNetworkId, testnet) => {
    expect(network.caipNetworkId).toBe(caipNetworkId)
    expect(network.chainNamespace).toBe('solana')
    expect(`solana:${network.id}`).toBe(caipNetworkId)
    expect(network.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
    expect(Boolean(network.testnet)).toBe(testnet)
    expect(network.rpcUrls.default.http[0]).toMatch(/^https:\/\/api\.\w+(-beta)?\.solana\.com$/)
  })
})
