import { createHash } from 'node:crypto'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The Redis names of one topic's data (see redis-scripts.ts); topics and client ids are hashed. */
export function topicKeys(prefix: string, topic: string) {
  const base = `${prefix}{${sha256(topic)}}:`
  return {
    index: `${base}index`,
    messagePrefix: `${base}m:`,
    received: (clientId: string) => `${base}r:${sha256(clientId)}`,
    channel: `${prefix}fanout:${sha256(topic)}`,
  }
}

/** Identical messages on a topic are one message: the digest names it. */
export function messageDigest(text: string): string {
  return sha256(text)
}
