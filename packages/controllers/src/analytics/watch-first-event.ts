import type { SessionCore } from '../core/core.js'
import type { AppKitEvent } from '../state/events.js'
import type { AnalyticsLimits } from './analytics-event.js'

/**
 * Loaded at start for a dapp with an analytics host (create-core.ts). Nothing more loads and
 * nothing is sent before a tracking event while `features.analytics` is on (read at each event, so
 * a remote configuration may turn it on later). Then the rest loads (attach-analytics.ts), takes
 * over from `hold` and sends the events of the wait first.
 */
export function watchFirstEvent(core: SessionCore, limits: AnalyticsLimits): void {
  const held: AppKitEvent[] = []
  const hold = (event: AppKitEvent) => {
    if (core.options.features.analytics && held.push(event) === 1)
      import('./attach-analytics.js').then((chunk) => chunk.attachAnalytics(core, held, hold, limits))
  }
  core.internal.eventListeners.add(hold)
  // A dapp that acted at once (opened the modal) did so while this chunk loaded: its last event counts.
  const last = core.lastEvent
  if (last.timestamp > 0) hold({ timestamp: last.timestamp, data: { ...last.data } })
}
