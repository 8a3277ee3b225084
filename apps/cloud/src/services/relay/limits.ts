/**
 * The relay keeps everything in memory, so every structure that a client can grow has a cap. When
 * a cap is reached the oldest entry goes first: a dev relay should keep serving the newest
 * pairing rather than refuse it because an old test run left state behind.
 */
export interface RelayLimits {
  /** Open sockets; the oldest socket is closed to make room for a new one. */
  maxSockets: number
  /** Topics per socket; subscribing past it drops that socket's oldest subscription. */
  maxSubscriptionsPerSocket: number
  /** Topics with stored messages; the least recently published topic is dropped first. */
  maxTopics: number
  /** Stored messages per topic; the oldest message of the topic is dropped first. */
  maxMessagesPerTopic: number
  /** Bytes of all stored messages together; the oldest message anywhere is dropped first. */
  maxStoredBytes: number
  /** One published message; a larger one is refused with an error. */
  maxMessageBytes: number
  /** Longest time a message is kept, whatever the publisher asked for. */
  maxTtlSeconds: number
  /** Topics or messages in one batch call. */
  maxBatchSize: number
  /** One WebSocket frame (a batch publish carries several messages). */
  maxFrameBytes: number
  /** Unsent bytes queued for one socket; a client that stops reading is dropped. */
  maxBufferedBytes: number
  /** Deliveries awaiting the client's ack, per socket; the oldest is forgotten first. */
  maxPendingAcks: number
}

const KIB = 1024
const MIB = 1024 * KIB

export const DEFAULT_RELAY_LIMITS: RelayLimits = {
  maxSockets: 256,
  maxSubscriptionsPerSocket: 1000,
  maxTopics: 10_000,
  maxMessagesPerTopic: 100,
  maxStoredBytes: 64 * MIB,
  maxMessageBytes: 256 * KIB,
  maxTtlSeconds: 24 * 60 * 60,
  maxBatchSize: 500,
  maxFrameBytes: 4 * MIB,
  maxBufferedBytes: 16 * MIB,
  maxPendingAcks: 1000,
}

/** Used when a publish carries no ttl: the clients' own default. */
export const DEFAULT_TTL_SECONDS = 300

/** How often the server pings each socket; the clients drop a socket that is silent for 35 s. */
export const DEFAULT_PING_INTERVAL_MS = 15_000
