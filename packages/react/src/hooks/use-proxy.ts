import { snapshot, subscribe } from '@appkit/controllers'
import { useCallback, useSyncExternalStore } from 'react'

/** What `useProxy` returns: the state, read-only. */
export type Snapshot<T extends object> = ReturnType<typeof snapshot<T>>

/**
 * Reads a controller's state and re-renders when it changes. Built on the controllers' own valtio,
 * so an app that ends up with two copies of valtio still sees one state.
 */
export function useProxy<T extends object>(state: T): Snapshot<T> {
  const onChange = useCallback((notify: () => void) => subscribe(state, notify), [state])
  const read = useCallback(() => snapshot(state), [state])
  return useSyncExternalStore(onChange, read, read)
}
