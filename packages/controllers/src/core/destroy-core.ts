import { ModalClosedError } from '@appkit/common'
import type { AppKitCore } from './core.js'

/**
 * Stops an instance: adapters and WalletConnect stop listening (a stored WalletConnect session
 * stays for the next instance), attempts in flight are aborted, timers and subscriptions end.
 */
export function destroyCore(core: AppKitCore): void {
  const { internal } = core
  if (internal.destroyed) return
  internal.destroyed = true
  for (const attempt of internal.attempts)
    attempt.abort(new ModalClosedError({ details: 'The instance was destroyed' }))
  internal.attempts.clear()
  for (const adapter of internal.adapters) adapter.teardown?.()
  for (const connector of internal.multiNamespace.values()) connector.teardown()
  internal.explorer.search?.abort()
  clearTimeout(internal.timers.snack)
  clearTimeout(internal.timers.shake)
  clearTimeout(internal.timers.pendingTransactions)
  for (const cleanup of internal.cleanups) cleanup()
  internal.cleanups.clear()
  internal.eventListeners.clear()
  core.session.clear()
}
