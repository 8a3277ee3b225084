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
  | 'SEND_SUCCESS'
  | 'SEND_ERROR'
  | 'SOCIAL_LOGIN_STARTED'
  | 'SOCIAL_LOGIN_REQUEST_USER_DATA'
  | 'SOCIAL_LOGIN_SUCCESS'
  | 'SOCIAL_LOGIN_ERROR'

export interface AppKitEvent {
  timestamp: number
  data: { type: 'track'; event: AppKitEventName; properties?: Record<string, unknown> }
}

export type EventListener = (event: AppKitEvent) => void

/** The last event, for dapps that read events as state (useAppKitEvents). */
export function createLastEventState(): AppKitEvent {
  return proxy<AppKitEvent>({ timestamp: 0, data: { type: 'track', event: 'MODAL_CLOSE' } })
}

/** Records an event and tells the dapp's listeners; one that throws does not stop the others. */
export function emitEvent(
  last: AppKitEvent,
  listeners: ReadonlySet<EventListener>,
  event: AppKitEventName,
  properties?: Record<string, unknown>,
): void {
  const next: AppKitEvent = { timestamp: Date.now(), data: { type: 'track', event, properties } }
  Object.assign(last, next)
  for (const listener of listeners) {
    try {
      listener(next)
    } catch (error) {
      console.error('[appkit] an event listener threw', error)
    }
  }
}
