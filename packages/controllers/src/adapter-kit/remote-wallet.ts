import type { ChainNamespace } from '@appkit/common'
import type { AdapterContext } from '../types/adapter.js'
import { servesNamespace } from '../types/connector.js'
import type { WalletConnectAccess } from '../types/wallet-connect.js'

type RequestArgs = { method: string; params?: unknown }

/**
 * A wallet an adapter reaches by requests rather than on the page: the instance's WalletConnect
 * session, or the embedded wallet. `via` tells which, for the few calls only a session has.
 */
export type RemoteWallet = {
  /** A request in the adapter's namespace, on a CAIP-2 chain or the namespace's current one. */
  request<T = unknown>(args: RequestArgs, chainId?: string): Promise<T>
  /** The provider a dapp gets for it in the adapter's namespace, once there is one. */
  getProvider(): unknown
} & ({ readonly via: 'walletConnect'; readonly session: WalletConnectAccess } | { readonly via: 'embedded' })

type EmbeddedWallet = NonNullable<AdapterContext['embeddedWallet']>

/**
 * Whether the embedded wallet keeps a key for `namespace`. Its connector, when the instance passes
 * it along, lists the namespaces the secure site serves (spec §9: eip155 and solana, not bip122).
 */
function serves(embedded: EmbeddedWallet, namespace: ChainNamespace): boolean {
  return embedded.connector === undefined || servesNamespace(embedded.connector, namespace)
}

/** The remote wallet behind `connectorId` in `namespace`, or undefined for a wallet on the page. */
export function remoteWallet(
  context: AdapterContext | undefined,
  namespace: ChainNamespace,
  connectorId: string,
): RemoteWallet | undefined {
  const session = context?.walletConnect
  if (session?.connectorId === connectorId) {
    return {
      via: 'walletConnect',
      session,
      request: (...args: [RequestArgs, string?]) => session.request(...args),
      getProvider: () => session.getProvider(),
    }
  }
  const embedded = context?.embeddedWallet
  if (embedded?.connectorId === connectorId && serves(embedded, namespace)) {
    return {
      via: 'embedded',
      // The chain goes along only when the caller named one, as the caller wrote the request.
      request: (args: RequestArgs, ...chainId: [string?]) => embedded.request(namespace, args, ...chainId),
      getProvider: () => embedded.getProvider(namespace),
    }
  }
  return undefined
}
