import { useSyncExternalStore } from 'react'
import { describeEvent, type EventLog } from './event-log.js'

/** The SDK's tracking events as the dapp received them, newest last (spec §7). */
export function EventsList({ log }: { log: EventLog }) {
  const entries = useSyncExternalStore(log.subscribe, log.entries)
  return (
    <section aria-label="Events">
      <h2 style={{ fontSize: 16 }}>Events</h2>
      {entries.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <ol data-testid="events" style={{ fontFamily: 'monospace', fontSize: 12, paddingLeft: 24 }}>
          {entries.map((entry, index) => (
            // The list only grows at its end (and drops its oldest): the index is the entry's place.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>{describeEvent(entry)}</li>
          ))}
        </ol>
      )}
    </section>
  )
}
