import { payments } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { bitcoinCrypto } from './ecc.js'

describe('bitcoinCrypto', () => {
  it('makes Taproot payments work and signs with pure-JavaScript secp256k1', () => {
    const { ecc, ECPair } = bitcoinCrypto()
    const key = ECPair.fromPrivateKey(new Uint8Array(32).fill(7))
    expect(payments.p2tr({ internalPubkey: key.publicKey.subarray(1) }).address).toMatch(/^bc1p/)
    const hash = new Uint8Array(32).fill(1)
    expect(ecc.verify(hash, key.publicKey, key.sign(hash))).toBe(true)
    expect(bitcoinCrypto().ecc).toBe(ecc)
  })
})
