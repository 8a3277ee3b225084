import { describe, expect, it } from 'vitest'
import { SOLANA_LAB_CHAIN_ID, SOLANA_TEST_ACCOUNTS } from '../solana-test-accounts.js'
import { createWalletAccount } from './account.js'
import { loadSolanaKey } from './key.js'

describe('createWalletAccount', () => {
  it('carries the address, public key, chains and signing features, and cannot be changed', async () => {
    const key = await loadSolanaKey(SOLANA_TEST_ACCOUNTS[0].seed)
    const account = createWalletAccount(key, [SOLANA_LAB_CHAIN_ID])
    expect(account).toMatchObject({
      address: SOLANA_TEST_ACCOUNTS[0].address,
      chains: [SOLANA_LAB_CHAIN_ID],
      features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
    })
    expect(account.publicKey).toEqual(key.publicKey)
    expect(Object.isFrozen(account)).toBe(true)
  })
})
