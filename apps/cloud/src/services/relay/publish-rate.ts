import type { RelayLimits } from './limits.js'

/**
 * Publishes per client (did:key), as a token bucket: `publishBurstPerClient` at once, refilled at
 * `publishesPerSecondPerClient`. Shared by all of a client's sockets on this instance, so opening
 * more sockets buys no more publishes.
 */
export type PublishRateLimits = Pick<RelayLimits, 'publishesPerSecondPerClient' | 'publishBurstPerClient'>

export interface PublishRate {
  /** Takes `count` publishes from the client's bucket; false (and nothing taken) when it has fewer. */
  take(clientId: string, count: number): boolean
  /** Forgets the buckets that have refilled: they are the same as a new one. */
  sweep(): void
}

export function createPublishRate(limits: PublishRateLimits, now: () => number = Date.now): PublishRate {
  const buckets = new Map<string, { tokens: number; at: number }>()

  const level = (clientId: string, at: number) => {
    const bucket = buckets.get(clientId)
    if (!bucket) return limits.publishBurstPerClient
    const refilled = ((at - bucket.at) / 1000) * limits.publishesPerSecondPerClient
    return Math.min(limits.publishBurstPerClient, bucket.tokens + refilled)
  }

  return {
    take(clientId, count) {
      const at = now()
      const tokens = level(clientId, at)
      if (tokens < count) return false
      buckets.set(clientId, { tokens: tokens - count, at })
      return true
    },
    sweep() {
      const at = now()
      for (const clientId of buckets.keys()) {
        if (level(clientId, at) >= limits.publishBurstPerClient) buckets.delete(clientId)
      }
    },
  }
}
