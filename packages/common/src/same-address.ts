import { isEvmAddress } from './address.js'

// Apart from address.ts: only sign-in's sessions (code loaded later) compare addresses, and what one
// module holds lands in one chunk, so this would otherwise join the first paint.

/**
 * Whether two addresses are the same account. EVM addresses compare case-insensitively and with
 * or without 0x (spec §5); others (base58, bech32) exactly, since their case is significant.
 */
export function isSameAddress(a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string' || a === '' || b === '') return false
  if (isEvmAddress(a) && isEvmAddress(b))
    return stripHexPrefix(a).toLowerCase() === stripHexPrefix(b).toLowerCase()
  return a === b
}

function stripHexPrefix(address: string): string {
  return address.startsWith('0x') ? address.slice(2) : address
}
