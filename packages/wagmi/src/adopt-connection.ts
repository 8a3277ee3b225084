import type { Config, Connector } from '@wagmi/core'
import type { Address } from 'viem'

/**
 * Puts a connection our core made (or resumed) into wagmi's store, as wagmi's own connect does:
 * it becomes current and wagmi follows the connector's change and disconnect events from then on.
 * Used where wagmi's reconnect cannot serve: it resets every other connection and runs once at a time.
 */
export function adoptConnection(
  config: Config,
  connector: Connector,
  data: { accounts: readonly Address[]; chainId: number },
): void {
  const [first, ...rest] = data.accounts
  if (!first) return
  const { events } = config._internal
  connector.emitter.off('connect', events.connect)
  if (!connector.emitter.listenerCount('change')) connector.emitter.on('change', events.change)
  if (!connector.emitter.listenerCount('disconnect')) connector.emitter.on('disconnect', events.disconnect)
  config.setState((state) => ({
    ...state,
    connections: new Map(state.connections).set(connector.uid, {
      accounts: [first, ...rest],
      chainId: data.chainId,
      connector,
    }),
    current: connector.uid,
    status: 'connected',
  }))
}

/** The connection wagmi holds for one of our connectors, by our connector id. */
export function heldConnection(config: Config, connectorId: string) {
  for (const connection of config.state.connections.values()) {
    if (connection.connector.id === connectorId) return connection
  }
  return undefined
}
