import {
  type Connector,
  chainsState,
  connectorsState,
  pushView,
  readRecentWalletIds,
} from '@appkit/controllers'
import { useMemo } from 'react'
import { WalletImage } from '../components/wallet-image.js'
import { useProxy } from '../hooks/use-proxy.js'
import { messages } from '../messages.js'

/** Recent wallets first, then the rest in discovery order. */
export function orderConnectors(connectors: readonly Connector[], recentIds: readonly string[]): Connector[] {
  const rank = (c: Connector) => {
    const recent = recentIds.indexOf(c.id)
    return recent === -1 ? recentIds.length : recent
  }
  return [...connectors].sort((a, b) => rank(a) - rank(b))
}

export function ConnectView() {
  const { connectors } = useProxy(connectorsState)
  const { activeNamespace } = useProxy(chainsState)
  const recentIds = useMemo(() => readRecentWalletIds(), [])
  const visible = orderConnectors(
    connectors.filter((c) => !activeNamespace || c.chain === activeNamespace),
    recentIds,
  )
  if (visible.length === 0) return <p className="apk-muted">{messages.noWallets}</p>
  return (
    <ul className="apk-list" aria-label={messages.connectTitle}>
      {visible.map((connector) => (
        <li key={`${connector.chain}:${connector.id}`}>
          <button
            type="button"
            className="apk-item"
            data-testid={`wallet-${connector.id}`}
            onClick={() => pushView('ConnectingExternal', { connector })}
          >
            <WalletImage src={connector.imageUrl} name={connector.name} />
            <span className="apk-name">{connector.name}</span>
            <span className="apk-tag">
              {recentIds.includes(connector.id) ? messages.recent : messages.installed}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
