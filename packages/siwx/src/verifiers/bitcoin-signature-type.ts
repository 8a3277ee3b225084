import type { SiwxSession } from '@appkit/controllers'
import { decodeBase64 } from './base64.js'

/**
 * What a Bitcoin sign-in signature is: `bip322` (BIP-322 "simple", the consensus-encoded witness
 * stack) or `ecdsa` (the legacy "Bitcoin Signed Message": 65 bytes, a BIP-137 header then r and s).
 * The two cannot be confused: a witness starts with its item count (1 or 2), a legacy signature
 * with a header from 27 to 42. These are the names of the Cacao's `s.t` (there is no bip122
 * profile of CAIP-122) and of the `protocol` Bitcoin wallets sign with.
 */
export type BitcoinSignatureType = 'bip322' | 'ecdsa'

export function isLegacySignature(signature: Uint8Array): boolean {
  const header = signature[0] ?? 0
  return signature.length === 65 && header >= 27 && header <= 42
}

/** The type of a verified session's signature, read offline from its bytes. */
export async function bitcoinSignatureType(session: SiwxSession): Promise<BitcoinSignatureType> {
  const signature = decodeBase64(session.signature)
  return signature !== undefined && isLegacySignature(signature) ? 'ecdsa' : 'bip322'
}
