import { modalState, subscribe } from '@appkit/controllers'

let mounted = false

/**
 * Waits for the first open to load the modal's code: a dapp that never opens it never downloads it.
 * Returns a promise for the dapp or the benchmark that wants to preload.
 */
export function mountModal(): () => void {
  if (typeof document === 'undefined') return () => undefined
  const load = () => {
    if (mounted) return
    mounted = true
    void import('./render-modal.js').then(({ renderModal }) => renderModal())
  }
  if (modalState.open) load()
  return subscribe(modalState, () => {
    if (modalState.open) load()
  })
}

/** Loads the modal's code ahead of the first open, e.g. when the pointer nears the button. */
export function preloadModal(): Promise<unknown> {
  return import('./render-modal.js')
}
