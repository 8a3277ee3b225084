import { type AppKitEvent, type AppKitEventName, emitEvent } from '../state/events.js'
import type { SessionCore } from './core.js'

/** Records a tracking event of the instance and tells the dapp's listeners. */
export function track(core: SessionCore, event: AppKitEventName, properties?: Record<string, unknown>): void {
  emitEvent(core.lastEvent, core.internal.eventListeners, event, properties)
}

/** Calls `listener` with every tracking event of the instance until the returned function is called. */
export function subscribeEvents(core: SessionCore, listener: (event: AppKitEvent) => void): () => void {
  core.internal.eventListeners.add(listener)
  return () => {
    core.internal.eventListeners.delete(listener)
  }
}
