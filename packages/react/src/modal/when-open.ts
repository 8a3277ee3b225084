import { type AppKitCore, subscribe } from '@appkit/controllers'

/**
 * Runs `run` once the modal is open: now when it is, else at its next open. Returns the function
 * that stops waiting. A view rendered ahead of the click, in the closed dialog, waits with this
 * before it asks any service: nothing leaves the page before the visitor opens the modal.
 */
export function whenOpen(modal: AppKitCore['modal'], run: () => void): () => void {
  if (modal.open) {
    run()
    return () => undefined
  }
  const stop = subscribe(modal, () => {
    if (!modal.open) return
    stop()
    run()
  })
  return stop
}
