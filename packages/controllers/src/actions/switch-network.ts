import { type CaipNetwork, ChainNotConfiguredError } from '@appkit/common'
import { showAlert } from '../state/alert.js'
import { type ChainState, chainsState, getChain, setAccount, setCaipNetwork } from '../state/chains.js'
import { emitEvent } from '../state/events.js'
import { STORAGE_KEYS, writeStorage } from '../utils/storage.js'
import { fetchBalance } from './fetch-balance.js'

/**
 * Makes `network` the active network (spec §4). With an account in that namespace the wallet
 * switches first, so the state never claims a network the wallet is not on.
 */
export async function switchNetwork(network: CaipNetwork): Promise<void> {
  const chain = getChain(network.chainNamespace)
  const requested = chain?.requestedCaipNetworks.find((n) => n.caipNetworkId === network.caipNetworkId)
  if (!chain || !requested) throw new ChainNotConfiguredError()
  const { connectorId, status } = chain.account
  if (chain.adapter && connectorId && status === 'connected') {
    await chain.adapter.switchNetwork({ connectorId, caipNetwork: requested })
  }
  activateNetwork(chain, requested)
}

/**
 * The bookkeeping of a network becoming active: remembered for the next load, announced, its
 * balance read anew. Another namespace without an account becomes active too, with warning
 * APKTW001: the next step is to connect a wallet for it.
 */
export function activateNetwork(chain: ChainState, network: CaipNetwork): void {
  const otherConnected = Object.values(chainsState.chains).some(
    (c) => c && c.namespace !== chain.namespace && c.account.status === 'connected',
  )
  const entering = chain.namespace !== chainsState.activeNamespace
  if (entering && chain.account.status !== 'connected' && otherConnected) showAlert('APKTW001')
  if (chain.caipNetwork?.caipNetworkId !== network.caipNetworkId) {
    // The old network's balance must not show under the new network's name.
    setAccount(chain.namespace, { balance: undefined, balanceSymbol: undefined })
  }
  setCaipNetwork(chain.namespace, network)
  chainsState.activeNamespace = chain.namespace
  writeStorage(STORAGE_KEYS.activeCaipNetworkId, network.caipNetworkId)
  writeStorage(STORAGE_KEYS.activeNamespace, chain.namespace)
  emitEvent('SWITCH_NETWORK', { network: network.caipNetworkId })
  void fetchBalance(chain.namespace)
}
