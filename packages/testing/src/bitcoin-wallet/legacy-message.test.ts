import { Verifier } from 'bip322-js'
import { networks } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { BITCOIN_TEST_ACCOUNTS } from '../bitcoin-test-accounts.js'
import { toBase64 } from './bytes.js'
import { loadBitcoinKey } from './key.js'
import { signLegacyBitcoinMessage, signLegacyMessage } from './legacy-message.js'

const text = (value: string) => new TextEncoder().encode(value)

describe('signLegacyMessage', () => {
  it("makes a 65-byte signature with a native-SegWit header that bip322-js's legacy (BIP-137) verifier accepts, strictly", () => {
    for (const account of BITCOIN_TEST_ACCOUNTS) {
      const key = loadBitcoinKey(account.privateKey, networks.regtest)
      const signature = signLegacyMessage(key, text('Sign in to the lab'))
      expect(signature).toHaveLength(65)
      expect(signature[0]).toBeGreaterThanOrEqual(39)
      expect(signature[0]).toBeLessThanOrEqual(42)
      const base64 = toBase64(signature)
      expect(Verifier.verifySignature(account.payment.address, 'Sign in to the lab', base64, true)).toBe(true)
      expect(Verifier.verifySignature(account.payment.address, 'Sign in to the lab.', base64)).toBe(false)
    }
  })

  it('says nested SegWit in the header (35 to 38) for the P2SH-P2WPKH payment address', () => {
    for (const account of BITCOIN_TEST_ACCOUNTS) {
      const key = loadBitcoinKey(account.privateKey, networks.regtest, 'p2sh-p2wpkh')
      const signature = signLegacyMessage(key, text('Sign in to the lab'))
      expect(signature[0]).toBeGreaterThanOrEqual(35)
      expect(signature[0]).toBeLessThanOrEqual(38)
      const base64 = toBase64(signature)
      expect(
        Verifier.verifySignature(account.nestedPayment.address, 'Sign in to the lab', base64, true),
      ).toBe(true)
      expect(Verifier.verifySignature(account.nestedPayment.address, 'Sign in to the lab.', base64)).toBe(
        false,
      )
    }
  })

  it("does not pass for another key's address", () => {
    const [first, second] = BITCOIN_TEST_ACCOUNTS
    const signature = toBase64(
      signLegacyMessage(loadBitcoinKey(first.privateKey, networks.regtest), text('x')),
    )
    expect(Verifier.verifySignature(second.payment.address, 'x', signature)).toBe(false)
  })
})

describe('signLegacyBitcoinMessage', () => {
  it('signs with a bare private key what the test key signs, native or nested', () => {
    const account = BITCOIN_TEST_ACCOUNTS[0]
    const native = loadBitcoinKey(account.privateKey, networks.regtest)
    const nested = loadBitcoinKey(account.privateKey, networks.regtest, 'p2sh-p2wpkh')
    const privateKey = native.signer.privateKey!
    expect(signLegacyBitcoinMessage(privateKey, text('x'))).toEqual(signLegacyMessage(native, text('x')))
    expect(signLegacyBitcoinMessage(privateKey, text('x'), true)).toEqual(
      signLegacyMessage(nested, text('x')),
    )
  })
})
