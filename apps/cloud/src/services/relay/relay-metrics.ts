import { andThen } from './awaitable.js'
import type { RelayHub } from './relay-hub.js'

export type RelayMetricEvent = 'published' | 'delivered'

/** `hub` telling `onMetric` of each publish it takes and each delivery it makes to a socket. */
export function countRelayTraffic(hub: RelayHub, onMetric: (event: RelayMetricEvent) => void): RelayHub {
  return {
    ...hub,
    join: (clientId, link) =>
      hub.join(clientId, {
        ...link,
        deliver(delivery) {
          onMetric('delivered')
          link.deliver(delivery)
        },
      }),
    publish: (peer, input) => andThen(hub.publish(peer, input), () => onMetric('published')),
  }
}
