import { useSessionCore } from '../context.js'
import { useProxy } from './use-proxy.js'

/** The last event the SDK emitted, as `{ timestamp, data: { type, event, properties } }`. */
export function useAppKitEvents() {
  return useProxy(useSessionCore().lastEvent)
}
