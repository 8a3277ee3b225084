import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto } from 'bitcoinjs-lib'

const PREFIX = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')

/** The digest of the legacy "Bitcoin Signed Message" scheme: double SHA-256 of the prefixed message. */
export function legacyMessageHash(message: Uint8Array): Uint8Array {
  const length = compactSize(message.length)
  const prefixed = new Uint8Array(PREFIX.length + length.length + message.length)
  prefixed.set(PREFIX, 0)
  prefixed.set(length, PREFIX.length)
  prefixed.set(message, PREFIX.length + length.length)
  return crypto.hash256(prefixed)
}

/**
 * Verifies a legacy signature (65 bytes: a BIP-137 header, then r and s) of `message` for the
 * P2WPKH key hash `hash`: the public key is recovered from the signature and must hash to the
 * address. The header's address-type part (31–34 P2PKH, 35–38 P2SH-P2WPKH, 39–42 P2WPKH) is not
 * binding: wallets sign SegWit addresses under each, and it is not what is signed; only the
 * recovery id and "compressed" count, and 27–30 (uncompressed keys) has no P2WPKH address.
 */
export function verifyLegacyMessage(hash: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  const header = signature[0] ?? 0
  if (signature.length !== 65 || header < 31 || header > 42) return false
  const recoveryId = ((header - 27) % 4) as 0 | 1 | 2 | 3
  let publicKey: Uint8Array | null
  try {
    publicKey = ecc.recover(legacyMessageHash(message), signature.subarray(1), recoveryId, true)
  } catch {
    return false
  }
  if (publicKey === null) return false
  const recovered = crypto.hash160(publicKey)
  return recovered.length === hash.length && recovered.every((byte, index) => byte === hash[index])
}

function compactSize(value: number): Uint8Array {
  if (value < 0xfd) return Uint8Array.of(value)
  if (value <= 0xffff) return Uint8Array.of(0xfd, value & 0xff, value >>> 8)
  return Uint8Array.of(0xfe, value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, value >>> 24)
}
