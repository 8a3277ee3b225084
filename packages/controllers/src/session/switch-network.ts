import { type CaipNetwork, ChainNotConfiguredError } from '@appkit/common'
import type { AdapterCallErrorType } from '../action-errors.js'
import type { SessionCore } from '../core/core.js'
import { activateNetwork } from './activate-network.js'

export interface SwitchNetworkParameters {
  /** One of the networks the dapp configured. */
  network: CaipNetwork
}
export type SwitchNetworkReturnType = undefined
/** A network the dapp did not configure, or the wallet's refusal to switch. */
export type SwitchNetworkErrorType = ChainNotConfiguredError | AdapterCallErrorType

/**
 * Makes `network` the active network (spec §4); one the dapp did not configure is refused with
 * ChainNotConfiguredError (the modal shows it as APKT001, Network Not Found). With an account in
 * that namespace the wallet switches first, so the state never claims a network the wallet is not on. The wallet's own
 * chainChanged and this switch meet in one place: the network applies once, the balance is read once.
 */
export async function switchNetwork(
  core: SessionCore,
  { network }: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  const chain = core.chains.chains[network.chainNamespace]
  const requested = chain?.requestedCaipNetworks.find((n) => n.caipNetworkId === network.caipNetworkId)
  if (!chain || !requested) throw new ChainNotConfiguredError({ details: network.caipNetworkId })
  const { connectorId, status } = chain.account
  if (chain.adapter && connectorId && status === 'connected') {
    await chain.adapter.switchNetwork({ connectorId, caipNetwork: requested })
  } else chain.chosenBeforeConnecting = true
  activateNetwork(core, requested)
}
