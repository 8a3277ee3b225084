import { createHash } from 'node:crypto'
import { type Awaitable, allOf, andThen, isPending } from './awaitable.js'
import type { RelayLimits } from './limits.js'
import { createMemoryRelayState } from './memory-state.js'
import type { NewMessage, StoredMessage } from './message-store.js'
import type { RelayState, TopicListener } from './relay-state.js'
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

/**
 * One relay instance: who is connected to it and who listens to what, over the state that all
 * instances share (stored messages, who received them, the fan-out of new ones). Calls answer at
 * once on the in-process state and later on Redis (see `Awaitable`).
 */
export interface RelayHub {
  readonly limits: RelayLimits
  /** Registers a socket; the server has admitted it under the socket quotas. */
  join(clientId: string, link: PeerLink): Peer
  leave(peer: Peer): void
  /** Throws a limit-exceeded error when the topics would take the socket past its subscription cap. */
  assertRoomFor(peer: Peer, topics: readonly string[]): void
  /**
   * Returns the subscription id once the topic's new messages reach this instance; stored
   * messages follow only on `replay`, after the reply. Past the socket's subscription cap it
   * throws and subscribes nothing.
   */
  subscribe(peer: Peer, topic: string): Awaitable<string>
  unsubscribe(peer: Peer, topic: string): void
  /** Delivers the topic's stored messages that this client has neither sent nor received. */
  replay(peer: Peer, topic: string): void
  /** Stores the message and delivers it to every other client subscribed to its topic. */
  publish(peer: Peer, input: PublishInput): Awaitable<void>
  /**
   * Counts the message as received by the client. No reply waits on it (its failure goes to
   * `onError`); it settles once the state has it, which on Redis may be a batch later.
   */
  acknowledge(peer: Peer, stored: StoredMessage): Awaitable<void>
  /** The topics' stored messages this client has not had yet, now counted as received. */
  fetch(peer: Peer, topics: readonly string[]): Awaitable<StoredMessage[]>
  sweep(): void
  /** Ids for the relay's own requests: unique, and below 2^53 so every client reads them exactly. */
  nextRequestId(): number
  peerCount(): number
}

export interface RelayHubOptions {
  now?: () => number
  /** Shared with the other instances; in process (a single instance) when absent. */
  state?: RelayState
  /** Told about work that no request waits for (a replay, an acknowledgement) when it fails. */
  onError?: (error: unknown) => void
  /** How long after a failed replay (Redis away or too slow) it is tried again. */
  replayRetryMs?: number
}

const DEFAULT_REPLAY_RETRY_MS = 1000

/**
 * The id a client computes for its own subscription (sha256 of topic and client id), so the
 * `id` in irn_subscription matches the one the client keeps.
 */
export function subscriptionIdOf(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex')
}

export function createRelayHub(limits: RelayLimits, options: RelayHubOptions = {}): RelayHub {
  const now = options.now ?? Date.now
  const state = options.state ?? createMemoryRelayState(limits, now)
  const onError = options.onError ?? ((error) => console.error('relay: background work failed', error))
  const subscriptions = createSubscriptionIndex(limits.maxSubscriptionsPerSocket)
  const peers = new Map<number, { peer: Peer; link: PeerLink }>()
  let nextPeerId = 1
  let nextRequestId = now() * 1000

  const report = (work: Awaitable<void>) => {
    if (isPending(work)) work.catch(onError)
  }

  /** Stored messages are filtered per client by the state; a new one only skips its publisher. */
  const deliver = (peerId: number, stored: StoredMessage) => {
    const entry = peers.get(peerId)
    if (!entry || entry.peer.clientId === stored.publisher) return
    entry.link.deliver({ subscriptionId: subscriptionIdOf(stored.topic, entry.peer.clientId), stored })
  }

  const replayTo = (peerId: number, topic: string): Awaitable<void> => {
    const entry = peers.get(peerId)
    if (!entry) return
    return andThen(state.unreceived(topic, entry.peer.clientId), (messages) => {
      for (const stored of messages) deliver(peerId, stored)
    })
  }

  /**
   * A replay that fails is tried again while the socket still listens to the topic: nothing else
   * would bring it the messages stored while it was away (its client has subscribed already).
   */
  const replay = (peerId: number, topic: string): void => {
    const work = replayTo(peerId, topic)
    if (!isPending(work)) return
    work.catch((error: unknown) => {
      onError(error)
      const retry = setTimeout(() => {
        if (subscriptions.topicsOf(peerId).includes(topic)) replay(peerId, topic)
      }, options.replayRetryMs ?? DEFAULT_REPLAY_RETRY_MS)
      retry.unref()
    })
  }

  const listener: TopicListener = {
    published(stored) {
      for (const peerId of subscriptions.peersOf(stored.topic)) deliver(peerId, stored)
    },
    missed(topic) {
      for (const peerId of subscriptions.peersOf(topic)) replay(peerId, topic)
    },
  }

  /** The state stops fanning a topic out to this instance once no socket here listens to it. */
  const dropIfUnheard = (topic: string) => {
    if (subscriptions.peersOf(topic).length === 0) state.unlisten(topic)
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
      const topics = subscriptions.topicsOf(peer.id)
      subscriptions.removePeer(peer.id)
      for (const topic of topics) dropIfUnheard(topic)
    },
    assertRoomFor(peer, topics) {
      if (!subscriptions.fits(peer.id, topics)) {
        throw limitExceeded(`at most ${limits.maxSubscriptionsPerSocket} subscriptions per socket`)
      }
    },
    subscribe(peer, topic) {
      hub.assertRoomFor(peer, [topic])
      subscriptions.add(peer.id, topic)
      return andThen(state.listen(topic, listener), () => subscriptionIdOf(topic, peer.clientId))
    },
    unsubscribe(peer, topic) {
      subscriptions.remove(peer.id, topic)
      dropIfUnheard(topic)
    },
    replay: (peer, topic) => replay(peer.id, topic),
    publish(peer, input) {
      // Delivery comes from the state's fan-out, on every instance alike. A retried publish is
      // already stored and delivered; the clients drop repeats anyway.
      return andThen(state.store({ ...input, publisher: peer.clientId }), () => undefined)
    },
    acknowledge(peer, stored) {
      const work = state.markReceived(peer.clientId, [stored])
      report(work)
      return isPending(work) ? work.catch(() => undefined) : work
    },
    fetch(peer, topics) {
      const found = allOf(topics.map((topic) => state.unreceived(topic, peer.clientId)))
      return andThen(found, (lists) => {
        const fresh = lists.flat()
        return andThen(state.markReceived(peer.clientId, fresh), () => fresh)
      })
    },
    sweep: () => state.sweep(),
    nextRequestId: () => nextRequestId++,
    peerCount: () => peers.size,
  }
  return hub
}
