import { shortenAddress } from '@appkit/common'
import { findConnector, getConnectionStatus } from '@appkit/controllers'
import { disconnectConnectionFromModal, pushView, switchConnectionFromModal } from '@appkit/controllers/modal'
import { WalletImage } from '../components/wallet-image.js'
import { useAppKitCore } from '../context.js'
import { useProxy } from '../hooks/use-proxy.js'
import { messages } from '../messages.js'

/** The wallets held in the active namespace: which is active, switch between them, remove one. */
export function ProfileWalletsView() {
  const core = useAppKitCore()
  const { activeNamespace } = useProxy(core.chains)
  const { namespaces } = useProxy(core.connections)
  useProxy(core.connectors)
  const held = activeNamespace ? namespaces[activeNamespace] : undefined
  return (
    <>
      <ul className="apk-list" aria-label={messages.wallets} data-testid="profile-wallets">
        {held?.connections.map((connection) => {
          const connector =
            activeNamespace && findConnector(core.connectors, activeNamespace, connection.connectorId)
          const name = connection.walletInfo?.name ?? connector?.name ?? connection.connectorId
          const active =
            getConnectionStatus(core.connections, activeNamespace!, connection.connectorId) === 'active'
          const address = connection.accounts[0] ?? ''
          return (
            <li
              key={connection.connectorId}
              className="apk-item"
              data-testid={`profile-wallet-${connection.connectorId}`}
            >
              <WalletImage src={connection.walletInfo?.icon ?? connector?.imageUrl} name={name} />
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
                    aria-label={messages.switchToWallet(name)}
                    onClick={() => void switchConnectionFromModal(core, connector)}
                  >
                    {messages.switchWallet}
                  </button>
                )
              )}
              {connector && (
                <button
                  type="button"
                  className="apk-button secondary"
                  aria-label={messages.disconnectWallet(name)}
                  onClick={() => void disconnectConnectionFromModal(core, connector)}
                >
                  {messages.disconnect}
                </button>
              )}
            </li>
          )
        })}
      </ul>
      <button type="button" className="apk-button wide" onClick={() => pushView(core.router, 'Connect')}>
        {messages.addWallet}
      </button>
    </>
  )
}
