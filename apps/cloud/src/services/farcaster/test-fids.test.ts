import { getAddress } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { findFid, TEST_FID_MNEMONIC, TEST_FIDS, testFidPath } from './test-fids.js'

describe('the test fids', () => {
  it('are owned by the keys at their documented path of the dev mnemonic', () => {
    for (const [index, user] of TEST_FIDS.entries()) {
      const account = mnemonicToAccount(TEST_FID_MNEMONIC, { path: testFidPath(index) })
      expect(account.address).toBe(getAddress(user.custody))
    }
  })

  it('have distinct fids, custody addresses and usernames', () => {
    for (const key of ['fid', 'custody', 'username'] as const)
      expect(new Set(TEST_FIDS.map((user) => user[key])).size).toBe(TEST_FIDS.length)
  })

  it('finds a fid it holds and nothing for one it does not', () => {
    expect(findFid(TEST_FIDS, 20002)?.username).toBe('bob.lab')
    expect(findFid(TEST_FIDS, 1)).toBeUndefined()
  })
})
