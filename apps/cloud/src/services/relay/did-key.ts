import { decodeBase58, encodeBase58 } from './base58.js'

/**
 * did:key for Ed25519, as WalletConnect clients name themselves: `did:key:z` + base58btc of the
 * multicodec prefix ed25519-pub (varint 0xed, 0x01) and the 32-byte public key.
 */
const PREFIX = 'did:key:z'
const ED25519_PUB = [0xed, 0x01] as const
const KEY_BYTES = 32

/** The Ed25519 public key a did:key names; undefined for any other did or key type. */
export function publicKeyOfDidKey(did: string): Uint8Array | undefined {
  if (!did.startsWith(PREFIX)) return undefined
  const bytes = decodeBase58(did.slice(PREFIX.length))
  if (bytes?.length !== ED25519_PUB.length + KEY_BYTES) return undefined
  if (bytes[0] !== ED25519_PUB[0] || bytes[1] !== ED25519_PUB[1]) return undefined
  return bytes.subarray(ED25519_PUB.length)
}

export function didKeyOf(publicKey: Uint8Array): string {
  return PREFIX + encodeBase58(Uint8Array.from([...ED25519_PUB, ...publicKey]))
}
