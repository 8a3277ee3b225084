import { type AppKitCore, subscribe } from '@appkit/controllers'
import { createContext } from 'react'

/** Runs `run` once the view is on screen: now, or later. Returns the function that stops waiting. */
export type WhenShown = (run: () => void) => () => void

/**
 * How a view waits to be seen before it asks a service. A view is on screen as it renders, but for
 * the one the modal holds ready in its closed dialog (modal.tsx): nothing leaves the page before
 * the visitor opens the modal.
 */
export const WhenShownContext = createContext<WhenShown>((run) => {
  run()
  return () => undefined
})

/** Runs `run` once the modal is open: now when it is, else at its next open. */
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
