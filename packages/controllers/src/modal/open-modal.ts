import type { ChainNamespace } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { track } from '../core/track.js'
import { activateNetwork } from '../session/activate-network.js'
import { getActiveChain } from '../state/chains.js'
import { resetView } from '../state/router.js'
import type { View } from '../types/views.js'

export interface OpenModalOptions {
  view?: View
  namespace?: ChainNamespace
}

export function isActiveConnected(core: AppKitCore): boolean {
  return getActiveChain(core.chains)?.account.status === 'connected'
}

/** Opens the modal on the view the rules of spec §2 choose, in their order. */
export function openModal(core: AppKitCore, { view, namespace }: OpenModalOptions = {}): void {
  const target = namespace ? core.chains.chains[namespace] : undefined
  if (target?.caipNetwork && namespace !== core.chains.activeNamespace)
    activateNetwork(core, target.caipNetwork)
  const connected = isActiveConnected(core)
  if (core.internal.adapters.length === 0 && !connected) {
    resetView(core.router, core.options.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic')
  } else if (view) {
    resetView(core.router, view)
  } else {
    resetView(core.router, connected ? 'Account' : 'Connect')
  }
  if (!core.modal.open) track(core, 'MODAL_OPEN', { connected })
  // Adapters that wait for the visitor before loading their code list their wallets from now on.
  for (const adapter of core.internal.adapters) adapter.activate?.()
  core.modal.open = true
}
