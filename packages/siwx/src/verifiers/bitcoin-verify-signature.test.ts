import { networks } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { bitcoinKey, signBitcoinText } from '../test-utils/bitcoin-keys.js'
import { verifyBitcoinSignature } from './bitcoin-verify-signature.js'

const text = (value: string) => new TextEncoder().encode(value)
const bytes = (base64: string) => Uint8Array.from(Buffer.from(base64, 'base64'))

describe('verifyBitcoinSignature', () => {
  const key = bitcoinKey(5, networks.regtest)
  const check = (address: string, signature: Uint8Array, ecdsa = true) =>
    verifyBitcoinSignature({ address, prefix: 'bcrt', message: text('m'), signature, ecdsa })

  it('checks BIP-322 for P2WPKH and P2TR, and legacy ECDSA for P2WPKH', () => {
    expect(check(key.p2wpkh, bytes(signBitcoinText(key, key.p2wpkh, 'm')))).toBe(true)
    expect(check(key.p2tr, bytes(signBitcoinText(key, key.p2tr, 'm')))).toBe(true)
    expect(check(key.p2wpkh, bytes(signBitcoinText(key, key.p2pkh, 'm')))).toBe(true)
  })

  it('refuses a legacy signature when told to, and always for Taproot (BIP-322 is its only format)', () => {
    const legacy = bytes(signBitcoinText(key, key.p2pkh, 'm'))
    expect(check(key.p2wpkh, legacy, false)).toBe(false)
    expect(check(key.p2tr, legacy)).toBe(false)
  })

  it('refuses addresses it cannot check: base58, or another network than the chain', () => {
    expect(check(key.p2pkh, bytes(signBitcoinText(key, key.p2pkh, 'm')))).toBe(false)
    const mainnet = bitcoinKey(5, networks.bitcoin)
    expect(check(mainnet.p2wpkh, bytes(signBitcoinText(mainnet, mainnet.p2wpkh, 'm')))).toBe(false)
  })
})
