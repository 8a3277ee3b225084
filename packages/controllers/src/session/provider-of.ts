import type { ChainNamespace } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { guardProvider, type RequestProvider } from '../rpc/guard-provider.js'
import { findConnector } from '../state/connectors.js'
import type { NamespaceProvider } from '../types/adapter.js'
import type { Connector } from '../types/connector.js'

/**
 * The provider of the wallet connected in `namespace`, for requests the SDK does not wrap: the
 * adapter's for its connectors, else (a dapp without adapters) WalletConnect's own.
 */
export function providerOf<N extends ChainNamespace>(
  core: AppKitCore,
  namespace: N,
): NamespaceProvider<N> | undefined {
  const chain = core.chains.chains[namespace]
  const connectorId = chain?.account.connectorId
  if (!chain || !connectorId) return undefined
  const provider = chain.adapter
    ? chain.adapter.getProvider(connectorId, chain.account.address)
    : core.internal.multiNamespace.get(connectorId)?.getProvider(namespace)
  // The wallet the SDK runs itself keeps to spec §6's lists; external wallets keep their own rules.
  const embedded = connectorId === core.internal.embeddedWallet?.connectorId
  return (embedded && isRequestProvider(provider) ? guardProvider(core, provider) : provider) as
    | NamespaceProvider<N>
    | undefined
}

function isRequestProvider(value: unknown): value is RequestProvider {
  return typeof (value as RequestProvider | undefined)?.request === 'function'
}

/** The connector of the wallet connected in `namespace`. */
export function findConnectorOf(core: AppKitCore, namespace: ChainNamespace): Connector | undefined {
  const connectorId = core.chains.chains[namespace]?.account.connectorId
  return connectorId ? findConnector(core.connectors, namespace, connectorId) : undefined
}
