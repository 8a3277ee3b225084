import { type ChainNamespace, toCaipAddress } from '@appkit/common'
import { chainsState, getChain, setAccount } from '../state/chains.js'
import { findConnector } from '../state/connectors.js'
import type { AdapterAccount } from '../types/adapter.js'
import { applyChainId } from './apply-chain-id.js'
import { fetchBalance } from './fetch-balance.js'

/** Makes a wallet's account the namespace's connected account: shared by connect and reconnect. */
export function applyConnectedAccount(
  namespace: ChainNamespace,
  connectorId: string,
  account: AdapterAccount,
): void {
  const chain = getChain(namespace)
  if (!chain) return
  const connector = findConnector(namespace, connectorId)
  applyChainId(namespace, account.chainId, { fetch: false })
  const chainId = chain.caipNetwork?.id ?? account.chainId
  setAccount(namespace, {
    status: 'connected',
    connectorId,
    address: account.address,
    caipAddress: toCaipAddress(namespace, String(chainId), account.address),
    allAccounts: account.accounts.map((address) => ({ namespace, address, type: 'eoa' as const })),
    connectedWalletInfo: connector && {
      name: connector.name,
      icon: connector.imageUrl,
      rdns: connector.info?.rdns,
    },
  })
  chainsState.activeNamespace ??= namespace
  void fetchBalance(namespace)
}
