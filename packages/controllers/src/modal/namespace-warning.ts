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
  const hideIf = (gone: boolean) => {
    if (gone && core.alert.open && core.alert.code === 'APKTW001') hideAlert(core.alert)
  }
  // The view the visitor was on when it came up (SwitchActiveChain, or a closed modal's).
  let raisedOn: string | undefined
  const stops = [
    core.session.on('activeNamespace', ({ namespace }) => {
      const { chains } = core.chains
      // No wallet here while one is connected in another namespace.
      if (
        chains[namespace]?.account.status !== 'connected' &&
        Object.values(chains).some((chain) => chain?.account.status === 'connected')
      ) {
        raisedOn = core.router.view
        void showAlert(core.alert, 'APKTW001')
      } else hideIf(true)
    }),
    core.session.on('account', ({ namespace, status }) =>
      hideIf(status === 'connected' && namespace === core.chains.activeNamespace),
    ),
    // Subscribers hear of a change a tick later: the view it came up on may still be reported.
    subscribe(core.router, () => hideIf(core.router.view !== 'Connect' && core.router.view !== raisedOn)),
    subscribe(core.modal, () => hideIf(!core.modal.open)),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
