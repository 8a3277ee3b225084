import { FRAME_SEEN_IDS_MAX } from '@appkit/common'

/** Message ids already handled, to refuse a replay; the oldest are forgotten past `max`. */
export interface SeenIds {
  has(id: string): boolean
  add(id: string): void
}

/**
 * Bounded so a long session cannot grow it without end. Forgetting is safe enough: ids are random
 * UUIDs, and only the one trusted window at the one trusted origin can send a message at all.
 */
export function createSeenIds(max: number = FRAME_SEEN_IDS_MAX): SeenIds {
  // A Set keeps insertion order, so its first value is the oldest.
  const ids = new Set<string>()
  return {
    has: (id) => ids.has(id),
    add(id) {
      if (ids.has(id)) return
      ids.add(id)
      if (ids.size > max) {
        const oldest = ids.values().next().value
        if (oldest !== undefined) ids.delete(oldest)
      }
    },
  }
}
