import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from './test-accounts.js'

describe('TEST_ACCOUNTS', () => {
  it('are anvil’s dev accounts #0..#4: derived from its mnemonic, keys matching addresses', () => {
    const mnemonic = 'test test test test test test test test test test test junk'
    TEST_ACCOUNTS.forEach((account, addressIndex) => {
      expect(mnemonicToAccount(mnemonic, { addressIndex }).address).toBe(account.address)
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
    })
  })
})
