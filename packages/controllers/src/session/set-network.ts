import { type CaipNetwork, type ChainNamespace, toCaipAddress } from '@appkit/common'
import { ref } from 'valtio/vanilla'
import { forgetNetworkData } from '../account/forget-account-data.js'
import type { SessionCore } from '../core/core.js'

/**
 * Sets a namespace's network and whether the wallet is on a network the dapp did not request.
 * Does nothing when neither changes; otherwise what was read for the old network goes (it must not
 * show under the new network's name) and `network` is emitted. Returns whether anything changed.
 */
export function setNetwork(
  core: SessionCore,
  namespace: ChainNamespace,
  network: CaipNetwork | undefined,
  unsupported: boolean,
): boolean {
  const chain = core.chains.chains[namespace]
  if (!chain) return false
  const sameNetwork = chain.caipNetwork?.caipNetworkId === network?.caipNetworkId
  if (sameNetwork && chain.unsupported === unsupported) return false
  if (!sameNetwork) {
    chain.caipNetwork = network && ref(network)
    forgetNetworkData(chain.account)
  }
  chain.unsupported = unsupported
  core.session.emit('network', { namespace, caipNetwork: network, unsupported })
  return true
}

/**
 * The wallet is on `chainId`: a chain the dapp requested becomes the namespace's network; any
 * other marks the namespace unsupported (the modal's flows decide whether to ask for a switch).
 * Returns whether the network changed.
 */
export function applyChainId(
  core: SessionCore,
  namespace: ChainNamespace,
  chainId: number | string,
): boolean {
  const chain = core.chains.chains[namespace]
  if (!chain) return false
  const { address, caipAddress } = chain.account
  if (address) {
    const next = toCaipAddress(namespace, String(chainId), address)
    if (next !== caipAddress) chain.account.caipAddress = next
  }
  const network = chain.requestedCaipNetworks.find((n) => String(n.id) === String(chainId))
  return network
    ? setNetwork(core, namespace, network, false)
    : setNetwork(core, namespace, chain.caipNetwork, true)
}
