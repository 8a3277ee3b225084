import { hash } from 'node:crypto'

// One-shot hashing: no Hash object per call, on a path taken for every message and every ack.
const sha256 = (text: string) => hash('sha256', text, 'hex')

/** The Redis names of one topic's data (see redis-scripts.ts); topics and client ids are hashed. */
export function topicKeys(prefix: string, topic: string) {
  const topicHash = sha256(topic)
  const base = `${prefix}{${topicHash}}:`
  return {
    index: `${base}index`,
    messagePrefix: `${base}m:`,
    received: (clientId: string) => `${base}r:${sha256(clientId)}`,
    channel: `${prefix}fanout:${topicHash}`,
  }
}

/** Identical messages on a topic are one message: the digest names it. */
export function messageDigest(text: string): string {
  return sha256(text)
}
