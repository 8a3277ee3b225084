import { createHash } from 'node:crypto'
import type { RelayLimits } from './limits.js'
import { createMessageStore, type NewMessage, type StoredMessage } from './message-store.js'
import { limitExceeded } from './rpc-error.js'
import { createSubscriptionIndex } from './subscriptions.js'

/** One message for one subscriber: the connection turns it into an irn_subscription request. */
export interface Delivery {
  subscriptionId: string
  stored: StoredMessage
}

/** What the hub needs from a connection. */
export interface PeerLink {
  deliver(delivery: Delivery): void
}

export interface Peer {
  readonly id: number
  /** The did:key the client signs its auth token with; stable across its reconnects. */
  readonly clientId: string
}

export type PublishInput = Omit<NewMessage, 'publisher'>

/** The relay's shared state: who is connected, who listens to what, and the stored messages. */
export interface RelayHub {
  readonly limits: RelayLimits
  /** Registers a socket; the server has admitted it under the socket quotas. */
  join(clientId: string, link: PeerLink): Peer
  leave(peer: Peer): void
  /** Throws a limit-exceeded error when the topics would take the socket past its subscription cap. */
  assertRoomFor(peer: Peer, topics: readonly string[]): void
  /**
   * Returns the subscription id; stored messages follow only on `replay`, after the reply. Past
   * the socket's subscription cap it throws and subscribes nothing.
   */
  subscribe(peer: Peer, topic: string): string
  unsubscribe(peer: Peer, topic: string): void
  /** Delivers the topic's stored messages that this client has neither sent nor received. */
  replay(peer: Peer, topic: string): void
  /** Stores the message and delivers it to every other client subscribed to its topic. */
  publish(peer: Peer, input: PublishInput): void
  acknowledge(peer: Peer, stored: StoredMessage): void
  /** The topics' stored messages this client has not had yet, now counted as received. */
  fetch(peer: Peer, topics: readonly string[]): StoredMessage[]
  sweep(): void
  /** Ids for the relay's own requests: unique, and below 2^53 so every client reads them exactly. */
  nextRequestId(): number
  peerCount(): number
}

/**
 * The id a client computes for its own subscription (sha256 of topic and client id), so the
 * `id` in irn_subscription matches the one the client keeps.
 */
export function subscriptionIdOf(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex')
}

export function createRelayHub(limits: RelayLimits, now: () => number = Date.now): RelayHub {
  const store = createMessageStore(limits, now)
  const subscriptions = createSubscriptionIndex(limits.maxSubscriptionsPerSocket)
  const peers = new Map<number, { peer: Peer; link: PeerLink }>()
  let nextPeerId = 1
  let nextRequestId = now() * 1000

  const isNewTo = (clientId: string, stored: StoredMessage) =>
    stored.publisher !== clientId && !stored.receivedBy.has(clientId)

  const deliver = (peerId: number, stored: StoredMessage) => {
    const entry = peers.get(peerId)
    if (!entry || !isNewTo(entry.peer.clientId, stored)) return
    entry.link.deliver({ subscriptionId: subscriptionIdOf(stored.topic, entry.peer.clientId), stored })
  }

  const hub: RelayHub = {
    limits,
    join(clientId, link) {
      const peer = { id: nextPeerId++, clientId }
      peers.set(peer.id, { peer, link })
      return peer
    },
    leave(peer) {
      peers.delete(peer.id)
      subscriptions.removePeer(peer.id)
    },
    assertRoomFor(peer, topics) {
      if (!subscriptions.fits(peer.id, topics)) {
        throw limitExceeded(`at most ${limits.maxSubscriptionsPerSocket} subscriptions per socket`)
      }
    },
    subscribe(peer, topic) {
      hub.assertRoomFor(peer, [topic])
      subscriptions.add(peer.id, topic)
      return subscriptionIdOf(topic, peer.clientId)
    },
    unsubscribe: (peer, topic) => subscriptions.remove(peer.id, topic),
    replay(peer, topic) {
      for (const stored of store.list(topic)) deliver(peer.id, stored)
    },
    publish(peer, input) {
      const { stored, duplicate } = store.add({ ...input, publisher: peer.clientId })
      // A retried publish is already stored and delivered; the clients drop repeats anyway.
      if (duplicate) return
      for (const peerId of subscriptions.peersOf(input.topic)) deliver(peerId, stored)
    },
    acknowledge(peer, stored) {
      stored.receivedBy.add(peer.clientId)
    },
    fetch(peer, topics) {
      const fresh = topics.flatMap((topic) =>
        store.list(topic).filter((stored) => isNewTo(peer.clientId, stored)),
      )
      for (const stored of fresh) stored.receivedBy.add(peer.clientId)
      return fresh
    },
    sweep: () => store.sweep(),
    nextRequestId: () => nextRequestId++,
    peerCount: () => peers.size,
  }
  return hub
}
