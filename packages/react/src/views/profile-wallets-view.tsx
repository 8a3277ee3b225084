import { shortenAddress } from '@appkit/common'
import {
  chainsState,
  connectionsState,
  connectorsState,
  disconnectConnectionFromModal,
  pushView,
  switchConnectionFromModal,
} from '@appkit/controllers'
import { WalletImage } from '../components/wallet-image.js'
import { useProxy } from '../hooks/use-proxy.js'
import { messages } from '../messages.js'

/** The wallets held in the active namespace: which is active, switch between them, remove one. */
export function ProfileWalletsView() {
  const { activeNamespace } = useProxy(chainsState)
  const { namespaces } = useProxy(connectionsState)
  const { connectors } = useProxy(connectorsState)
  const held = activeNamespace ? namespaces[activeNamespace] : undefined
  return (
    <>
      <ul className="apk-list" aria-label={messages.wallets} data-testid="profile-wallets">
        {held?.connections.map((connection) => {
          const connector = connectors.find(
            (c) => c.chain === activeNamespace && c.id === connection.connectorId,
          )
          const name = connector?.name ?? connection.connectorId
          const active = held.current === connection.connectorId
          const address = connection.accounts[0] ?? ''
          return (
            <li
              key={connection.connectorId}
              className="apk-item"
              data-testid={`profile-wallet-${connection.connectorId}`}
            >
              <WalletImage src={connector?.imageUrl} name={name} />
              <span className="apk-name">
                {name}
                <br />
                <span className="apk-muted">{shortenAddress(address)}</span>
              </span>
              {active ? (
                <span className="apk-tag">{messages.active}</span>
              ) : (
                connector && (
                  <button
                    type="button"
                    className="apk-button secondary"
                    aria-label={`${messages.switchWallet} to ${name}`}
                    onClick={() => void switchConnectionFromModal(connector)}
                  >
                    {messages.switchWallet}
                  </button>
                )
              )}
              {connector && (
                <button
                  type="button"
                  className="apk-button secondary"
                  aria-label={`${messages.disconnect} ${name}`}
                  onClick={() => void disconnectConnectionFromModal(connector)}
                >
                  {messages.disconnect}
                </button>
              )}
            </li>
          )
        })}
      </ul>
      <button type="button" className="apk-button wide" onClick={() => pushView('Connect')}>
        {messages.addWallet}
      </button>
    </>
  )
}
