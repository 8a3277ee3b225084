import type { SessionCore } from '../core/core.js'
import type { AppKitEvent } from '../state/events.js'

/**
 * The only static part of the analytics, for a dapp that named an analytics host: nothing loads and
 * nothing is sent before the first tracking event with `features.analytics` on, which follows an
 * act of the visitor or a call of the dapp. Then the rest loads in its own chunk
 * (attach-analytics.ts), which takes over from `hold` and sends the events of the wait first.
 * Kept this small on purpose: every byte here is on every dapp's first paint.
 */
export function watchFirstEvent(core: SessionCore): void {
  const host = core.options.analyticsHost
  if (!host) return
  const held: AppKitEvent[] = []
  const hold = (event: AppKitEvent) => {
    if (core.options.features.analytics && held.push(event) === 1)
      import('./attach-analytics.js').then(({ attachAnalytics }) => attachAnalytics(core, host, held, hold))
  }
  core.internal.eventListeners.add(hold)
}
