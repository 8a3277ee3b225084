// Apart from address.ts: an EVM page checks and shortens its addresses from the first paint, and
// what one module holds lands in one chunk; the other namespaces' checks come with their adapters
// or with the code that needs them.
import { isEvmAddress } from './address.js'
import type { ChainNamespace } from './types.js'

// Base58 (no 0, O, I, l) at the lengths of a 32-byte key (spec §5).
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
// Legacy and script addresses (base58): 1… and 3… on mainnet, m…, n… and 2… on testnet.
const BITCOIN_BASE58_ADDRESS = /^[13mn2][1-9A-HJ-NP-Za-km-z]{25,34}$/
// SegWit and Taproot (bech32/bech32m): human part, "1", then data characters (no 1, b, i, o).
// The checksum is not verified; this is a shape check to catch typos and wrong-chain pastes.
const BITCOIN_BECH32_ADDRESS = /^(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}$/

export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value)
}

/** Mainnet, testnet and regtest addresses; bech32 is accepted all lower or all upper case. */
export function isBitcoinAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false
  if (BITCOIN_BASE58_ADDRESS.test(value)) return true
  // Bech32 forbids mixed case; upper case is allowed because it makes denser QR codes.
  if (value !== value.toLowerCase() && value !== value.toUpperCase()) return false
  return BITCOIN_BECH32_ADDRESS.test(value.toLowerCase())
}

/**
 * Whether `value` is an address of `namespace`. Namespaces without a validator here (polkadot,
 * cosmos, sui, stacks) accept any non-empty string without whitespace or ':' so that they are not
 * blocked before they get one.
 */
export function isAddressForNamespace(namespace: ChainNamespace, value: unknown): value is string {
  switch (namespace) {
    case 'eip155':
      return isEvmAddress(value)
    case 'solana':
      return isSolanaAddress(value)
    case 'bip122':
      return isBitcoinAddress(value)
    default:
      return typeof value === 'string' && /^[^\s:]+$/.test(value)
  }
}
