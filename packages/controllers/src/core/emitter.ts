/** A small typed event emitter; a listener that throws is logged and does not stop the others. */
export interface Emitter<Events extends Record<string, unknown>> {
  on<E extends keyof Events>(event: E, listener: (payload: Events[E]) => void): () => void
  emit<E extends keyof Events>(event: E, payload: Events[E]): void
  clear(): void
}

export function createEmitter<Events extends Record<string, unknown>>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>()
  return {
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
      return () => {
        set.delete(listener)
      }
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as (payload: Events[typeof event]) => void)(payload)
        } catch (error) {
          console.error(`[appkit] a ${String(event)} listener threw`, error)
        }
      }
    },
    clear: () => listeners.clear(),
  }
}
