import type { ChainNamespace } from '@appkit/common'
import { toCaipAddress } from '@appkit/common'
import { getChain, setAccount } from '../state/chains.js'
import { setConnectors } from '../state/connectors.js'
import type { AdapterEvents } from '../types/adapter.js'
import { applyChainId } from './apply-chain-id.js'
import { clearConnection } from './disconnect-wallet.js'
import { fetchBalance } from './fetch-balance.js'

/** Turns what a namespace's adapter reports into state. Events of other connectors are ignored. */
export function createAdapterEvents(namespace: ChainNamespace): AdapterEvents {
  const isCurrent = (connectorId: string) => getChain(namespace)?.account.connectorId === connectorId
  return {
    connectorsChanged: (connectors) => setConnectors(namespace, connectors),
    accountsChanged(connectorId, accounts) {
      if (!isCurrent(connectorId)) return
      const [address] = accounts
      if (!address) return clearConnection(namespace)
      const chainId = getChain(namespace)?.caipNetwork?.id ?? ''
      setAccount(namespace, {
        address,
        caipAddress: toCaipAddress(namespace, String(chainId), address),
        allAccounts: accounts.map((a) => ({ namespace, address: a, type: 'eoa' as const })),
      })
      void fetchBalance(namespace)
    },
    chainChanged(connectorId, chainId) {
      if (isCurrent(connectorId)) applyChainId(namespace, chainId)
    },
    disconnected(connectorId) {
      if (isCurrent(connectorId)) clearConnection(namespace)
    },
  }
}
