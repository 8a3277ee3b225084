import { describe, expect, it } from 'vitest'
import { chainOfAccount, chainReference } from './account-chain.js'
import { bitcoin, bitcoinSignet, bitcoinTestnet } from './networks.js'
import { ALICE, REGTEST, regtestNetwork } from './test-utils/chain.js'

const TESTNET_ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
const MAINNET_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'

describe('chainOfAccount', () => {
  it('is the dapp’s network the address is on', () => {
    const account = { address: ALICE.payment.address, chains: ['bitcoin:regtest'] }
    expect(chainOfAccount(account, [bitcoin, regtestNetwork()])).toBe(REGTEST)
  })

  it('prefers the network asked for, then one the account lists, among those the address fits', () => {
    const account = { address: TESTNET_ADDRESS, chains: ['bitcoin:signet'] }
    expect(chainOfAccount(account, [bitcoinTestnet, bitcoinSignet])).toBe(bitcoinSignet.caipNetworkId)
    expect(chainOfAccount(account, [bitcoinTestnet, bitcoinSignet], bitcoinTestnet)).toBe(
      bitcoinTestnet.caipNetworkId,
    )
    expect(chainOfAccount({ address: TESTNET_ADDRESS, chains: [] }, [bitcoinSignet, bitcoinTestnet])).toBe(
      bitcoinSignet.caipNetworkId,
    )
  })

  it('is the account’s own chain when none of the dapp’s fits: the core then shows it unsupported', () => {
    expect(chainOfAccount({ address: MAINNET_ADDRESS, chains: [] }, [regtestNetwork()])).toBe(
      bitcoin.caipNetworkId,
    )
    expect(chainOfAccount({ address: TESTNET_ADDRESS, chains: ['bitcoin:signet'] }, [bitcoin])).toBe(
      bitcoinSignet.caipNetworkId,
    )
  })

  it('gives the core a bip122 network’s reference as its chain id', () => {
    expect(chainReference(REGTEST)).toBe('0f9188f13cb7b2c71f2a335e3a4fc328')
  })
})
