import type { RelayLimits } from './limits.js'

export interface StoredMessage {
  readonly seq: number
  readonly topic: string
  readonly message: string
  readonly tag: number
  readonly attestation?: string
  /** Milliseconds since the epoch, as the clients expect in `publishedAt`. */
  readonly publishedAt: number
  readonly expiresAt: number
  readonly bytes: number
  /** Client id (did:key) of the publisher: a client never gets its own message back. */
  readonly publisher: string
}

interface Entry extends StoredMessage {
  /** Clients that acknowledged or fetched it, so a re-subscribe does not replay it to them. */
  readonly receivedBy: Set<string>
}

export interface NewMessage {
  topic: string
  message: string
  ttlSeconds: number
  tag: number
  attestation?: string
  publisher: string
}

export interface MessageStore {
  /** Stores a message; an identical message already on the topic is returned instead. */
  add(input: NewMessage): { stored: StoredMessage; duplicate: boolean }
  /** The live messages of a topic, oldest first. */
  list(topic: string): StoredMessage[]
  /** The live messages of a topic that the client has neither published nor received, oldest first. */
  unreceived(topic: string, clientId: string): StoredMessage[]
  /** Counts the message as received by the client (it acknowledged or fetched it). */
  markReceived(stored: StoredMessage, clientId: string): void
  /** Drops every expired message (lookups drop them too; this frees memory of idle topics). */
  sweep(): void
  size(): { topics: number; messages: number; bytes: number }
}

type StoreLimits = Pick<RelayLimits, 'maxTopics' | 'maxMessagesPerTopic' | 'maxStoredBytes' | 'maxTtlSeconds'>

/**
 * Messages per topic, kept until their ttl so that a peer that subscribes late (the wallet
 * scanning a pairing URI, a client reconnecting) still gets them. Map insertion order doubles as
 * age: `byTopic` is least recently published first, `bySeq` oldest message first.
 */
export function createMessageStore(limits: StoreLimits, now: () => number = Date.now): MessageStore {
  const byTopic = new Map<string, Entry[]>()
  const bySeq = new Map<number, Entry>()
  let bytes = 0
  let nextSeq = 1

  const remove = (stored: Entry) => {
    if (!bySeq.delete(stored.seq)) return
    bytes -= stored.bytes
    const list = byTopic.get(stored.topic)
    if (!list) return
    list.splice(list.indexOf(stored), 1)
    if (list.length === 0) byTopic.delete(stored.topic)
  }

  const live = (topic: string): Entry[] => {
    const list = byTopic.get(topic) ?? []
    const time = now()
    for (const stored of list.filter((entry) => entry.expiresAt <= time)) remove(stored)
    return byTopic.get(topic) ?? []
  }

  const enforceCaps = (topic: string) => {
    const list = byTopic.get(topic) ?? []
    while (list.length > limits.maxMessagesPerTopic) remove(list[0]!)
    while (byTopic.size > limits.maxTopics) {
      for (const stored of [...byTopic.values().next().value!]) remove(stored)
    }
    while (bytes > limits.maxStoredBytes) remove(bySeq.values().next().value!)
  }

  return {
    add(input) {
      const list = live(input.topic)
      const same = list.find((stored) => stored.message === input.message)
      if (same) return { stored: same, duplicate: true }
      const publishedAt = now()
      const ttlSeconds = Math.min(input.ttlSeconds, limits.maxTtlSeconds)
      const stored: Entry = {
        seq: nextSeq++,
        topic: input.topic,
        message: input.message,
        tag: input.tag,
        ...(input.attestation === undefined ? {} : { attestation: input.attestation }),
        publishedAt,
        expiresAt: publishedAt + ttlSeconds * 1000,
        bytes: Buffer.byteLength(input.message),
        publisher: input.publisher,
        receivedBy: new Set(),
      }
      // Re-inserting moves the topic to the end: the least recently published topic goes first.
      byTopic.delete(input.topic)
      byTopic.set(input.topic, [...list, stored])
      bySeq.set(stored.seq, stored)
      bytes += stored.bytes
      enforceCaps(input.topic)
      return { stored, duplicate: false }
    },
    list: (topic) => [...live(topic)],
    unreceived: (topic, clientId) =>
      live(topic).filter((stored) => stored.publisher !== clientId && !stored.receivedBy.has(clientId)),
    markReceived(stored, clientId) {
      bySeq.get(stored.seq)?.receivedBy.add(clientId)
    },
    sweep() {
      const time = now()
      for (const stored of [...bySeq.values()]) if (stored.expiresAt <= time) remove(stored)
    },
    size: () => ({ topics: byTopic.size, messages: bySeq.size, bytes }),
  }
}
