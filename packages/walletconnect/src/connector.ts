import type { ChainNamespace } from '@appkit/common'
import type { Connector } from '@appkit/controllers'

/** The id of the WalletConnect connector, in connector lists, connections and storage. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** WalletConnect as the modal lists it: one connector for every namespace of the dapp, named by the first. */
export function walletConnectConnector(namespaces: readonly ChainNamespace[]): Connector {
  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    // A dapp has a network (createAppKit refuses one without, before any connector is listed).
    chain: namespaces[0] as ChainNamespace,
    namespaces: [...namespaces],
    type: 'WALLET_CONNECT',
  }
}
