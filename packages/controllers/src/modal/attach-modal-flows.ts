import type { AppKitCore } from '../core/core.js'
import { replaceView, resetView } from '../state/router.js'
import { attachNoticeFlows } from './notice-flows.js'

/**
 * The modal's answers to what the session layer announces; attached by the UI, never by the core,
 * so an instance without our modal (headless, or behind the wagmi bridge) never navigates.
 * - The active namespace's wallet moves to a network the dapp did not request: UnsupportedChain
 *   opens (unless the dapp allows such networks or turned switching off); back on a supported
 *   network, the prompt gives way to Account.
 * - The shown account is gone: an Account view with nothing left to show falls back to Connect.
 * - Failed background reads, refused calls and namespace changes get their toasts and alerts.
 * Returns the function that detaches them.
 */
export function attachModalFlows(core: AppKitCore): () => void {
  const stops = [
    attachNoticeFlows(core),
    core.session.on('network', ({ namespace, unsupported }) => {
      if (namespace !== core.chains.activeNamespace) return
      const chain = core.chains.chains[namespace]
      if (unsupported) {
        const { allowUnsupportedChain, enableNetworkSwitch } = core.options
        if (allowUnsupportedChain || !enableNetworkSwitch || !chain?.account.address) return
        resetView(core.router, 'UnsupportedChain')
        core.modal.open = true
      } else if (core.modal.open && core.router.view === 'UnsupportedChain') {
        if (chain?.account.status === 'connected') replaceView(core.router, 'Account')
      }
    }),
    core.session.on('account', ({ namespace, status }) => {
      if (status !== 'disconnected' || !core.modal.open) return
      if (namespace !== core.chains.activeNamespace) return
      if (core.router.view === 'Account' || core.router.view === 'UnsupportedChain')
        resetView(core.router, 'Connect')
    }),
  ]
  let detached = false
  // Sign-in's flows load only for a dapp that has sign-in, once an account is connected (they
  // act for connected accounts only, and check the one found when they arrive): never on a first
  // visit's first paint.
  if (core.options.siwx) {
    let loading = false
    const loadSiwxFlows = () => {
      if (loading) return
      loading = true
      void import('./siwx-flows.js').then((chunk) => {
        if (!detached) stops.push(chunk.attachSiwxFlows(core))
      })
    }
    const connected = Object.values(core.chains.chains).some((chain) => chain?.account.status === 'connected')
    if (connected) loadSiwxFlows()
    else
      stops.push(
        core.session.on('account', ({ status }) => {
          if (status === 'connected') loadSiwxFlows()
        }),
      )
  }
  const detach = () => {
    detached = true
    for (const stop of stops) stop()
    core.internal.cleanups.delete(detach)
  }
  core.internal.cleanups.add(detach)
  return detach
}
