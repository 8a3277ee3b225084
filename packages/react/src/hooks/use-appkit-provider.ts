import type { ChainNamespace } from '@appkit/common'
import { chainsState, connectorsState } from '@appkit/controllers'
import { useProxy } from './use-proxy.js'

/** The connected wallet's own provider (EIP-1193 for eip155), for requests the SDK does not wrap. */
export function useAppKitProvider<T = unknown>(namespace: ChainNamespace) {
  const { chains } = useProxy(chainsState)
  useProxy(connectorsState)
  const chain = chainsState.chains[namespace]
  const connectorId = chains[namespace]?.account.connectorId
  const connector = connectorsState.connectors.find((c) => c.chain === namespace && c.id === connectorId)
  return {
    walletProvider: (connectorId ? chain?.adapter?.getProvider(connectorId) : undefined) as T | undefined,
    walletProviderType: connector?.type,
  }
}
