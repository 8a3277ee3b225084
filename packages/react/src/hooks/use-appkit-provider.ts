import type { ChainNamespace } from '@appkit/common'
import { type ConnectorType, findConnectorOf, type NamespaceProvider, providerOf } from '@appkit/controllers'
import { useSessionCore } from '../context.js'
import { useProxy } from './use-proxy.js'

interface ProviderInfo<P> {
  walletProvider: P | undefined
  walletProviderType: ConnectorType | undefined
}

/**
 * The connected wallet's own provider, for requests the SDK does not wrap: typed by namespace
 * (EIP-1193 for eip155), or as the type the dapp names.
 */
export function useAppKitProvider<N extends ChainNamespace>(namespace: N): ProviderInfo<NamespaceProvider<N>>
export function useAppKitProvider<T>(namespace: ChainNamespace): ProviderInfo<T>
export function useAppKitProvider(namespace: ChainNamespace): ProviderInfo<unknown> {
  const core = useSessionCore()
  useProxy(core.chains)
  useProxy(core.connectors)
  return {
    walletProvider: providerOf(core, { namespace }),
    walletProviderType: findConnectorOf(core, { namespace })?.type,
  }
}
