import { type AppKitEvent, type AppKitEventName, emitEvent } from '../state/events.js'
import type { SessionCore } from './core.js'

/** Records a tracking event of the instance and tells the dapp's listeners. */
export function track(core: SessionCore, event: AppKitEventName, properties?: Record<string, unknown>): void {
  emitEvent(core.lastEvent, core.internal.eventListeners, event, properties)
}

export interface SubscribeEventsParameters {
  onEvent: (event: AppKitEvent) => void
}
/** Stops the calls. */
export type SubscribeEventsReturnType = () => void

/** Calls `onEvent` with every tracking event of the instance until the returned function is called. */
export function subscribeEvents(
  core: SessionCore,
  { onEvent }: SubscribeEventsParameters,
): SubscribeEventsReturnType {
  core.internal.eventListeners.add(onEvent)
  return () => {
    core.internal.eventListeners.delete(onEvent)
  }
}
