import { describe, expect, it } from 'vitest'
import { bitcoinKey, signBitcoinText } from '../test-utils/bitcoin-keys.js'
import { legacyMessageHash, verifyLegacyMessage } from './legacy-message-verify.js'

const text = (value: string) => new TextEncoder().encode(value)
const bytes = (base64: string) => Uint8Array.from(Buffer.from(base64, 'base64'))

describe('verifyLegacyMessage', () => {
  // bip322-js signs a P2PKH address the legacy way (bitcoinjs-message): a signature by the same
  // key, which the P2WPKH address of that key accepts.
  const alice = bitcoinKey(1)
  const signature = bytes(signBitcoinText(alice, alice.p2pkh, 'Sign in'))

  it("accepts a legacy signature by the address's key, whatever address type its header names", () => {
    expect(signature[0]).toBeGreaterThanOrEqual(31)
    expect(verifyLegacyMessage(alice.hash, text('Sign in'), signature)).toBe(true)
    const recoveryId = (signature[0]! - 27) % 4
    for (const base of [31, 35, 39]) {
      const relabelled = Uint8Array.of(base + recoveryId, ...signature.subarray(1))
      expect(verifyLegacyMessage(alice.hash, text('Sign in'), relabelled)).toBe(true)
    }
  })

  it('refuses another message, another key, an uncompressed-key header and broken signatures', () => {
    expect(verifyLegacyMessage(alice.hash, text('Sign in!'), signature)).toBe(false)
    expect(verifyLegacyMessage(bitcoinKey(2).hash, text('Sign in'), signature)).toBe(false)
    const recoveryId = (signature[0]! - 27) % 4
    expect(
      verifyLegacyMessage(
        alice.hash,
        text('Sign in'),
        Uint8Array.of(27 + recoveryId, ...signature.subarray(1)),
      ),
    ).toBe(false)
    expect(verifyLegacyMessage(alice.hash, text('Sign in'), Uint8Array.of(31, ...new Uint8Array(64)))).toBe(
      false,
    )
    expect(
      verifyLegacyMessage(alice.hash, text('Sign in'), Uint8Array.of(31, ...new Uint8Array(64).fill(0xff))),
    ).toBe(false)
    expect(verifyLegacyMessage(alice.hash, text('Sign in'), signature.subarray(0, 64))).toBe(false)
  })

  it('hashes long messages with a three-byte length, as the scheme says', () => {
    const long = new Uint8Array(300).fill(0x61)
    expect(legacyMessageHash(long)).not.toEqual(legacyMessageHash(long.subarray(0, 299)))
    const key = bitcoinKey(4)
    const message = 'a'.repeat(300)
    expect(
      verifyLegacyMessage(key.hash, text(message), bytes(signBitcoinText(key, key.p2pkh, message))),
    ).toBe(true)
  })
})
