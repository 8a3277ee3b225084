import { describe, expect, it } from 'vitest'
import { mainnet, sepolia } from './evm-networks.js'
import { getNetworkByCaipId } from './get-network-by-caip-id.js'
import { solana } from './solana-networks.js'

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
