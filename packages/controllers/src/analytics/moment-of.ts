import type { SessionCore } from '../core/core.js'
import type { AppKitEvent } from '../state/events.js'
import type { TrackedMoment } from './analytics-event.js'

/** A tracking event with the account and network it happened on, taken as it happens. */
export function momentOf(core: SessionCore, event: AppKitEvent): TrackedMoment {
  const namespace = core.chains.activeNamespace
  const chain = namespace ? core.chains.chains[namespace] : undefined
  return {
    event: event.data.event,
    properties: event.data.properties,
    timestamp: event.timestamp,
    address: chain?.account.address,
    caipNetworkId: chain?.caipNetwork?.caipNetworkId,
  }
}
