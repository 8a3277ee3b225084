import type { Connector } from '@appkit/controllers'

/** The id of the WalletConnect connector, in connector lists and in every adapter call. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

export function walletConnectConnector(): Connector {
  return { id: WALLET_CONNECT_CONNECTOR_ID, name: 'WalletConnect', chain: 'eip155', type: 'WALLET_CONNECT' }
}
