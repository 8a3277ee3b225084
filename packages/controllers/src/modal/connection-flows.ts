import { type ChainNamespace, ModalClosedError } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { activateNetwork } from '../session/activate-network.js'
import { disconnectWallet } from '../session/disconnect-wallet.js'
import { switchConnection } from '../session/switch-connection.js'
import { pushView } from '../state/view-history.js'
import type { Connector } from '../types/connector.js'
import { closeModal } from './close-modal.js'
import { notifyError } from './notify.js'
import { isActiveConnected } from './open-modal.js'

/**
 * Disconnect from the Account view: the active namespace's wallet goes (spec §4), the modal closes
 * either way, and a failure is shown. With no wallet left there, a namespace that still has one
 * becomes active, so the dapp shows a wallet that is connected rather than asking for one.
 */
export async function disconnectFromModal(core: AppKitCore): Promise<void> {
  try {
    await disconnectWallet(core)
  } catch (error) {
    notifyError(core, error)
  }
  activateConnectedNamespace(core)
  closeModal(core)
}

function activateConnectedNamespace(core: AppKitCore): void {
  if (isActiveConnected(core)) return
  const chains = Object.values(core.chains.chains)
  const network = chains.find((chain) => chain?.account.status === 'connected')?.caipNetwork
  if (network) activateNetwork(core, network)
}

const anyConnected = (core: AppKitCore) =>
  Object.values(core.chains.chains).some((chain) => chain?.account.status === 'connected')

/**
 * Switch to another held wallet from the modal (in the active namespace unless told which); its
 * namespace becomes active, as the user means to use it. One no longer authorized logs in again in
 * its own connecting view, so the user sees the wallet's prompt or the QR code.
 */
export async function switchConnectionFromModal(
  core: AppKitCore,
  connector: Connector,
  namespace: ChainNamespace = core.chains.activeNamespace ?? connector.chain,
): Promise<void> {
  try {
    const result = await switchConnection(core, { namespace, connectorId: connector.id, login: false })
    const network = core.chains.chains[namespace]?.caipNetwork
    if (result === 'switched' && network && namespace !== core.chains.activeNamespace)
      activateNetwork(core, network)
    if (result === 'switched') closeModal(core)
    else {
      const view = connector.type === 'WALLET_CONNECT' ? 'ConnectingWalletConnect' : 'ConnectingExternal'
      pushView(core.router, view, { connector })
    }
  } catch (error) {
    if (error instanceof ModalClosedError) return
    notifyError(core, error, 'connectionRejected')
  }
}

/**
 * Disconnect one of the held wallets from ProfileWallets (in the active namespace unless told
 * which); the modal stays on the list while any wallet is left in any namespace.
 */
export async function disconnectConnectionFromModal(
  core: AppKitCore,
  connector: Connector,
  namespace: ChainNamespace = core.chains.activeNamespace ?? connector.chain,
): Promise<void> {
  try {
    await disconnectWallet(core, { namespace, connectorId: connector.id })
  } catch (error) {
    notifyError(core, error)
  }
  if (!anyConnected(core)) closeModal(core)
}
