import type { ChainNamespace } from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import type { NamespaceProvider } from '../types/adapter.js'

export interface ProviderOfParameters<N extends ChainNamespace = ChainNamespace> {
  namespace: N
}
export type ProviderOfReturnType<N extends ChainNamespace = ChainNamespace> = NamespaceProvider<N> | undefined

/**
 * The provider of the wallet connected in `namespace`, for requests the SDK does not wrap: the
 * adapter's for its connectors, else (a dapp without adapters) WalletConnect's own.
 */
export function providerOf<N extends ChainNamespace>(
  core: SessionCore,
  { namespace }: ProviderOfParameters<N>,
): ProviderOfReturnType<N> {
  const chain = core.chains.chains[namespace]
  const connectorId = chain?.account.connectorId
  if (!chain || !connectorId) return undefined
  if (chain.adapter) {
    return chain.adapter.getProvider(connectorId, chain.account.address) as NamespaceProvider<N> | undefined
  }
  return core.internal.multiNamespace.get(connectorId)?.getProvider(namespace) as
    | NamespaceProvider<N>
    | undefined
}
