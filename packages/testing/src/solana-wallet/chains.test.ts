import { describe, expect, it } from 'vitest'
import { SOLANA_LAB_CHAIN_ID } from '../solana-test-accounts.js'
import { assertKnownChain, SOLANA_WALLET_CHAINS, walletChains } from './chains.js'

describe('walletChains', () => {
  it('offers the clusters by name and by CAIP-2 id, and the lab chain, by default', () => {
    expect(walletChains()).toEqual([
      'solana:mainnet',
      'solana:devnet',
      'solana:testnet',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      SOLANA_LAB_CHAIN_ID,
    ])
    expect(walletChains()).toEqual(SOLANA_WALLET_CHAINS)
  })

  it('adds the chains it is given, once', () => {
    expect(walletChains(['solana:localnet', 'solana:mainnet', 'solana:localnet'])).toEqual([
      ...SOLANA_WALLET_CHAINS,
      'solana:localnet',
    ])
  })

  it('refuses ids that are not Solana chains', () => {
    expect(() => walletChains(['eip155:1'])).toThrow('"eip155:1" is not a Solana chain id')
    expect(() => walletChains(['solana:'])).toThrow('is not a Solana chain id')
  })
})

describe('assertKnownChain', () => {
  it('lets a known chain through and names the known ones otherwise', () => {
    expect(() => assertKnownChain(SOLANA_WALLET_CHAINS, SOLANA_LAB_CHAIN_ID)).not.toThrow()
    expect(() => assertKnownChain(['solana:devnet'], 'solana:mainnet')).toThrow(
      'Invalid input: the wallet does not know the chain "solana:mainnet"; it knows solana:devnet.',
    )
    expect(() => assertKnownChain(['solana:devnet'], undefined)).toThrow('does not know the chain undefined')
  })
})
