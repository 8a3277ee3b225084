import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '../test-accounts.js'
import { paramList, requireAccount, type WalletContext } from './context.js'

const account = privateKeyToAccount(TEST_ACCOUNTS[0].privateKey)

function contextWith(authorized: boolean): WalletContext {
  return { account, state: { isAuthorized: () => authorized } } as WalletContext
}

describe('paramList', () => {
  it('accepts arrays and absent params only', () => {
    expect(paramList(undefined)).toEqual([])
    expect(paramList(['0x1'])).toEqual(['0x1'])
    expect(() => paramList({ chainId: '0x1' })).toThrow('Invalid params: expected an array of params')
  })
})

describe('requireAccount', () => {
  it('passes for our account, in any case, once authorized', () => {
    expect(() => requireAccount(contextWith(true), account.address.toLowerCase())).not.toThrow()
  })

  it('throws 4100 before authorization or for another account', () => {
    expect(() => requireAccount(contextWith(false), account.address)).toThrow(
      expect.objectContaining({ code: 4100 }),
    )
    expect(() => requireAccount(contextWith(true), TEST_ACCOUNTS[1].address)).toThrow(
      expect.objectContaining({ code: 4100 }),
    )
  })
})
