import { subscribe } from '@appkit/controllers'
import type { AppKitCore } from '@appkit/controllers/modal'

/** Each mounted instance's way to mount its modal now, before it is needed (warmModal). */
const warmers = new WeakMap<AppKitCore, () => void>()

/**
 * Waits for the instance's first open (or first toast, or a visitor heading for a button: warmModal)
 * to load the modal's code: a dapp that never opens it never downloads it. Returns the function that
 * stops waiting and removes the modal.
 */
export function mountModal(core: AppKitCore): () => void {
  if (typeof document === 'undefined') return () => undefined
  let unmount: (() => void) | undefined
  let stopped = false
  const load = () => {
    if (unmount || stopped) return
    unmount = () => undefined
    void loadModalCode().then(({ renderModal }) => {
      if (!stopped) unmount = renderModal(core)
    })
  }
  warmers.set(core, load)
  // A toast raised before the modal was ever opened (a wallet disconnecting, say) needs it too.
  const loadIfNeeded = () => {
    if (core.modal.open || core.snack.open) load()
  }
  loadIfNeeded()
  const stops = [core.modal, core.snack].map((state) => subscribe(state, loadIfNeeded))
  return () => {
    stopped = true
    warmers.delete(core)
    for (const stop of stops) stop()
    unmount?.()
  }
}

/** The one place that imports the modal's code: the page then carries its chunk list once. */
const loadModalCode = () => import('./render-modal.js')

/** Loads the modal's code ahead of the first open, e.g. when the pointer nears the button. */
export const preloadModal: () => Promise<unknown> = loadModalCode

/**
 * A visitor heads for a button: the instance's modal is loaded and mounted, closed, so that the
 * click only opens it. Without a mounted instance (a test's core) the code is loaded at least.
 * Once the modal's code is in (the click needs it first), the adapters that wait for the visitor
 * start loading theirs, as the click would: the Connect view the closed modal holds lists their
 * wallets, and the click's task no longer pays for starting those loads (a third of it in the full
 * example).
 */
export function warmModal(core: AppKitCore): void {
  if (core.options.features.headless) return
  warmers.get(core)?.()
  // A failed load here is retried by the click, which then says what went wrong.
  loadModalCode().then(
    // A task later: the modal's first render, queued as its code came in, goes first.
    () =>
      setTimeout(() => {
        for (const adapter of core.internal.adapters) adapter.activate?.()
      }),
    () => undefined,
  )
}
