import type { ChainNamespace } from '@appkit/common'
import { shortenAddress } from '@appkit/common'
import { type Connection, findConnector } from '@appkit/controllers'
import {
  type AppKitCore,
  disconnectConnectionFromModal,
  pushView,
  switchConnectionFromModal,
} from '@appkit/controllers/modal'
import { WalletImage } from '../components/wallet-image.js'
import { useAppKitCore } from '../context.js'
import { useProxy } from '../hooks/use-proxy.js'
import { MarkImage } from '../images/mark-image.js'
import { messages } from '../messages.js'
import { namespaceList } from '../namespace-names.js'

/** One wallet as the list shows it: the namespaces it is connected in, the active one first. */
interface HeldWallet {
  connectorId: string
  namespaces: ChainNamespace[]
  /** Its connection in the first of them. */
  connection: Connection
  /** The namespaces where it is the current connection. */
  current: ChainNamespace[]
}

/** Every namespace's connections, one entry per wallet (a WalletConnect session serves several). */
function heldWallets(core: AppKitCore, active: ChainNamespace | undefined): HeldWallet[] {
  const { namespaces } = core.connections
  const order = (Object.keys(core.chains.chains) as ChainNamespace[]).sort(
    (a, b) => Number(b === active) - Number(a === active),
  )
  const wallets = new Map<string, HeldWallet>()
  for (const namespace of order) {
    const held = namespaces[namespace]
    for (const connection of held?.connections ?? []) {
      const wallet = wallets.get(connection.connectorId) ?? {
        connectorId: connection.connectorId,
        namespaces: [],
        connection,
        current: [],
      }
      wallet.namespaces.push(namespace)
      if (held?.current === connection.connectorId) wallet.current.push(namespace)
      wallets.set(connection.connectorId, wallet)
    }
  }
  return [...wallets.values()]
}

/**
 * The wallets held in every namespace, the active namespace's first: which is active, switch
 * between them, remove one. A name or an address too long for its line ends in an ellipsis; the
 * whole of it is in its title.
 */
export function ProfileWalletsView() {
  const core = useAppKitCore()
  const { activeNamespace, chains } = useProxy(core.chains)
  useProxy(core.connections)
  useProxy(core.connectors)
  const wallets = heldWallets(core, activeNamespace)
  const severalNamespaces = new Set(wallets.flatMap((wallet) => wallet.namespaces)).size > 1
  return (
    <>
      <ul className="apk-list" aria-label={messages.wallets} data-testid="profile-wallets">
        {wallets.map(({ connectorId, namespaces, connection, current }) => {
          const namespace = namespaces[0]!
          const connector = findConnector(core.connectors, namespace, connectorId)
          // An embedded wallet from a social login shows as that account: its mark and its name.
          const { socialProvider, socialUserName, connectorId: shown } = chains[namespace]?.account ?? {}
          const social =
            socialProvider && connectorId === shown
              ? { provider: socialProvider, name: messages.socialNames[socialProvider] }
              : undefined
          const name = social
            ? (socialUserName ?? social.name)
            : (connection.walletInfo?.name ?? connector?.name ?? connectorId)
          const address = connection.accounts[0] ?? ''
          const where = severalNamespaces ? namespaceList(core, namespaces) : undefined
          const active = activeNamespace !== undefined && current.includes(activeNamespace)
          const status = active ? messages.active : current.length > 0 ? messages.connected : undefined
          // Not current where it is held: switching makes it current there (the first such namespace).
          const switchIn = namespaces.find((each) => !current.includes(each))
          return (
            <li key={connectorId} className="apk-item apk-held" data-testid={`profile-wallet-${connectorId}`}>
              {social ? (
                <MarkImage mark={social.provider} name={social.name} />
              ) : (
                <WalletImage src={connection.walletInfo?.icon ?? connector?.imageUrl} name={name} />
              )}
              <span className="apk-name">
                <span className="apk-line" title={name}>
                  {name}
                </span>
                <span className="apk-line apk-muted apk-detail" title={address}>
                  {/* The mark is decorative: the provider is said in words too. */}
                  {social && `${social.name} · `}
                  {shortenAddress(address)}
                </span>
                {(where || status) && (
                  <span className="apk-line apk-muted apk-detail" title={where}>
                    {status && <span className="apk-status">{status}</span>}
                    {status && where && ' · '}
                    {where}
                  </span>
                )}
              </span>
              {!active && connector && switchIn && (
                <button
                  type="button"
                  className="apk-button secondary"
                  aria-label={messages.switchToWallet(name)}
                  onClick={() => void switchConnectionFromModal(core, connector, switchIn)}
                >
                  {messages.switchWallet}
                </button>
              )}
              {connector && (
                <button
                  type="button"
                  className="apk-button secondary"
                  aria-label={messages.disconnectWallet(name)}
                  onClick={() => void disconnectConnectionFromModal(core, connector, namespace)}
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
