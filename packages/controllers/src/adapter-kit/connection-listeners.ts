/** What an adapter listens to for each connected wallet, so that a reconnect or a teardown stops it. */
export interface ConnectionListeners {
  /** Stops what `connectorId` was listened to with, then starts `listen` and keeps the stop it returns. */
  listen(connectorId: string, listen: () => (() => void) | undefined): void
  stop(connectorId: string): void
  stopAll(): void
}

export function createConnectionListeners(): ConnectionListeners {
  const stops = new Map<string, () => void>()
  const stop = (connectorId: string) => {
    const found = stops.get(connectorId)
    stops.delete(connectorId)
    found?.()
  }
  return {
    listen(connectorId, listen) {
      stop(connectorId)
      const stopListening = listen()
      if (stopListening) stops.set(connectorId, stopListening)
    },
    stop,
    stopAll() {
      for (const connectorId of [...stops.keys()]) stop(connectorId)
    },
  }
}
