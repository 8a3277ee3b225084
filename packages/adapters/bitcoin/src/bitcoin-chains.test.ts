import { describe, expect, it } from 'vitest'
import { BITCOIN_CHAINS, bitcoinChainOf, listsChain } from './bitcoin-chains.js'
import { bitcoin, bitcoinSignet, bitcoinTestnet } from './networks.js'

describe('the Bitcoin chains', () => {
  it('are the networks of @appkit/common, by CAIP-2 id', () => {
    expect(bitcoinChainOf(bitcoin.caipNetworkId)?.name).toBe('mainnet')
    expect(bitcoinChainOf(bitcoinTestnet.caipNetworkId)?.name).toBe('testnet')
    expect(bitcoinChainOf(bitcoinSignet.caipNetworkId)?.name).toBe('signet')
    expect(bitcoinChainOf('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')?.bech32).toBe('bcrt')
    expect(bitcoinChainOf('bip122:ffffffffffffffffffffffffffffffff')).toBeUndefined()
  })

  it('name each chain once on each side', () => {
    const ids = BITCOIN_CHAINS.map((c) => c.caipNetworkId)
    const names = BITCOIN_CHAINS.map((c) => c.standardChain)
    expect(new Set(ids).size).toBe(BITCOIN_CHAINS.length)
    expect(new Set(names).size).toBe(BITCOIN_CHAINS.length)
    for (const chain of BITCOIN_CHAINS) expect(chain.standardChain).toBe(`bitcoin:${chain.name}`)
  })

  it('find a chain in a wallet’s list by its Wallet Standard name or its CAIP-2 id', () => {
    const regtest = bitcoinChainOf('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')!
    expect(listsChain(['bitcoin:regtest'], regtest)).toBe(true)
    expect(listsChain([regtest.caipNetworkId], regtest)).toBe(true)
    expect(listsChain(['bitcoin:mainnet', 'solana:mainnet'], regtest)).toBe(false)
  })
})
