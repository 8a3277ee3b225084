import { createHash } from 'node:crypto'

// Ids come from a hash of the (unique) name rather than from the random stream, so a wallet keeps
// its id and image id whatever the catalogue size, and a test can hard-code one.

/** 64 lowercase hex characters, the shape of real explorer ids. */
export function walletIdOf(name: string): string {
  return sha256(`explorer-wallet:${name}`)
}

/** A version 4 UUID shape (random bits from the hash), the shape of real image ids. */
export function imageIdOf(name: string): string {
  const hex = sha256(`explorer-image:${name}`)
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}
