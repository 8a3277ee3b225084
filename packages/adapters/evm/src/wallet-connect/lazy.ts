import type { CaipNetwork } from '@appkit/common'
import type { AdapterAccount, AdapterContext } from '@appkit/controllers'
import type { WalletConnectClient } from './client.js'
import type { EvmWalletConnectOptions } from './options.js'

/** WalletConnect as the adapter sees it: every call but `getProvider` may load the module first. */
export interface LazyWalletConnect {
  connect(): Promise<AdapterAccount>
  reconnect(): Promise<AdapterAccount | undefined>
  disconnect(): Promise<void>
  switchNetwork(network: CaipNetwork): Promise<void>
  signMessage(address: string, message: string): Promise<string>
  /** The UniversalProvider once loaded, else undefined. */
  getProvider(): unknown
  /** Stops reporting and renewing; the stored session stays for the adapter that replaces this one. */
  teardown(): void
}

/**
 * Stands in for the WalletConnect client until it is needed. The client, and WalletConnect itself,
 * are dynamic imports: neither is in the static import graph of the package entry.
 */
export function lazyWalletConnect(
  context: AdapterContext,
  options: EvmWalletConnectOptions,
): LazyWalletConnect {
  let loading: Promise<WalletConnectClient> | undefined
  let client: WalletConnectClient | undefined
  const load = () => {
    loading ??= import('./client.js').then(
      ({ createWalletConnectClient }) => {
        client = createWalletConnectClient({ context, options })
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
    connect: async () => (await load()).connect(),
    reconnect: async () => (await load()).reconnect(),
    // Nothing loaded (or a load that failed), nothing to end; a connect still loading is cancelled.
    async disconnect() {
      const loaded = await loading?.catch(() => undefined)
      await loaded?.disconnect()
    },
    switchNetwork: async (network) => (await load()).switchNetwork(network),
    signMessage: async (address, message) => (await load()).signMessage(address, message),
    getProvider: () => client?.getProvider(),
    teardown: () => void loading?.then((loaded) => loaded.teardown()).catch(() => undefined),
  }
}
