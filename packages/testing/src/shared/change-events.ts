import type {
  StandardEventsChangeProperties,
  StandardEventsListeners,
  StandardEventsNames,
} from '@wallet-standard/features'

export interface ChangeEvents {
  /** `standard:events`' `on`: returns the function that removes the listener. */
  on<E extends StandardEventsNames>(event: E, listener: StandardEventsListeners[E]): () => void
  emit(properties: StandardEventsChangeProperties): void
}

/** The wallet's `change` event. A listener that throws must not stop the others or the wallet. */
export function createChangeEvents(): ChangeEvents {
  const listeners = new Set<StandardEventsListeners['change']>()
  return {
    on(event, listener) {
      // `change` is the only event the standard defines; listening to another is a harmless no-op.
      if (event !== 'change') return () => {}
      // A wrapper per registration: the same listener added twice is removed one at a time.
      const entry: StandardEventsListeners['change'] = (properties) => listener(properties)
      listeners.add(entry)
      return () => listeners.delete(entry)
    },
    emit(properties) {
      for (const listener of [...listeners]) {
        try {
          listener(properties)
        } catch (error) {
          console.error('appkit test wallet: a "change" listener threw', error)
        }
      }
    },
  }
}
