/** One tracking event as the lab lists it: its name and what it carried. */
export interface LabEvent {
  event: string
  properties?: Record<string, unknown>
}

export interface EventLog {
  /** The newest events, oldest first; a new array after each change (for useSyncExternalStore). */
  entries(): readonly LabEvent[]
  add(event: LabEvent): void
  /** Calls `onChange` after each add until the returned function is called. */
  subscribe(onChange: () => void): () => void
}

/**
 * The SDK's tracking events (spec §7) as a dapp receives them from subscribeEvents, kept for the
 * lab's Events list: a person sees SOCIAL_LOGIN_* and the rest, as a test does. Only the newest
 * `limit` stay.
 */
export function createEventLog(limit = 40): EventLog {
  let entries: readonly LabEvent[] = []
  const listeners = new Set<() => void>()
  return {
    entries: () => entries,
    add(event) {
      entries = [...entries, event].slice(-limit)
      for (const listener of listeners) listener()
    },
    subscribe(onChange) {
      listeners.add(onChange)
      return () => void listeners.delete(onChange)
    },
  }
}

/** How an event reads in the list: `SOCIAL_LOGIN_ERROR provider=google message=Untrusted Origin`. */
export function describeEvent({ event, properties }: LabEvent): string {
  const details = Object.entries(properties ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
  return [event, ...details].join(' ')
}
