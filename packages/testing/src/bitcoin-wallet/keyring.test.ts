import { networks } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { BITCOIN_TEST_ACCOUNTS } from '../bitcoin-test-accounts.js'
import { createKeyring } from './keyring.js'

const [first, second] = BITCOIN_TEST_ACCOUNTS

describe('createKeyring', () => {
  it('holds every key with its two accounts and shows the first until told otherwise', () => {
    const keyring = createKeyring([first.privateKey, second.wif], networks.regtest, ['bitcoin:regtest'])
    expect(keyring.entries.map((entry) => entry.accounts.payment.address)).toEqual([
      first.payment.address,
      second.payment.address,
    ])
    expect(keyring.current().accounts.ordinals.address).toBe(first.ordinals.address)
    expect(keyring.select(1)).toBe(true)
    expect(keyring.select(1)).toBe(false)
    expect(keyring.current().key.payment.address).toBe(second.payment.address)
    // The same account objects every time: apps compare accounts by identity.
    expect(keyring.current().accounts).toBe(keyring.entries[1]!.accounts)
  })

  it('refuses no keys and an account it does not hold', () => {
    expect(() => createKeyring([], networks.regtest, [])).toThrow('at least one account')
    const keyring = createKeyring([first.privateKey], networks.regtest, [])
    expect(() => keyring.select(1)).toThrow('there is no account 1; the wallet holds 1.')
    expect(() => keyring.select(-1)).toThrow('there is no account -1')
  })
})
