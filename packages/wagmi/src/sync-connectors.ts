import type { Config, Connector } from '@wagmi/core'
import { appKitConnector, type ConnectorSource } from './appkit-connector.js'

/**
 * Makes wagmi's connector list ours: one wagmi connector per connector the modal lists, set up
 * once per id (a connection keeps its connector, uid and listeners while wallets come and go). A
 * connector that left the list but is still connected stays until it disconnects.
 */
export function syncConnectors(config: Config, sources: readonly ConnectorSource[]): void {
  const existing = config.connectors
  const held = new Set(config.state.connections.keys())
  const next: Connector[] = sources.map(
    (source) =>
      existing.find((c) => c.id === source.connector.id) ??
      config._internal.connectors.setup(appKitConnector(source)),
  )
  const kept = existing.filter((c) => held.has(c.uid) && !next.includes(c))
  config._internal.connectors.setState([...next, ...kept])
}
