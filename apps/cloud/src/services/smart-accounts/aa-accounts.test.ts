import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { AA_DEPLOYER, BUNDLER_EXECUTOR, BUNDLER_UTILITY, LAB_AA } from './aa-accounts.js'

const MNEMONIC = 'test test test test test test test test test test test junk'

describe('the ERC-4337 accounts', () => {
  it("are the dev mnemonic's accounts #6, #5 and #10, each key its address's", () => {
    for (const [account, index] of [
      [AA_DEPLOYER, 6],
      [BUNDLER_EXECUTOR, 5],
      [BUNDLER_UTILITY, 10],
    ] as const) {
      expect(mnemonicToAccount(MNEMONIC, { addressIndex: index }).address).toBe(account.address)
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
    }
  })

  it('put the EntryPoint at its canonical address and the rest at the deployer’s nonces 1 and 2', () => {
    expect(LAB_AA).toEqual({
      entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
      simpleAccountFactory: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      verifyingPaymaster: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
    })
    expect(LAB_AA.simpleAccountFactory).not.toBe(LAB_AA.verifyingPaymaster)
  })
})
