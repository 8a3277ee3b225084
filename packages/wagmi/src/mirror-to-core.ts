import type { AdapterEvents } from '@appkit/controllers/adapter'
import type { Config, Connection } from '@wagmi/core'

/** Connections our core is making or ending itself: it learns of them from the call it made. */
export interface CoreCalls {
  connecting: ReadonlySet<string>
  disconnecting: ReadonlySet<string>
}

const ref = (connectorId: string) => ({ namespace: 'eip155' as const, connectorId })

interface Seen {
  accounts: readonly string[]
  chainId: number
}

function byConnectorId(connections: Map<string, Connection>) {
  const found = new Map<string, Seen>()
  for (const { connector, accounts, chainId } of connections.values()) {
    found.set(connector.id, { accounts: [...accounts], chainId })
  }
  return found
}

/**
 * Tells our core what changed in wagmi's store: a connection the dapp made or ended with wagmi's
 * actions, and a wallet's accounts and chain as its connector reported them. Wagmi's store is
 * the one place the wallets' events land, so the modal and wagmi's hooks see the same thing.
 * `multiNamespace` connectors (WalletConnect, the embedded wallet) connect through the core only.
 */
export function mirrorToCore(
  config: Config,
  events: AdapterEvents,
  calls: CoreCalls,
  multiNamespace: (connectorId: string) => boolean,
): () => void {
  // Its own copy of what it saw: wagmi's disconnect deletes from the store's Map in place, so the
  // previous state a listener gets may already lack the connection that just ended.
  let before = byConnectorId(config.state.connections)
  return config.subscribe(
    (state) => [state.connections, state.status] as const,
    ([connections, status]) => {
      // wagmi's connect and reconnect rebuild the store in steps (its reconnect drops every other
      // connection, then adds each back): only what they settle on is news for the core.
      if (status === 'connecting' || status === 'reconnecting') return
      const now = byConnectorId(connections)
      const previous = before
      before = now
      for (const [id, connection] of now) {
        const was = previous.get(id)
        const accounts = [...connection.accounts]
        if (!was) {
          if (calls.connecting.has(id) || multiNamespace(id)) continue
          events.connected(ref(id), { address: accounts[0]!, accounts, chainId: connection.chainId })
          continue
        }
        if (was.accounts.join() !== accounts.join()) events.accountsChanged(ref(id), accounts)
        if (was.chainId !== connection.chainId) events.chainChanged(ref(id), connection.chainId)
      }
      for (const id of previous.keys()) {
        if (!now.has(id) && !calls.disconnecting.has(id)) events.disconnected(ref(id))
      }
    },
    { equalityFn: ([a, x], [b, y]) => a === b && x === y },
  )
}
