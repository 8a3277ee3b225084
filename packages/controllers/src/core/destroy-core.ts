import type { SessionCore } from './core.js'

/**
 * Stops an instance: what its features keep stops first (attempts in flight are aborted, timers
 * cleared, the modal's flows detached), then adapters and WalletConnect stop listening (a stored
 * WalletConnect session stays for the next instance) and subscriptions end.
 */
export function destroyCore(core: SessionCore): void {
  const { internal } = core
  if (internal.destroyed) return
  internal.destroyed = true
  for (const cleanup of internal.cleanups) cleanup()
  internal.cleanups.clear()
  for (const adapter of internal.adapters) adapter.teardown?.()
  for (const connector of internal.multiNamespace.values()) connector.teardown()
  internal.eventListeners.clear()
  core.session.clear()
}
