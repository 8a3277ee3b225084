import { describe, expect, it } from 'vitest'
import * as networks from './networks.js'

// Dapps import every network from appkit/networks, wherever the networks are defined.
const PUBLIC_VALUES = [
  'defineEvmNetwork',
  'defineNetwork',
  'mainnet',
  'sepolia',
  'optimism',
  'arbitrum',
  'polygon',
  'celo',
  'aurora',
  'bsc',
  'avalanche',
  'zksync',
  'gnosis',
  'base',
  'zora',
  'solana',
  'solanaDevnet',
  'solanaTestnet',
  'bitcoin',
  'bitcoinTestnet',
  'bitcoinSignet',
]

describe('appkit/networks', () => {
  it.each(PUBLIC_VALUES)('exports %s', (name) => {
    expect(networks).toHaveProperty(name)
  })

  it('gives each network of its namespace', () => {
    expect(networks.mainnet.caipNetworkId).toBe('eip155:1')
    expect(networks.solana.chainNamespace).toBe('solana')
    expect(networks.bitcoin.chainNamespace).toBe('bip122')
  })
})
