import { proxy } from 'valtio/vanilla'

export type AppKitEventName =
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'SELECT_WALLET'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SWITCH_NETWORK'
  | 'CLICK_NETWORKS'

export interface AppKitEvent {
  timestamp: number
  data: { type: 'track'; event: AppKitEventName; properties?: Record<string, unknown> }
}

/** The last event, for dapps that read events as state (useAppKitEvents). */
export const eventsState = proxy<AppKitEvent>({ timestamp: 0, data: { type: 'track', event: 'MODAL_CLOSE' } })

const listeners = new Set<(event: AppKitEvent) => void>()

export function emitEvent(event: AppKitEventName, properties?: Record<string, unknown>): void {
  const next: AppKitEvent = { timestamp: Date.now(), data: { type: 'track', event, properties } }
  Object.assign(eventsState, next)
  for (const listener of listeners) {
    // A dapp's listener that throws must not break the flow that emitted the event.
    try {
      listener(next)
    } catch (error) {
      console.error('[appkit] an event listener threw', error)
    }
  }
}

export function subscribeEvents(listener: (event: AppKitEvent) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
