import { describe, expect, it } from 'vitest'
import type { CaipNetwork, ChainNamespace } from '../types.js'
import { defineNetwork } from './define-network.js'
import { getNetworkByCaipId } from './get-network-by-caip-id.js'

// The networks themselves live in their adapters' packages; any three of two namespaces will do.
const network = (chainNamespace: ChainNamespace, id: number | string): CaipNetwork =>
  defineNetwork({
    id,
    caipNetworkId: `${chainNamespace}:${id}`,
    chainNamespace,
    name: `${chainNamespace} ${id}`,
    nativeCurrency: { name: 'Coin', symbol: 'C', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  })
const mainnet = network('eip155', 1)
const sepolia = network('eip155', 11155111)
const solana = network('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')

describe('getNetworkByCaipId', () => {
  const networks = [mainnet, sepolia, solana]

  it('finds a network by CAIP-2 id', () => {
    expect(getNetworkByCaipId(networks, 'eip155:11155111')).toBe(sepolia)
    expect(getNetworkByCaipId(networks, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(solana)
  })

  it('returns undefined for unknown or malformed ids', () => {
    expect(getNetworkByCaipId(networks, 'eip155:10')).toBeUndefined()
    expect(getNetworkByCaipId(networks, 1)).toBeUndefined()
    expect(getNetworkByCaipId(networks, undefined)).toBeUndefined()
    expect(getNetworkByCaipId([], 'eip155:1')).toBeUndefined()
  })
})
