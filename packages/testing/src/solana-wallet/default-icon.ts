import type { WalletIcon } from '@wallet-standard/base'

/**
 * A 32×32 badge. Wallet Standard requires a base64 data: URI (unlike EIP-6963's any data: URI),
 * and a data: URI keeps tests off the network.
 */
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="8" fill="#6d28d9"/>' +
  '<path d="M9 11h12l2-2H11zm0 6h12l2-2H11zm2 6h12l-2-2H9z" fill="#fff"/></svg>'

export const DEFAULT_SOLANA_WALLET_ICON: WalletIcon = `data:image/svg+xml;base64,${btoa(SVG)}`
