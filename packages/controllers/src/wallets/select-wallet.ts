import type { AppKitCore } from '../core/core.js'
import { pushView } from '../state/view-history.js'
import type { Connector } from '../types/connector.js'
import type { ExplorerWallet } from '../types/explorer.js'

/** The installed connector of an explorer wallet, matched by rdns. */
export function installedConnectorOf(core: AppKitCore, wallet: ExplorerWallet): Connector | undefined {
  return wallet.rdns ? core.connectors.connectors.find((c) => c.info?.rdns === wallet.rdns) : undefined
}

/** WalletConnect, when the dapp has it: the connector that pairs any wallet by QR code or link. */
export function walletConnectConnector(core: AppKitCore): Connector | undefined {
  return core.connectors.connectors.find((c) => c.type === 'WALLET_CONNECT')
}

/**
 * A wallet picked from a list: its extension when it is installed, otherwise WalletConnect with the
 * wallet's own app links.
 */
export function selectWallet(core: AppKitCore, wallet: ExplorerWallet): void {
  const installed = installedConnectorOf(core, wallet)
  if (installed) pushView(core.router, 'ConnectingExternal', { connector: installed })
  else pushView(core.router, 'ConnectingWalletConnect', { wallet, connector: walletConnectConnector(core) })
}
