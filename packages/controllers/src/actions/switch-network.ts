import { type CaipNetwork, ChainNotConfiguredError } from '@appkit/common'
import { showAlert } from '../state/alert.js'
import { chainsState, getChain, setCaipNetwork } from '../state/chains.js'
import { emitEvent } from '../state/events.js'
import { STORAGE_KEYS, writeStorage } from '../utils/storage.js'
import { fetchBalance } from './fetch-balance.js'

/**
 * Makes `network` the active network (spec §4). With an account in that namespace the wallet
 * switches first, so the state never claims a network the wallet is not on. A network of another
 * namespace with no account there becomes active too, with warning APKTW001: the next step is to
 * connect a wallet for it.
 */
export async function switchNetwork(network: CaipNetwork): Promise<void> {
  const chain = getChain(network.chainNamespace)
  const requested = chain?.requestedCaipNetworks.find((n) => n.caipNetworkId === network.caipNetworkId)
  if (!chain || !requested) throw new ChainNotConfiguredError()
  const { connectorId, status } = chain.account
  const connected = Boolean(chain.adapter && connectorId && status === 'connected')
  if (connected) await chain.adapter!.switchNetwork({ connectorId: connectorId!, caipNetwork: requested })
  const otherNamespaceConnected = Object.values(chainsState.chains).some(
    (c) => c && c.namespace !== chain.namespace && c.account.status === 'connected',
  )
  if (!connected && chain.namespace !== chainsState.activeNamespace && otherNamespaceConnected) {
    showAlert('APKTW001')
  }
  setCaipNetwork(chain.namespace, requested)
  chainsState.activeNamespace = chain.namespace
  writeStorage(STORAGE_KEYS.activeCaipNetworkId, requested.caipNetworkId)
  writeStorage(STORAGE_KEYS.activeNamespace, chain.namespace)
  emitEvent('SWITCH_NETWORK', { network: requested.caipNetworkId })
  void fetchBalance(chain.namespace)
}
