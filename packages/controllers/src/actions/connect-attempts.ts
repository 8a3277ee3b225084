/**
 * Connection attempts in flight, by namespace and connector. Its own module so that resetting it
 * does not pull the connect action (and its error tables) into a dapp's first paint.
 */
export const inflight = new Map<string, Promise<void>>()

/** Forgets attempts in flight, for a new createAppKit. */
export function resetConnectAttempts(): void {
  inflight.clear()
}
