import type { CaipNetwork } from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import { track } from '../core/track.js'
import { updateConnection } from '../state/connections.js'
import { STORAGE_KEYS } from '../utils/storage.js'
import { fetchBalance } from './fetch-balance.js'
import { applyChainId, setNetwork } from './set-network.js'

/**
 * The bookkeeping of a network becoming active: the wallet's connection is on it, it is
 * remembered for the next load and announced, and its balance is read if it changed. Another
 * namespace without an account becomes active too (the modal warns APKTW001: the next step is to
 * connect a wallet for it).
 */
export function activateNetwork(core: SessionCore, network: CaipNetwork): void {
  const namespace = network.chainNamespace
  const chain = core.chains.chains[namespace]
  if (!chain) return
  const connected = chain.account.status === 'connected'
  const entering = namespace !== core.chains.activeNamespace
  if (entering) {
    core.chains.activeNamespace = namespace
    core.session.emit('activeNamespace', { namespace })
  }
  const { connectorId } = chain.account
  if (connected && connectorId) {
    updateConnection(core.connections, namespace, connectorId, { chainId: network.id })
    if (applyChainId(core, namespace, network.id)) void fetchBalance(core, { namespace })
  } else setNetwork(core, namespace, network, false)
  core.storage.write(STORAGE_KEYS.activeCaipNetworkId, network.caipNetworkId)
  core.storage.write(STORAGE_KEYS.activeNamespace, namespace)
  track(core, 'SWITCH_NETWORK', { network: network.caipNetworkId })
}
