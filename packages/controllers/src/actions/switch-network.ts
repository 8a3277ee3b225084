import { type CaipNetwork, ChainNotConfiguredError } from '@appkit/common'
import { chainsState, getChain, setCaipNetwork } from '../state/chains.js'
import { emitEvent } from '../state/events.js'
import { STORAGE_KEYS, writeStorage } from '../utils/storage.js'
import { fetchBalance } from './fetch-balance.js'

/**
 * Makes `network` the active network. With an account in that namespace the wallet switches first,
 * so the state never claims a network the wallet is not on.
 */
export async function switchNetwork(network: CaipNetwork): Promise<void> {
  const chain = getChain(network.chainNamespace)
  const requested = chain?.requestedCaipNetworks.find((n) => n.caipNetworkId === network.caipNetworkId)
  if (!chain || !requested) throw new ChainNotConfiguredError()
  const { connectorId, status } = chain.account
  if (chain.adapter && connectorId && status === 'connected') {
    await chain.adapter.switchNetwork({ connectorId, caipNetwork: requested })
  }
  setCaipNetwork(chain.namespace, requested)
  chainsState.activeNamespace = chain.namespace
  writeStorage(STORAGE_KEYS.activeCaipNetworkId, requested.caipNetworkId)
  writeStorage(STORAGE_KEYS.activeNamespace, chain.namespace)
  emitEvent('SWITCH_NETWORK', { network: requested.caipNetworkId })
  void fetchBalance(chain.namespace)
}
