/** Requests waiting for the frame to be ready, sent in the order they were made once it is. */
export interface Readiness {
  readonly ready: boolean
  /** Runs `callback` now if ready, else once ready; returns the function that stops the wait. */
  whenReady(callback: () => void): () => void
  markReady(): void
}

export function createReadiness(): Readiness {
  let ready = false
  const waiting = new Set<() => void>()
  return {
    get ready() {
      return ready
    },
    whenReady(callback) {
      if (ready) {
        callback()
        return () => undefined
      }
      // Each wait is its own entry, so the same function may wait twice.
      const entry = () => callback()
      waiting.add(entry)
      return () => waiting.delete(entry)
    },
    markReady() {
      if (ready) return
      ready = true
      for (const entry of [...waiting]) {
        waiting.delete(entry)
        entry()
      }
    },
  }
}
