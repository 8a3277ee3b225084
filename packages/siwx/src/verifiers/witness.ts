/**
 * A consensus-encoded witness stack (a CompactSize count, then each item as a CompactSize length
 * and its bytes) as its items, or undefined unless the bytes are exactly that. Lengths past the
 * input end the parse at once, so no length in the input makes it allocate or loop more.
 */
export function decodeWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  let offset = 0
  const readSize = (): number | undefined => {
    const first = bytes[offset]
    if (first === undefined) return undefined
    if (first < 0xfd) {
      offset += 1
      return first
    }
    // Items in a signature are small: a two-byte length is the most a real one needs.
    if (first !== 0xfd || offset + 3 > bytes.length) return undefined
    const size = bytes[offset + 1]! | (bytes[offset + 2]! << 8)
    offset += 3
    // CompactSize must be minimal (consensus rejects 0xfd for values under 0xfd).
    return size < 0xfd ? undefined : size
  }
  const count = readSize()
  if (count === undefined || count > bytes.length) return undefined
  const items: Uint8Array[] = []
  for (let index = 0; index < count; index++) {
    const length = readSize()
    if (length === undefined || offset + length > bytes.length) return undefined
    items.push(bytes.subarray(offset, offset + length))
    offset += length
  }
  return offset === bytes.length ? items : undefined
}
