import { crypto } from 'bitcoinjs-lib'
import { hashToId, idToHash } from './hex.js'
import { REGTEST_BITS } from './lab-chain.js'

/** Version bits of a header (BIP-9's top bits, as Bitcoin Core writes them). */
const HEADER_VERSION = 0x20000000

/**
 * The merkle root of `txids` (displayed order), as a header holds it; 32 zero bytes for a block
 * without transactions (the ledger's mined blocks have no coinbase).
 */
export function merkleRoot(txids: readonly string[]): Uint8Array {
  if (txids.length === 0) return new Uint8Array(32)
  let level = txids.map(idToHash)
  while (level.length > 1) {
    const next: Uint8Array[] = []
    for (let index = 0; index < level.length; index += 2) {
      const left = level[index]!
      // Bitcoin pairs an odd last hash with itself.
      const right = level[index + 1] ?? left
      next.push(crypto.hash256(Buffer.concat([left, right])))
    }
    level = next
  }
  return level[0]!
}

export interface HeaderFields {
  prevHash: string
  merkleRoot: Uint8Array
  /** Unix seconds. */
  time: number
  height: number
}

/**
 * A block's hash: double SHA-256 of an 80-byte header, so hashes look and chain like Bitcoin's. No
 * proof of work: the nonce is the height, which keeps two headers from ever being equal.
 */
export function blockHash(fields: HeaderFields): string {
  const header = Buffer.alloc(80)
  header.writeUInt32LE(HEADER_VERSION, 0)
  Buffer.from(idToHash(fields.prevHash)).copy(header, 4)
  Buffer.from(fields.merkleRoot).copy(header, 36)
  header.writeUInt32LE(fields.time, 68)
  header.writeUInt32LE(REGTEST_BITS, 72)
  header.writeUInt32LE(fields.height, 76)
  return hashToId(crypto.hash256(header))
}
