import type { ProviderEvent, ProviderListener } from './types.js'

export interface Emitter {
  on(event: ProviderEvent, listener: ProviderListener): void
  off(event: ProviderEvent, listener: ProviderListener): void
  emit(event: ProviderEvent, payload: unknown): void
}

/** The provider's events. A listener that throws must not stop the others or the wallet. */
export function createEmitter(): Emitter {
  const listeners = new Map<ProviderEvent, Set<ProviderListener>>()
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(payload)
        } catch (error) {
          console.error(`appkit test wallet: a "${event}" listener threw`, error)
        }
      }
    },
  }
}
