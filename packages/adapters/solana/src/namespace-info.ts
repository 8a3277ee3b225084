import type { NamespaceInfo } from '@appkit/controllers/adapter'

/**
 * Solana as the UI and the shared connectors know it. Its chain references stay text (genesis
 * hash prefixes); the embedded wallet serves it, and this adapter makes the provider over its
 * requests itself (the same as over WalletConnect's), so its part asks for nothing more.
 */
export const solanaNamespaceInfo: NamespaceInfo = {
  name: 'Solana',
  walletConnect: {},
  embeddedWallet: {},
}
