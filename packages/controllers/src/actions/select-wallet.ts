import { connectorsState } from '../state/connectors.js'
import { pushView } from '../state/router.js'
import type { Connector } from '../types/connector.js'
import type { ExplorerWallet } from '../types/explorer.js'

/** The installed connector of an explorer wallet, matched by rdns. */
export function installedConnectorOf(wallet: ExplorerWallet): Connector | undefined {
  return wallet.rdns ? connectorsState.connectors.find((c) => c.info?.rdns === wallet.rdns) : undefined
}

export function walletConnectConnector(): Connector | undefined {
  return connectorsState.connectors.find((c) => c.type === 'WALLET_CONNECT')
}

/**
 * A wallet picked from a list: its extension when it is installed, otherwise WalletConnect with the
 * wallet's own app links.
 */
export function selectWallet(wallet: ExplorerWallet): void {
  const installed = installedConnectorOf(wallet)
  if (installed) pushView('ConnectingExternal', { connector: installed })
  else pushView('ConnectingWalletConnect', { wallet, connector: walletConnectConnector() })
}
