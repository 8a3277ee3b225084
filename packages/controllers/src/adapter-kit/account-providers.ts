import { type CaipNetwork, type ChainNamespace, ProviderNotFoundError } from '@appkit/common'
import type { AdapterKit } from './adapter-kit.js'
import { createProviderCache } from './provider-cache.js'

/** The providers an adapter gives a dapp, one per connected account, and the network they ask on. */
export interface AccountProviders<P> {
  /** The network `pick` names, else the current one, else the dapp's first; none is an error. */
  network(pick?: () => CaipNetwork | undefined): () => CaipNetwork
  /** The cached provider of a connected account; undefined for a wallet neither remote nor listed. */
  get(connectorId: string, address: string | undefined, make: () => P): P | undefined
  /** A connector disconnected: its providers and listeners go. */
  forget(connectorId: string): void
}

/** `name` is the namespace as a user reads it, for the error of a namespace without networks. */
export function createAccountProviders<P>(
  kit: Pick<AdapterKit<ChainNamespace, unknown>, 'current' | 'networks' | 'remote' | 'wallets' | 'listeners'>,
  name: string,
): AccountProviders<P> {
  const cache = createProviderCache<P>()
  return {
    network:
      (pick = () => kit.current) =>
      () => {
        const chosen = pick() ?? kit.networks()[0]
        if (!chosen) throw new ProviderNotFoundError({ details: `no ${name} network configured` })
        return chosen
      },
    get(connectorId, address, make) {
      if (!address || !(kit.remote(connectorId) || kit.wallets.has(connectorId))) return undefined
      return cache.get(connectorId, address, make)
    },
    forget(connectorId) {
      cache.forget(connectorId)
      kit.listeners.stop(connectorId)
    },
  }
}
