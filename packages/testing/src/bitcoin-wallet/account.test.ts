import { networks } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { BITCOIN_TEST_ACCOUNTS } from '../bitcoin-test-accounts.js'
import { createKeyAccounts } from './account.js'
import { toHex } from './bytes.js'
import { loadBitcoinKey } from './key.js'

describe('createKeyAccounts', () => {
  it('makes a frozen payment and ordinals account with address, public key, chains, features and purpose', () => {
    const [test] = BITCOIN_TEST_ACCOUNTS
    const key = loadBitcoinKey(test.privateKey, networks.regtest)
    const { payment, ordinals } = createKeyAccounts(key, ['bitcoin:regtest'])
    expect(payment).toMatchObject({
      address: test.payment.address,
      purpose: 'payment',
      chains: ['bitcoin:regtest'],
      features: ['bitcoin:signMessage', 'bitcoin:signTransaction'],
    })
    expect(toHex(payment.publicKey)).toBe(test.payment.publicKey)
    expect(ordinals).toMatchObject({ address: test.ordinals.address, purpose: 'ordinals' })
    expect(toHex(ordinals.publicKey)).toBe(test.ordinals.publicKey)
    expect(Object.isFrozen(payment)).toBe(true)
    expect(() => {
      ;(payment as { purpose: string }).purpose = 'ordinals'
    }).toThrow(TypeError)
  })
})
