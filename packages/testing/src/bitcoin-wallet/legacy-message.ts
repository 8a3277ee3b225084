import { crypto } from 'bitcoinjs-lib'
import { compactSize, concatBytes } from './bytes.js'
import { bitcoinCrypto } from './ecc.js'
import type { BitcoinKey } from './key.js'

const PREFIX = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')

/** BIP-137's headers, plus the recovery id: a P2WPKH (native SegWit) signer's, a P2SH-P2WPKH one's. */
const P2WPKH_HEADER = 39
const P2SH_P2WPKH_HEADER = 35

/** The digest of the legacy "Bitcoin Signed Message" scheme: double SHA-256 of the prefixed message. */
export function legacyMessageHash(message: Uint8Array): Uint8Array {
  return crypto.hash256(concatBytes(PREFIX, compactSize(message.length), message))
}

/**
 * The legacy signature of the payment key, for dapps that verify only that: 65 bytes, a BIP-137
 * header (which says "native" or "nested SegWit", compressed key, and the recovery id) then r and s.
 * A verifier recovers the public key from it and compares its address. Taproot keys have no
 * such signature (BIP-322 is their only message format), so this is the payment key's alone.
 */
export function signLegacyMessage(key: BitcoinKey, message: Uint8Array): Uint8Array {
  return signLegacyBitcoinMessage(key.signer.privateKey!, message, key.payment.redeemScript !== undefined)
}

/** The same signature from a bare private key, for any wallet's payment key; `nested` for P2SH-P2WPKH. */
export function signLegacyBitcoinMessage(
  privateKey: Uint8Array,
  message: Uint8Array,
  nested = false,
): Uint8Array {
  const { ecc } = bitcoinCrypto()
  const { signature, recoveryId } = ecc.signRecoverable(legacyMessageHash(message), privateKey)
  const header = nested ? P2SH_P2WPKH_HEADER : P2WPKH_HEADER
  return concatBytes(Uint8Array.of(header + recoveryId), signature)
}
