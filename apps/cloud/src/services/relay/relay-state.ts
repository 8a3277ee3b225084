import type { Awaitable } from './awaitable.js'
import type { NewMessage, StoredMessage } from './message-store.js'

/** Told about a topic's messages by the state, whichever relay instance they were published on. */
export interface TopicListener {
  /** A new message on a topic this instance listens to. */
  published(stored: StoredMessage): void
  /**
   * New messages of the topic may have gone unheard (the connection to the broker was lost and is
   * back): the stored ones are worth reading again.
   */
  missed(topic: string): void
}

/**
 * What relay instances share: the stored messages per topic with their ttl, which client has
 * received which, and the fan-out of a new message to every instance that listens to its topic.
 * Sockets and their subscriptions stay with the instance that holds the socket (the hub).
 *
 * Two implementations: in process (one instance, the default) and Redis (any number of instances).
 * The in-process one answers at once, so a relay without Redis behaves exactly as before.
 */
export interface RelayState {
  /**
   * Stores the message unless an identical one is live on its topic, then announces it to every
   * listener of the topic. True when it was new; once settled, the message is stored.
   */
  store(input: NewMessage): Awaitable<boolean>
  /** The topic's live messages that the client has neither published nor received, oldest first. */
  unreceived(topic: string, clientId: string): Awaitable<StoredMessage[]>
  /** Counts the messages as received by the client, so a later subscribe does not replay them. */
  markReceived(clientId: string, messages: readonly StoredMessage[]): Awaitable<void>
  /** Starts hearing the topic's new messages; settles once none can be missed. Repeats are no-ops. */
  listen(topic: string, listener: TopicListener): Awaitable<void>
  unlisten(topic: string): void
  /** Frees what expired messages still hold (Redis drops them by itself). */
  sweep(): void
  close(): Promise<void>
}
