import { networks } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { BITCOIN_TEST_ACCOUNTS } from '../bitcoin-test-accounts.js'
import { fromHex, toHex } from './bytes.js'
import { parsePaymentType, paymentScripts } from './payment-type.js'

describe('paymentScripts', () => {
  it("gives each test account's native and nested SegWit payment addresses", () => {
    for (const account of BITCOIN_TEST_ACCOUNTS) {
      const pubkey = fromHex(account.payment.publicKey)
      const native = paymentScripts(pubkey, networks.regtest, 'p2wpkh')
      expect(native.address).toBe(account.payment.address)
      expect(native.redeemScript).toBeUndefined()
      const nested = paymentScripts(pubkey, networks.regtest, 'p2sh-p2wpkh')
      expect(nested.address).toBe(account.nestedPayment.address)
      expect(toHex(nested.redeemScript!)).toBe(account.nestedPayment.redeemScript)
      // OP_HASH160 <hash160(redeemScript)> OP_EQUAL: the output names the P2WPKH script only by its hash.
      expect(toHex(nested.script)).toMatch(/^a914[0-9a-f]{40}87$/)
    }
  })
})

describe('parsePaymentType', () => {
  it('defaults to native SegWit and refuses a type it does not know, naming the ones it does', () => {
    expect(parsePaymentType(undefined)).toBe('p2wpkh')
    expect(parsePaymentType('p2sh-p2wpkh')).toBe('p2sh-p2wpkh')
    expect(() => parsePaymentType('p2pkh')).toThrow(
      `Invalid input: paymentType must be 'p2wpkh' or 'p2sh-p2wpkh', got "p2pkh".`,
    )
  })
})
