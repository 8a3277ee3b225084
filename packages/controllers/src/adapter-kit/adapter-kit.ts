import type { CaipNetwork, ChainNamespace } from '@appkit/common'
import type { AccountApi } from '../types/account-api.js'
import type { AdapterContext, AdapterEvents } from '../types/adapter.js'
import type { ConnectorRef } from '../types/connector.js'
import { type ConnectionListeners, createConnectionListeners } from './connection-listeners.js'
import { type RemoteWallet, remoteWallet } from './remote-wallet.js'
import { createWalletRegistry, type WalletRegistry } from './wallet-registry.js'

/**
 * What every adapter keeps between its setup and its teardown, whatever its namespace: the
 * instance it serves, the wallets it found, what it listens to.
 */
export interface AdapterKit<N extends ChainNamespace, W> {
  readonly namespace: N
  readonly wallets: WalletRegistry<W>
  readonly listeners: ConnectionListeners
  /** The network the dapp uses now in this namespace: requests and sends go to it. */
  current: CaipNetwork | undefined
  context(): AdapterContext | undefined
  events(): AdapterEvents | undefined
  ref(connectorId: string): ConnectorRef
  /** The dapp's networks of this namespace. */
  networks(): CaipNetwork[]
  /** The WalletConnect session or the embedded wallet behind `connectorId`, in this namespace. */
  remote(connectorId: string): RemoteWallet | undefined
  /** The dapp's blockchain API, loaded on first use; undefined when the dapp names none. */
  api(): Promise<AccountApi> | undefined
  /**
   * Serves `next`: an adapter given to a new instance leaves the previous one first. The first
   * network becomes the current one.
   */
  attach(next: AdapterContext): void
  /** Starts discovery: an empty list at once, then whatever `watch` reports, until teardown. */
  discover<F>(publish: (found: F[]) => void, watch: (onChange: (found: F[]) => void) => () => void): void
  teardown(): void
}

export function createAdapterKit<N extends ChainNamespace, W>(namespace: N): AdapterKit<N, W> {
  let context: AdapterContext | undefined
  let events: AdapterEvents | undefined
  let stopWatching = () => {}
  const wallets = createWalletRegistry<W>((connectors) => events?.connectorsChanged(connectors))
  const listeners = createConnectionListeners()

  const kit: AdapterKit<N, W> = {
    namespace,
    wallets,
    listeners,
    current: undefined,
    context: () => context,
    events: () => events,
    ref: (connectorId) => ({ namespace, connectorId }),
    networks: () => context?.networks ?? [],
    remote: (connectorId) => remoteWallet(context, namespace, connectorId),
    api: () => context?.api?.(),
    attach(next) {
      kit.teardown()
      context = next
      events = next.events
      kit.current = next.networks[0]
    },
    discover(publish, watch) {
      publish([])
      stopWatching = watch(publish)
    },
    teardown() {
      stopWatching()
      stopWatching = () => {}
      listeners.stopAll()
      wallets.stopWaiting()
      events = undefined
    },
  }
  return kit
}
