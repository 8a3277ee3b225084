import { Verifier } from 'bip322-js'
import { networks } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { BITCOIN_TEST_ACCOUNTS } from '../bitcoin-test-accounts.js'
import { signBip322, signBip322Message } from './bip322-sign.js'
import { toBase64 } from './bytes.js'
import { loadBitcoinKey } from './key.js'

const text = (value: string) => new TextEncoder().encode(value)

describe('signBip322', () => {
  it('makes simple signatures that bip322-js verifies, for the payment and ordinals addresses of every key', () => {
    for (const account of BITCOIN_TEST_ACCOUNTS) {
      const key = loadBitcoinKey(account.privateKey, networks.regtest)
      for (const purpose of ['payment', 'ordinals'] as const) {
        const signature = toBase64(signBip322(key, purpose, text('Sign in to the lab')))
        expect(Verifier.verifySignature(key[purpose].address, 'Sign in to the lab', signature)).toBe(true)
        expect(Verifier.verifySignature(key[purpose].address, 'Sign in to the lab!', signature)).toBe(false)
      }
    }
  })

  it('signs for the nested SegWit (P2SH-P2WPKH) payment address in the simple form bip322-js verifies', () => {
    for (const account of BITCOIN_TEST_ACCOUNTS) {
      const key = loadBitcoinKey(account.privateKey, networks.regtest, 'p2sh-p2wpkh')
      const signature = toBase64(signBip322(key, 'payment', text('Sign in to the lab')))
      expect(Verifier.verifySignature(account.nestedPayment.address, 'Sign in to the lab', signature)).toBe(
        true,
      )
      expect(Verifier.verifySignature(account.nestedPayment.address, 'Sign in to the lab!', signature)).toBe(
        false,
      )
      // It proves the nested address, not the native one: to_spend paid the P2SH script.
      expect(Verifier.verifySignature(account.payment.address, 'Sign in to the lab', signature)).toBe(false)
    }
  })

  it("reproduces one of BIP-322's own test vectors for P2WPKH (RFC 6979 nonces make ECDSA deterministic)", () => {
    const key = loadBitcoinKey('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k', networks.bitcoin)
    expect(key.payment.address).toBe('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l')
    // The BIP lists two signatures per message (with and without low-R grinding); ours is the second.
    expect(toBase64(signBip322(key, 'payment', text('Hello World')))).toBe(
      'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    )
  })

  it('signs the bytes as they are, not their text: binary messages verify too', () => {
    const key = loadBitcoinKey(BITCOIN_TEST_ACCOUNTS[0].privateKey, networks.regtest)
    const bytes = Uint8Array.of(0, 255, 10, 13)
    const signature = toBase64(signBip322(key, 'ordinals', bytes))
    expect(Verifier.verifySignature(key.ordinals.address, Buffer.from(bytes), signature)).toBe(true)
  })

  it("is not another key's signature", () => {
    const [first, second] = BITCOIN_TEST_ACCOUNTS
    const signature = toBase64(
      signBip322(loadBitcoinKey(first.privateKey, networks.regtest), 'payment', text('x')),
    )
    expect(Verifier.verifySignature(second.payment.address, 'x', signature)).toBe(false)
  })
})

describe('signBip322Message', () => {
  it('signs for a key held anywhere, given its script and signer: the same signatures as the test key’s', () => {
    const key = loadBitcoinKey(BITCOIN_TEST_ACCOUNTS[1].privateKey, networks.regtest)
    // A wallet of its own shape: only the members BIP-322 needs.
    const ecdsa = { sign: (hash: Uint8Array) => key.signer.sign(hash) }
    const schnorr = { signSchnorr: (hash: Uint8Array) => key.taprootSigner.signSchnorr(hash) }
    const payment = signBip322Message(
      { type: 'p2wpkh', script: key.payment.script, publicKey: key.payment.publicKey, key: ecdsa },
      text('hi'),
    )
    expect(payment).toEqual(signBip322(key, 'payment', text('hi')))
    expect(Verifier.verifySignature(key.payment.address, 'hi', toBase64(payment))).toBe(true)
    const ordinals = signBip322Message(
      { type: 'p2tr', script: key.ordinals.script, key: schnorr },
      text('hi'),
    )
    expect(Verifier.verifySignature(key.ordinals.address, 'hi', toBase64(ordinals))).toBe(true)
    expect(Verifier.verifySignature(key.ordinals.address, 'ho', toBase64(ordinals))).toBe(false)
  })
})
