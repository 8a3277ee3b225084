import type { CaipNetwork, ChainNamespace } from '@appkit/common'
import type {
  MultiNamespaceConnector,
  MultiNamespaceEvents,
  WalletConnectAccess,
  WalletConnectNamespace,
  WalletConnectRules,
} from '@appkit/controllers/adapter'
import type { WalletConnectClient } from './client.js'
import { WALLET_CONNECT_CONNECTOR_ID, walletConnectConnector } from './connector.js'
import type { WalletConnectInit } from './options.js'

export type WalletConnect = MultiNamespaceConnector & WalletConnectAccess

/**
 * The instance's WalletConnect, standing in for the client until it is needed. The client, and
 * WalletConnect itself, are dynamic imports: neither is in the static import graph of the entry,
 * so a dapp pays for them when the user picks WalletConnect or a stored session is resumed.
 * `namespaces` are the namespaces the dapp configured: one connector stands for all of them.
 */
export function createWalletConnect(
  init: WalletConnectInit,
  namespaces: readonly ChainNamespace[],
): WalletConnect {
  let context:
    | {
        networks: readonly CaipNetwork[]
        events: MultiNamespaceEvents
        namespaces: () => Partial<Record<ChainNamespace, WalletConnectNamespace>>
        rules?: WalletConnectRules
      }
    | undefined
  let loading: Promise<WalletConnectClient> | undefined
  let client: WalletConnectClient | undefined

  const load = () => {
    const setup = context
    if (!setup) return import('./not-set-up.js').then((chunk) => chunk.rejectNotSetUp())
    loading ??= import('./client.js').then(
      (chunk) => {
        client = chunk.createWalletConnectClient({ init, ...setup, rules: setup.rules ?? {} })
        return client
      },
      (error) => {
        // A chunk that failed to load (offline) may load on the next try.
        loading = undefined
        throw error
      },
    )
    return loading
  }

  return {
    connector: walletConnectConnector(namespaces),
    connectorId: WALLET_CONNECT_CONNECTOR_ID,
    setup(next) {
      context = next
    },
    connect: async ({ signal }) => (await load()).connect(signal),
    reconnect: async () => (await load()).reconnect(),
    // Nothing loaded (or a load that failed), nothing to end; a connect still loading is cancelled.
    async disconnect() {
      const loaded = await loading?.catch(() => undefined)
      await loaded?.disconnect()
    },
    request: async (args, chainId) => (await load()).request(args, chainId),
    async setDefaultChain(chainId, rpcUrl) {
      ;(await load()).setDefaultChain(chainId, rpcUrl)
    },
    getProvider: () => client?.getProvider(),
    teardown: () => void loading?.then((loaded) => loaded.teardown()).catch(() => undefined),
  }
}
