import type { SessionEventsOn } from '@appkit/controllers/adapter'
import type { Config, Connector } from '@wagmi/core'
import { adoptConnection, heldConnection } from './adopt-connection.js'

function makeCurrent(config: Config, connector: Connector) {
  if (config.state.current !== connector.uid)
    config.setState((state) => ({ ...state, current: connector.uid }))
}

/**
 * Brings into wagmi's store what our core connects without calling the adapter: WalletConnect and
 * the embedded wallet connect every namespace at once through the core. Their EVM connection shows
 * in wagmi when the core shows it, follows the core's network, and leaves when the core ends it.
 * `disconnecting` marks an end the core made, so it is not reported back to the core.
 */
export function mirrorFromCore(args: {
  config: Config
  on: SessionEventsOn
  /** Our connectors of several namespaces, by id: undefined for any other connector. */
  multiNamespace: (connectorId: string) => Connector | undefined
  disconnecting: Set<string>
}): () => void {
  const { config, on, multiNamespace, disconnecting } = args
  const adopting = new Set<string>()
  let shown: string | undefined

  async function adopt(connectorId: string) {
    const connector = multiNamespace(connectorId)
    if (!connector || heldConnection(config, connectorId) || adopting.has(connectorId)) return
    adopting.add(connectorId)
    try {
      adoptConnection(config, connector, await connector.connect({ isReconnecting: true }))
    } catch (error) {
      console.warn('[appkit] wagmi could not follow the connection', connectorId, error)
    } finally {
      adopting.delete(connectorId)
    }
  }

  const stops = [
    on('account', ({ namespace, status, connectorId }) => {
      if (namespace !== 'eip155') return
      shown = status === 'connected' ? connectorId : undefined
      if (!shown) return
      // A connection wagmi holds already (the visitor switched back to it in the modal) becomes
      // wagmi's current one, so useAccount shows what the modal shows.
      const held = heldConnection(config, shown)
      if (held && multiNamespace(shown)) makeCurrent(config, held.connector)
      else void adopt(shown)
    }),
    on('disconnected', ({ namespace, connectorId }) => {
      const connector = multiNamespace(connectorId)
      if (namespace !== 'eip155' || !connector || !heldConnection(config, connectorId)) return
      disconnecting.add(connectorId)
      try {
        connector.emitter.emit('disconnect')
      } finally {
        disconnecting.delete(connectorId)
      }
    }),
    on('network', ({ namespace, caipNetwork }) => {
      const connector = shown === undefined ? undefined : multiNamespace(shown)
      if (namespace !== 'eip155' || !connector || typeof caipNetwork?.id !== 'number') return
      if (heldConnection(config, connector.id)?.chainId === caipNetwork.id) return
      connector.emitter.emit('change', { chainId: caipNetwork.id })
    }),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
