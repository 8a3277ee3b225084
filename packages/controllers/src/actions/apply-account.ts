import { type ChainNamespace, toCaipAddress } from '@appkit/common'
import { chainsState, getChain, resetAccount, setAccount } from '../state/chains.js'
import { type Connection, connectionsState, getConnection } from '../state/connections.js'
import { findConnector } from '../state/connectors.js'
import { applyChainId } from './apply-chain-id.js'
import { fetchBalance } from './fetch-balance.js'

/**
 * Shows the namespace's current connection in its account state (spec §3), or resets the account
 * when no connection is held. Every change of connection goes through here.
 */
export function showCurrentConnection(namespace: ChainNamespace): void {
  const currentId = connectionsState.namespaces[namespace]?.current
  const connection = currentId ? getConnection(namespace, currentId) : undefined
  if (connection) applyConnection(namespace, connection)
  else resetAccount(namespace)
}

function applyConnection(namespace: ChainNamespace, connection: Connection): void {
  const chain = getChain(namespace)
  const [address] = connection.accounts
  if (!chain || !address) return
  const connector = findConnector(namespace, connection.connectorId)
  setAccount(namespace, {
    status: 'connected',
    connectorId: connection.connectorId,
    address,
    caipAddress: toCaipAddress(namespace, String(connection.chainId), address),
    allAccounts: connection.accounts.map((a) => ({ namespace, address: a, type: 'eoa' as const })),
    connectedWalletInfo:
      connection.walletInfo ??
      (connector && { name: connector.name, icon: connector.imageUrl, rdns: connector.info?.rdns }),
    balance: undefined,
    balanceSymbol: undefined,
  })
  applyChainId(namespace, connection.chainId, { fetch: false })
  chainsState.activeNamespace ??= namespace
  void fetchBalance(namespace)
}
