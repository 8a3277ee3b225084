import type { NamespaceInfo } from '@appkit/controllers/adapter'

/**
 * Bitcoin as the UI and the shared connectors know it. Its chain references stay text (genesis
 * hash prefixes); the embedded wallet keeps no Bitcoin key (spec §4), so it has no part there.
 */
export const bitcoinNamespaceInfo: NamespaceInfo = {
  name: 'Bitcoin',
  walletConnect: {},
}
