/**
 * Which socket listens to which topic, both ways round: publish looks up a topic's sockets, a
 * closing socket drops all of its topics.
 */
export interface SubscriptionIndex {
  /** Whether the socket stays within the cap with these topics (the ones it has count once). */
  fits(peer: number, topics: readonly string[]): boolean
  /** Adds the topic whatever the cap: the caller checks `fits` first. */
  add(peer: number, topic: string): void
  remove(peer: number, topic: string): void
  removePeer(peer: number): void
  peersOf(topic: string): number[]
  topicsOf(peer: number): string[]
}

export function createSubscriptionIndex(maxPerPeer: number): SubscriptionIndex {
  const byPeer = new Map<number, Set<string>>()
  const byTopic = new Map<string, Set<number>>()

  const remove = (peer: number, topic: string) => {
    byPeer.get(peer)?.delete(topic)
    const peers = byTopic.get(topic)
    peers?.delete(peer)
    if (peers?.size === 0) byTopic.delete(topic)
  }

  return {
    fits(peer, topics) {
      const current = byPeer.get(peer)
      const added = new Set(topics.filter((topic) => !current?.has(topic))).size
      return (current?.size ?? 0) + added <= maxPerPeer
    },
    add(peer, topic) {
      const topics = byPeer.get(peer) ?? new Set<string>()
      byPeer.set(peer, topics)
      topics.add(topic)
      const peers = byTopic.get(topic) ?? new Set<number>()
      byTopic.set(topic, peers)
      peers.add(peer)
    },
    remove,
    removePeer(peer) {
      for (const topic of byPeer.get(peer) ?? []) remove(peer, topic)
      byPeer.delete(peer)
    },
    peersOf: (topic) => [...(byTopic.get(topic) ?? [])],
    topicsOf: (peer) => [...(byPeer.get(peer) ?? [])],
  }
}
