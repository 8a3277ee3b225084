import { address } from 'bitcoinjs-lib'

// Loaded with the Bitcoin verification (see bitcoin-verifier.ts), not with the page.

/** An address the verifier can check a signature for: P2WPKH (a key hash) or P2TR (an output key). */
export type SegwitProgram =
  | { readonly kind: 'p2wpkh'; readonly hash: Uint8Array; readonly script: Uint8Array }
  | { readonly kind: 'p2tr'; readonly outputKey: Uint8Array; readonly script: Uint8Array }

/**
 * The witness program of a P2WPKH or P2TR address on the network of `prefix`, or undefined for
 * anything else: another network, a bad checksum, the wrong bech32 variant for its version
 * (bitcoinjs-lib checks BIP-350), P2WSH, or a base58 address (whose BIP-322 form is the "full" one).
 */
export function decodeSegwitAddress(text: string, prefix: string): SegwitProgram | undefined {
  let decoded: { version: number; prefix: string; data: Uint8Array }
  try {
    decoded = address.fromBech32(text)
  } catch {
    return undefined
  }
  if (decoded.prefix.toLowerCase() !== prefix) return undefined
  const { version, data } = decoded
  if (version === 0 && data.length === 20) {
    return { kind: 'p2wpkh', hash: data, script: Uint8Array.of(0x00, 0x14, ...data) }
  }
  if (version === 1 && data.length === 32) {
    return { kind: 'p2tr', outputKey: data, script: Uint8Array.of(0x51, 0x20, ...data) }
  }
  return undefined
}
