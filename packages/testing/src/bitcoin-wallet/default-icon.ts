import type { WalletIcon } from '@wallet-standard/base'

/**
 * A 32×32 orange badge with a "B". Wallet Standard requires a base64 data: URI, and a data: URI
 * keeps tests off the network.
 */
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="8" fill="#f7931a"/>' +
  '<path d="M11 8h7a4 4 0 0 1 1.6 7.7A4.3 4.3 0 0 1 18.3 24H11zm3 3v4h4a2 2 0 0 0 0-4zm0 7v3h4.3a1.5 1.5 0 0 0 0-3z" fill="#fff"/></svg>'

export const DEFAULT_BITCOIN_WALLET_ICON: WalletIcon = `data:image/svg+xml;base64,${btoa(SVG)}`
