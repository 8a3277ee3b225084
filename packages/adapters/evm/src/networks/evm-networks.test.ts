import { isCaipNetworkId } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import {
  arbitrum,
  aurora,
  avalanche,
  base,
  bsc,
  celo,
  gnosis,
  mainnet,
  optimism,
  polygon,
  sepolia,
  zksync,
  zora,
} from './evm-networks.js'

describe('EVM networks', () => {
  it.each([
    [mainnet, 1],
    [sepolia, 11155111],
    [optimism, 10],
    [arbitrum, 42161],
    [polygon, 137],
    [celo, 42220],
    [aurora, 1313161554],
    [bsc, 56],
    [avalanche, 43114],
    [zksync, 324],
    [gnosis, 100],
    [base, 8453],
    [zora, 7777777],
  ])('%#: %o has chain id %i', (network, id) => {
    expect(network.id).toBe(id)
    expect(network.chainNamespace).toBe('eip155')
    expect(network.caipNetworkId).toBe(`eip155:${id}`)
    expect(isCaipNetworkId(network.caipNetworkId)).toBe(true)
    expect(network.rpcUrls.default.http.length).toBeGreaterThan(0)
    expect(network.nativeCurrency.decimals).toBe(18)
  })

  it('marks only sepolia as a testnet', () => {
    expect(sepolia.testnet).toBe(true)
    expect(mainnet.testnet).toBeFalsy()
  })
})
