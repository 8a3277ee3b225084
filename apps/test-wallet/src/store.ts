/** A minimal external store for React's useSyncExternalStore: state is data, updates are functions. */
export interface Store<T> {
  get(): T
  update(change: (state: T) => T): void
  subscribe(listener: () => void): () => void
}

export function createStore<T>(initial: T): Store<T> {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    update(change) {
      const next = change(state)
      if (next === state) return
      state = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
