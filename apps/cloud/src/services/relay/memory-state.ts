import type { RelayLimits } from './limits.js'
import { createMessageStore } from './message-store.js'
import type { RelayState, TopicListener } from './relay-state.js'

/** The relay state of a single instance, in its own memory: everything is answered at once. */
export function createMemoryRelayState(limits: RelayLimits, now: () => number = Date.now): RelayState {
  const store = createMessageStore(limits, now)
  const listeners = new Map<string, TopicListener>()
  return {
    store(input) {
      const { stored, duplicate } = store.add(input)
      if (!duplicate) listeners.get(input.topic)?.published(stored)
      return !duplicate
    },
    unreceived: (topic, clientId) => store.unreceived(topic, clientId),
    markReceived(clientId, messages) {
      for (const stored of messages) store.markReceived(stored, clientId)
    },
    listen(topic, listener) {
      listeners.set(topic, listener)
    },
    unlisten(topic) {
      listeners.delete(topic)
    },
    sweep: () => store.sweep(),
    close: async () => {},
  }
}
