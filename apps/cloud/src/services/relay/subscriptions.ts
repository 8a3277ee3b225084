/**
 * Which socket listens to which topic, both ways round: publish looks up a topic's sockets, a
 * closing socket drops all of its topics. Set insertion order is subscription age, so the cap
 * per socket drops that socket's oldest subscription.
 */
export interface SubscriptionIndex {
  /** Returns the topic dropped to stay under the cap, if any. */
  add(peer: number, topic: string): { evicted?: string }
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
    add(peer, topic) {
      const topics = byPeer.get(peer) ?? new Set<string>()
      byPeer.set(peer, topics)
      // A repeated subscribe refreshes its age instead of counting twice.
      topics.delete(topic)
      topics.add(topic)
      const peers = byTopic.get(topic) ?? new Set<number>()
      byTopic.set(topic, peers)
      peers.add(peer)
      if (topics.size <= maxPerPeer) return {}
      const evicted = topics.values().next().value!
      remove(peer, evicted)
      return { evicted }
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
