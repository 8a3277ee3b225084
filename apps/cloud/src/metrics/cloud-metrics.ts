import {
  type Counter,
  createMetricsRegistry,
  type Histogram,
  LATENCY_BUCKETS,
  type MetricsRegistry,
} from './registry.js'

/** The figures the cloud exports on /metrics; services get this object, not the registry. */
export interface CloudMetrics {
  readonly registry: MetricsRegistry
  /** Seconds from a request's arrival to its answer's last byte, by service, route class and status class. */
  readonly httpDuration: Histogram
  /** Answers with a 5xx status (a failed service, an unreachable database), by service. */
  readonly httpErrors: Counter
  readonly relayPublished: Counter
  readonly relayDelivered: Counter
  /** Relay request handlers that failed unexpectedly. */
  readonly relayErrors: Counter
  /** Connections the relay turned away before their handshake (a bad token, a quota), by status. */
  readonly relayRefused: Counter
  /** Makes `appkit_relay_open_sockets` read the relay's count at each scrape. */
  readRelaySockets(read: () => number): void
}

export function createCloudMetrics(): CloudMetrics {
  const registry = createMetricsRegistry()
  let relaySockets: () => number = () => 0
  registry.gauge('appkit_relay_open_sockets', 'WalletConnect relay sockets open now.', () => relaySockets())
  return {
    registry,
    httpDuration: registry.histogram(
      'appkit_http_request_duration_seconds',
      'HTTP request latency, by service, route class and status class.',
      LATENCY_BUCKETS,
    ),
    httpErrors: registry.counter('appkit_http_errors_total', 'HTTP answers with a 5xx status, by service.'),
    relayPublished: registry.counter(
      'appkit_relay_messages_published_total',
      'Messages published to the relay (a retried publish counts once).',
    ),
    relayDelivered: registry.counter(
      'appkit_relay_messages_delivered_total',
      'Messages the relay sent to a subscriber (irn_subscription).',
    ),
    relayErrors: registry.counter('appkit_relay_errors_total', 'Relay requests that failed unexpectedly.'),
    relayRefused: registry.counter(
      'appkit_relay_refused_total',
      'Connections the relay refused before their handshake (bad token, quota, Host, Origin), by status.',
    ),
    readRelaySockets(read) {
      relaySockets = read
    },
  }
}
