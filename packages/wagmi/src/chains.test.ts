import type { CaipNetwork } from '@appkit/common'
import { http } from 'viem'
import { describe, expect, it } from 'vitest'
import { defaultTransports, toWagmiChains } from './chains.js'

const evm = (id: number, rpc = `http://127.0.0.1:${8000 + id}`): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpc] } },
  blockTime: 1000,
})
const solana: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}

describe('toWagmiChains', () => {
  it('keeps the EVM networks, in order, as viem chains', () => {
    const chains = toWagmiChains([evm(1), solana, evm(10)])
    expect(chains.map((c) => c.id)).toEqual([1, 10])
    expect(chains[0]).toEqual({
      id: 1,
      name: 'Chain 1',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8001'] } },
      blockTime: 1000,
    })
  })

  it('refuses a list without an EVM network', () => {
    expect(() => toWagmiChains([solana])).toThrow('Chain not configured')
  })
})

describe('defaultTransports', () => {
  it('answers each chain over its own RPC URL unless the dapp gave a transport', () => {
    const chains = toWagmiChains([evm(1), evm(10)])
    const mine = http('http://127.0.0.1:9999')
    const transports = defaultTransports(chains, { 10: mine })
    expect(transports[10]).toBe(mine)
    expect(transports[1]!({ chain: chains[0] }).value?.url).toBe('http://127.0.0.1:8001')
  })
})
