import { networks } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { assertKnownChain, BITCOIN_WALLET_CHAIN, walletChains } from './chains.js'

describe('walletChains', () => {
  it('offers regtest by default, with regtest addresses', () => {
    expect(walletChains()).toEqual({ chains: ['bitcoin:regtest'], network: networks.regtest })
    expect(BITCOIN_WALLET_CHAIN).toBe('bitcoin:regtest')
  })

  it('takes the chains it is given, once, on their network', () => {
    expect(walletChains(['bitcoin:mainnet', 'bitcoin:mainnet'])).toEqual({
      chains: ['bitcoin:mainnet'],
      network: networks.bitcoin,
    })
  })

  it('refuses unknown chains, none at all, and chains whose addresses differ', () => {
    expect(() => walletChains(['bip122:000000000019d6689c085ae165831e93'])).toThrow(
      'is not a Bitcoin chain the wallet knows',
    )
    expect(() => walletChains([])).toThrow('at least one chain')
    expect(() => walletChains(['bitcoin:regtest', 'bitcoin:testnet'])).toThrow(
      'do not share one address network',
    )
  })
})

describe('assertKnownChain', () => {
  it('lets a known chain through and names the known ones otherwise', () => {
    expect(() => assertKnownChain(['bitcoin:regtest'], 'bitcoin:regtest')).not.toThrow()
    expect(() => assertKnownChain(['bitcoin:regtest'], 'bitcoin:mainnet')).toThrow(
      'Invalid input: the wallet does not know the chain "bitcoin:mainnet"; it knows bitcoin:regtest.',
    )
    expect(() => assertKnownChain(['bitcoin:regtest'], 7)).toThrow('does not know the chain 7')
  })
})
