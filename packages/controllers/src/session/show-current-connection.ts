import { type ChainNamespace, toCaipAddress } from '@appkit/common'
import { fetchIdentity } from '../account/fetch-identity.js'
import { forgetAccountData } from '../account/forget-account-data.js'
import type { SessionCore } from '../core/core.js'
import { resetAccount } from '../state/chains.js'
import { type Connection, getCurrentConnection } from '../state/connections.js'
import { findConnector } from '../state/connectors.js'
import { fetchBalance } from './fetch-balance.js'
import { applyChainId, setNetwork } from './set-network.js'

/**
 * Shows the namespace's current connection in its account state (spec §3), or resets the account
 * when none is held. Every change of connection goes through here, and it is idempotent: shown
 * again unchanged, nothing is emitted and nothing is fetched.
 */
export function showCurrentConnection(core: SessionCore, namespace: ChainNamespace): void {
  const chain = core.chains.chains[namespace]
  if (!chain) return
  const before = { ...chain.account }
  const connection = getCurrentConnection(core.connections, namespace)
  if (connection) applyConnection(core, namespace, connection)
  else if (before.status !== 'disconnected' || before.address) {
    resetAccount(core.chains, namespace)
    // Without an account there is no wallet to be on an unsupported network either.
    setNetwork(core, namespace, chain.caipNetwork, false)
  }
  const after = chain.account
  if (
    before.status !== after.status ||
    before.address !== after.address ||
    before.connectorId !== after.connectorId
  ) {
    core.session.emit('account', {
      namespace,
      status: after.status,
      address: after.address,
      connectorId: after.connectorId,
    })
  }
}

function applyConnection(core: SessionCore, namespace: ChainNamespace, connection: Connection): void {
  const chain = core.chains.chains[namespace]!
  const [address] = connection.accounts
  if (!address) return
  const { account } = chain
  const wasShown =
    account.status === 'connected' &&
    account.address === address &&
    account.connectorId === connection.connectorId
  if (!wasShown) {
    if (account.address !== address) forgetAccountData(account)
    const connector = findConnector(core.connectors, namespace, connection.connectorId)
    Object.assign(account, {
      status: 'connected',
      connectorId: connection.connectorId,
      address,
      caipAddress: toCaipAddress(namespace, String(connection.chainId), address),
      connectedWalletInfo:
        connection.walletInfo ??
        (connector && { name: connector.name, icon: connector.imageUrl, rdns: connector.info?.rdns }),
      // Asked of the wallet at each connect and reconnect, so a reload shows who logged in again.
      socialProvider: connection.social?.provider,
      socialUserName: connection.social?.userName,
    })
  }
  if (account.allAccounts.map((a) => a.address).join() !== connection.accounts.join()) {
    account.allAccounts = connection.accounts.map((a) => ({ namespace, address: a, type: 'eoa' as const }))
  }
  if (!core.chains.activeNamespace) {
    core.chains.activeNamespace = namespace
    core.session.emit('activeNamespace', { namespace })
  }
  const networkChanged = applyChainId(core, namespace, connection.chainId)
  if (!wasShown || networkChanged) void fetchBalance(core, { namespace })
  if (!wasShown) void fetchIdentity(core, { namespace })
}
