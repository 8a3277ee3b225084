import { describe, expect, it } from 'vitest'
import { SOLANA_METHODS, solanaDispatch } from './method-table.js'
import type { SolanaChain } from './solana-chain.js'

describe('the method table', () => {
  it('has every method a kit client and a wallet need', () => {
    for (const method of [
      'getLatestBlockhash',
      'getBalance',
      'getAccountInfo',
      'getMultipleAccounts',
      'getTokenAccountsByOwner',
      'getTokenAccountBalance',
      'getMinimumBalanceForRentExemption',
      'getFeeForMessage',
      'sendTransaction',
      'simulateTransaction',
      'getSignatureStatuses',
      'getTransaction',
      'getSlot',
      'getBlockHeight',
      'getEpochInfo',
      'getVersion',
      'getGenesisHash',
      'getHealth',
      'requestAirdrop',
      'isBlockhashValid',
    ]) {
      expect(SOLANA_METHODS.has(method), method).toBe(true)
    }
  })

  it('refuses any other method with -32601, Object’s own names included', () => {
    const dispatch = solanaDispatch({} as SolanaChain)
    for (const method of ['getBlock', 'toString', '__proto__']) {
      expect(() => dispatch(method, [])).toThrow(
        expect.objectContaining({ code: -32601, message: 'Method not found' }),
      )
    }
  })
})
