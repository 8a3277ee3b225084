import { type CaipNetwork, type ChainNamespace, ProviderNotFoundError } from '@appkit/common'
import type { AccountApi } from '../types/account-api.js'
import type { AdapterContext, AdapterEvents } from '../types/adapter.js'
import type { ConnectorRef } from '../types/connector.js'
import { type ConnectionListeners, createConnectionListeners } from './connection-listeners.js'
import { createProviderCache, type ProviderCache } from './provider-cache.js'
import { type RemoteWallet, remoteWallet } from './remote-wallet.js'
import { createWalletRegistry, type WalletRegistry } from './wallet-registry.js'

/**
 * What every adapter keeps between its setup and its teardown, whatever its namespace: the
 * instance it serves, the wallets it found, what it listens to, the providers it gave out.
 */
export interface AdapterKit<N extends ChainNamespace, W, P> {
  readonly namespace: N
  readonly wallets: WalletRegistry<W>
  readonly listeners: ConnectionListeners
  readonly providers: ProviderCache<P>
  /** The network the dapp uses now in this namespace: requests and sends go to it. */
  current: CaipNetwork | undefined
  context(): AdapterContext | undefined
  events(): AdapterEvents | undefined
  ref(connectorId: string): ConnectorRef
  /** The dapp's networks of this namespace. */
  networks(): CaipNetwork[]
  /** The network `pick` names, else the dapp's first; a namespace without networks cannot ask. */
  network(pick?: () => CaipNetwork | undefined): () => CaipNetwork
  /** The WalletConnect session or the embedded wallet behind `connectorId`, in this namespace. */
  remote(connectorId: string): RemoteWallet | undefined
  /** The dapp's blockchain API, loaded on first use; undefined when the dapp names none. */
  api(): Promise<AccountApi> | undefined
  /** The cached provider of a connected account; undefined for a wallet neither remote nor listed. */
  provider(connectorId: string, address: string | undefined, make: () => P): P | undefined
  /**
   * Serves `next`: an adapter given to a new instance leaves the previous one first. The first
   * network becomes the current one.
   */
  attach(next: AdapterContext): void
  /** Starts discovery: an empty list at once, then whatever `watch` reports, until teardown. */
  discover<F>(publish: (found: F[]) => void, watch: (onChange: (found: F[]) => void) => () => void): void
  /** A connector disconnected: its providers and listeners go. */
  forget(connectorId: string): void
  teardown(): void
}

/** `name` is the namespace as a user reads it, for the errors the kit throws. */
export function createAdapterKit<N extends ChainNamespace, W, P = never>(
  namespace: N,
  name: string,
): AdapterKit<N, W, P> {
  let context: AdapterContext | undefined
  let events: AdapterEvents | undefined
  let stopWatching = () => {}
  const wallets = createWalletRegistry<W>((connectors) => events?.connectorsChanged(connectors))
  const listeners = createConnectionListeners()
  const providers = createProviderCache<P>()
  const networks = () => context?.networks ?? []
  const remote = (connectorId: string) => remoteWallet(context, namespace, connectorId)

  const kit: AdapterKit<N, W, P> = {
    namespace,
    wallets,
    listeners,
    providers,
    current: undefined,
    context: () => context,
    events: () => events,
    ref: (connectorId) => ({ namespace, connectorId }),
    networks,
    network:
      (pick = () => kit.current) =>
      () => {
        const chosen = pick() ?? networks()[0]
        if (!chosen) throw new ProviderNotFoundError({ details: `no ${name} network configured` })
        return chosen
      },
    remote,
    api: () => context?.api?.(),
    provider(connectorId, address, make) {
      if (!address || !(remote(connectorId) || wallets.has(connectorId))) return undefined
      return providers.get(connectorId, address, make)
    },
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
    forget(connectorId) {
      providers.forget(connectorId)
      listeners.stop(connectorId)
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
