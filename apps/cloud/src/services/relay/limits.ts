/**
 * Every structure a client can grow has a cap, and every client has quotas.
 *
 * What one client or one page may take (sockets, subscriptions, publishes) is refused past its
 * quota: the newcomer or the excess request is turned away and nobody else is touched, so no page
 * can push the other clients off the relay. The relay tells clients apart by the did:key whose
 * signature their auth token carries (`client-jwt.ts`), and web pages by their Origin.
 *
 * What is kept for clients (stored messages) drops its oldest entry first: a dev relay should keep
 * serving the newest pairing rather than refuse it because an old test run left state behind.
 */
export interface RelayLimits {
  /** Open sockets in all; past it a new socket is refused (HTTP 503), none is closed. */
  maxSockets: number
  /** Sockets of one client (did:key); past it its new socket is refused (HTTP 429). */
  maxSocketsPerClient: number
  /**
   * Sockets whose handshake carries one Origin: a page can mint endless keys but not endless
   * origins. Past it a new socket is refused (HTTP 429). Sockets without an Origin (clients that
   * are not web pages) are held by the two caps above only.
   */
  maxSocketsPerOrigin: number
  /** Topics per socket; a subscribe past it is refused with a JSON-RPC error. */
  maxSubscriptionsPerSocket: number
  /** Publishes per second per client, all its sockets together (a token bucket's refill). */
  publishesPerSecondPerClient: number
  /** Publishes a client may make at once (the bucket's size); a batch counts each message. */
  publishBurstPerClient: number
  /** How far a client's clock may be off ours when its token's iat and exp are checked. */
  clockSkewSeconds: number
  /** Longest lifetime (exp - iat) of a client token; the clients make one-day tokens. */
  maxTokenLifetimeSeconds: number
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
const DAY_SECONDS = 24 * 60 * 60

export const DEFAULT_RELAY_LIMITS: RelayLimits = {
  maxSockets: 10_000,
  // A client opens one socket; the tabs of one dapp share its key, and a reconnect overlaps the
  // socket it replaces for a moment.
  maxSocketsPerClient: 16,
  // A deployment that serves one busy dapp raises it towards maxSockets.
  maxSocketsPerOrigin: 1000,
  maxSubscriptionsPerSocket: 1000,
  // A wallet or a dapp publishes a few messages per user action.
  publishesPerSecondPerClient: 50,
  // One full batch (maxBatchSize) at once.
  publishBurstPerClient: 500,
  clockSkewSeconds: 5 * 60,
  maxTokenLifetimeSeconds: DAY_SECONDS,
  maxTopics: 10_000,
  maxMessagesPerTopic: 100,
  maxStoredBytes: 64 * MIB,
  maxMessageBytes: 256 * KIB,
  maxTtlSeconds: DAY_SECONDS,
  maxBatchSize: 500,
  maxFrameBytes: 4 * MIB,
  maxBufferedBytes: 16 * MIB,
  maxPendingAcks: 1000,
}

/** Used when a publish carries no ttl: the clients' own default. */
export const DEFAULT_TTL_SECONDS = 300

/** How often the server pings each socket; the clients drop a socket that is silent for 35 s. */
export const DEFAULT_PING_INTERVAL_MS = 15_000
