import { subscribe } from '@appkit/controllers'
import type { AppKitCore } from '@appkit/controllers/modal'
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

/**
 * Runs `run` once the modal is open: now when it is, else just after the frame its next open
 * shows (the click's task only shows the dialog; what a view asks of a service starts after).
 */
export function whenOpen(modal: AppKitCore['modal'], run: () => void): () => void {
  if (modal.open) {
    run()
    return () => undefined
  }
  let frame: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const unsubscribe = subscribe(modal, () => {
    if (!modal.open) return
    unsubscribe()
    // A timer set in the frame's animation callback fires once that frame is painted.
    frame = requestAnimationFrame(() => {
      timer = setTimeout(run, 0)
    })
  })
  return () => {
    unsubscribe()
    if (frame !== undefined) cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
