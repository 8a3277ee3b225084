/**
 * The sockets a heartbeat pings, in slices: each tick pings one slice, so every socket is pinged
 * once per interval but never all at once. Pinging ten thousand sockets in one turn of the event
 * loop is ten thousand writes that every delivery waits behind (seconds on a busy machine).
 * A socket keeps its slice for life, so it is never pinged twice within one interval (which would
 * drop one whose answer is merely late).
 */
export interface HeartbeatSlices<T> {
  /** Adds an item to the slice with the fewest; returns what removes it. */
  add(item: T): () => void
  /** The items of the next slice, in turn. */
  next(): T[]
  /** True when the last `next()` ended a round (every slice had its turn). */
  roundEnded(): boolean
}

export function createHeartbeatSlices<T>(count: number): HeartbeatSlices<T> {
  const slices = Array.from({ length: count }, () => new Set<T>())
  let turn = 0
  let ended = false
  return {
    add(item) {
      const slice = slices.reduce((least, slice) => (slice.size < least.size ? slice : least))
      slice.add(item)
      return () => slice.delete(item)
    },
    next() {
      const items = [...slices[turn]!]
      turn = (turn + 1) % count
      ended = turn === 0
      return items
    },
    roundEnded: () => ended,
  }
}
