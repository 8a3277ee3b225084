import type { ChainNamespace } from '@appkit/common'
import { subscribe } from 'valtio/vanilla'
import type { AppKitCore } from '../core/core.js'
import { hideAlert, showAlert } from '../state/alert.js'

/**
 * Warning APKTW001 (spec §8): the visitor entered a namespace with no wallet while another
 * namespace has one. It invites a wallet for it on Connect, and lasts only while that holds: it
 * goes once a wallet connects there or another namespace becomes active, when the visitor leaves
 * Connect, and when the modal closes. Returns the function that detaches it.
 */
export function attachNamespaceWarning(core: AppKitCore): () => void {
  const shown = () => core.alert.open && core.alert.code === 'APKTW001'
  const withoutWallet = (namespace: ChainNamespace) => {
    const chains = Object.values(core.chains.chains)
    const elsewhere = chains.some((c) => c && c.namespace !== namespace && c.account.status === 'connected')
    return core.chains.chains[namespace]?.account.status !== 'connected' && elsewhere
  }
  // The view the visitor was on when it came up (SwitchActiveChain, or a closed modal's).
  let raisedOn: string | undefined
  const stops = [
    core.session.on('activeNamespace', ({ namespace }) => {
      if (withoutWallet(namespace)) {
        raisedOn = core.router.view
        void showAlert(core.alert, 'APKTW001')
      } else if (shown()) hideAlert(core.alert)
    }),
    core.session.on('account', ({ namespace, status }) => {
      if (shown() && status === 'connected' && namespace === core.chains.activeNamespace)
        hideAlert(core.alert)
    }),
    // Subscribers hear of a change a tick later: the view it came up on may still be reported.
    subscribe(core.router, () => {
      const { view } = core.router
      if (shown() && view !== 'Connect' && view !== raisedOn) hideAlert(core.alert)
    }),
    subscribe(core.modal, () => {
      if (shown() && !core.modal.open) hideAlert(core.alert)
    }),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
