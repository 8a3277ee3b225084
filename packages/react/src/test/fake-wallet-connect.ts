import type {
  MultiNamespaceConnector,
  MultiNamespaceEvents,
  WalletConnectAccess,
} from '@appkit/controllers/adapter'

// Test-only: WalletConnect whose connect shows a pairing URI and then waits for a wallet that
// never comes (until the attempt is aborted).

export const PAIRING_URI = 'wc:7f6e@2?relay-protocol=irn&symKey=587d'

export function fakeWalletConnect() {
  let events: MultiNamespaceEvents | undefined
  const walletConnect: MultiNamespaceConnector & WalletConnectAccess = {
    connectorId: 'walletConnect',
    connector: {
      id: 'walletConnect',
      name: 'WalletConnect',
      chain: 'eip155',
      namespaces: ['eip155'],
      type: 'WALLET_CONNECT',
    },
    setup: (context) => {
      events = context.events
    },
    connect: ({ signal }) => {
      events?.pairingUri(PAIRING_URI)
      return new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)))
    },
    reconnect: async () => undefined,
    disconnect: async () => undefined,
    request: async () => undefined as never,
    setDefaultChain: async () => undefined,
    getProvider: () => undefined,
    teardown: () => undefined,
  }
  return walletConnect
}
