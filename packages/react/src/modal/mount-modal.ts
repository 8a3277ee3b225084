import { modalState, snackState, subscribe } from '@appkit/controllers'

let mounted = false

/**
 * Waits for the first open (or the first toast) to load the modal's code: a dapp that never opens
 * it never downloads it. Returns the function that stops waiting.
 */
export function mountModal(): () => void {
  if (typeof document === 'undefined') return () => undefined
  const load = () => {
    if (mounted) return
    mounted = true
    void import('./render-modal.js').then(({ renderModal }) => renderModal())
  }
  // A toast raised before the modal was ever opened (a wallet disconnecting, say) needs it too.
  const needed = () => modalState.open || snackState.open
  if (needed()) load()
  const stops = [modalState, snackState].map((state) =>
    subscribe(state, () => {
      if (needed()) load()
    }),
  )
  return () => {
    for (const stop of stops) stop()
  }
}

/** Loads the modal's code ahead of the first open, e.g. when the pointer nears the button. */
export function preloadModal(): Promise<unknown> {
  return import('./render-modal.js')
}
