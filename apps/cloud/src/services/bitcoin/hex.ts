/** Bytes ↔ hex, and Bitcoin's txids, which are hashes written in reverse byte order. */

export function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')
}

/** Even-length hex only: Buffer.from would silently drop a trailing odd character. */
export function fromHex(text: string): Uint8Array | undefined {
  if (text.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(text)) return undefined
  return new Uint8Array(Buffer.from(text, 'hex'))
}

/** A txid (or block hash) as it is displayed, from the hash as it is serialized. */
export function hashToId(hash: Uint8Array): string {
  return toHex(Uint8Array.from(hash).reverse())
}

/** The serialized hash of a displayed txid (or block hash). */
export function idToHash(id: string): Uint8Array {
  const bytes = fromHex(id)
  if (bytes === undefined) throw new TypeError(`Not a hex id: ${id}`)
  return bytes.reverse()
}

const TXID = /^[0-9a-f]{64}$/

/** Esplora's paths take txids in lowercase hex. */
export function isTxid(value: string): boolean {
  return TXID.test(value)
}
