import {
  type ConnectMethodName,
  hasEmailLogin,
  readRecentWallets,
  servesNamespace,
  socialLogins,
} from '@appkit/controllers'
import {
  type ExplorerWallet,
  emailFromModal,
  fetchFeaturedWallets,
  fetchWalletTotal,
  pushView,
  selectWallet,
  walletImageUrl,
  walletTotal,
} from '@appkit/controllers/modal'
import { Fragment, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import { WalletRow } from '../components/wallet-row.js'
import { useAppKitCore } from '../context.js'
import { useProxy } from '../hooks/use-proxy.js'
import { MarkImage } from '../images/mark-image.js'
import { messages } from '../messages.js'
import { WhenShownContext } from '../modal/when-shown.js'
import { namespaceList } from '../namespace-names.js'
import { connectMethods } from './connect-methods.js'
import { connectorFor, groupConnectors, isWalletRow } from './connector-groups.js'
import { EmailForm } from './email/email-form.js'
import { PasskeyLoginButton } from './email/passkey-login-button.js'
import { SocialButtons } from './social/social-buttons.js'
import { browserEnvironment, socialOptions } from './social/social-options.js'

/**
 * The first view: email, socials and wallets in `features.connectMethodsOrder` (spec §3), the
 * wallets apart behind an "or". The wallets: WalletConnect, then installed wallets (recent first,
 * one row per wallet across namespaces), then the dapp's featured and the explorer's recommended
 * wallets (spec §9's connector order), then All Wallets; with `collapseWallets`, folded behind
 * one row while email or socials show.
 */
export function ConnectView() {
  const core = useAppKitCore()
  const { connectors } = useProxy(core.connectors)
  const { activeNamespace, chains } = useProxy(core.chains)
  const list = useProxy(core.walletList)
  const { featured, recommended } = list
  const recent = useMemo(() => readRecentWallets(core), [core])
  const hasExplorer = Boolean(core.options.explorer)
  const manyNamespaces = Object.keys(chains).length > 1
  const whenShown = useContext(WhenShownContext)
  const { features } = useProxy(core.options)
  const socials = socialOptions(socialLogins(core), browserEnvironment())
  const [walletsShown, setWalletsShown] = useState(false)

  useEffect(() => {
    if (hasExplorer) return whenShown(() => void fetchFeaturedWallets(core))
  }, [core, hasExplorer, whenShown])
  // Asked again when a wallet announces itself: its copy in the explorer no longer counts.
  useEffect(() => {
    if (hasExplorer && connectors) return whenShown(() => void fetchWalletTotal(core))
  }, [core, hasExplorer, whenShown, connectors])

  const walletConnect = connectors.find((c) => c.type === 'WALLET_CONNECT')
  const groups = groupConnectors(connectors.filter(isWalletRow), recent)
  // The rows AllWallets lists for the installed wallets: the active namespace's.
  const installedRows = connectors.filter(
    (c) => isWalletRow(c) && (!activeNamespace || servesNamespace(c, activeNamespace)),
  ).length
  const total = walletTotal(list, connectors, installedRows)
  const listed = (wallet: ExplorerWallet, tag?: string) => (
    <li key={`w:${wallet.id}`}>
      <WalletRow
        name={wallet.name}
        imageUrl={walletImageUrl(core, wallet)}
        tag={tag}
        testId={`explorer-wallet-${wallet.id}`}
        onClick={() => selectWallet(core, wallet)}
      />
    </li>
  )

  const email = hasEmailLogin(core) && (
    <>
      <EmailForm initial={core.emailLogin.email} onSubmit={(address) => emailFromModal(core, address)} />
      <PasskeyLoginButton />
    </>
  )
  const hasWallets = Boolean(walletConnect) || groups.length > 0 || hasExplorer
  const sections = connectMethods(features.connectMethodsOrder, {
    email: Boolean(email),
    social: socials.length > 0,
    wallet: hasWallets,
  })
  if (sections.length === 0) return <p className="apk-muted">{messages.noWallets}</p>
  const collapsed = features.collapseWallets && !walletsShown && sections.length > 1
  const wallets = collapsed ? (
    <WalletRow
      name={messages.continueWithWallet}
      icon={<MarkImage mark="allWallets" name={messages.continueWithWallet} />}
      testId="continue-with-wallet"
      onClick={() => setWalletsShown(true)}
    />
  ) : (
    <>
      <ul className="apk-list" aria-label={messages.connectTitle}>
        {walletConnect && (
          <li>
            <WalletRow
              name={walletConnect.name}
              icon={<MarkImage mark="walletConnect" name={walletConnect.name} />}
              tag={messages.qrCode}
              testId="wallet-walletConnect"
              onClick={() => pushView(core.router, 'ConnectingWalletConnect', { connector: walletConnect })}
            />
          </li>
        )}
        {groups.map((group) => {
          const connector = connectorFor(group, activeNamespace)
          return (
            <li key={`c:${group.key}`}>
              <WalletRow
                name={group.name}
                imageUrl={group.imageUrl}
                tag={group.recent ? messages.recent : messages.installed}
                detail={
                  manyNamespaces ? messages.namespacesOf(namespaceList(core, group.namespaces)) : undefined
                }
                testId={`wallet-${connector.id}`}
                onClick={() => pushView(core.router, 'ConnectingExternal', { connector })}
              />
            </li>
          )
        })}
        {featured.map((wallet) => listed(wallet as ExplorerWallet))}
        {recommended.map((wallet) =>
          listed(
            wallet as ExplorerWallet,
            recent.some((r) => r.connectorId === wallet.id) ? messages.recent : undefined,
          ),
        )}
        {hasExplorer && (
          <li>
            <WalletRow
              name={messages.allWallets}
              icon={<MarkImage mark="allWallets" name={messages.allWallets} />}
              // Until the total is known for the wallets installed now, no number rather than a wrong one.
              tag={total ? messages.walletCountTag(total) : undefined}
              testId="all-wallets-button"
              onClick={() => pushView(core.router, 'AllWallets')}
            />
          </li>
        )}
      </ul>
      {hasExplorer && (
        <p className="apk-muted apk-get-wallet">
          {messages.newToWallets}{' '}
          <button
            type="button"
            className="apk-link apk-text-button"
            data-testid="get-wallet"
            onClick={() => pushView(core.router, 'AllWallets')}
          >
            {messages.getOneWallet}
          </button>
        </p>
      )}
    </>
  )
  const section: Record<ConnectMethodName, ReactNode> = {
    email,
    social: <SocialButtons socials={socials} />,
    wallet: wallets,
  }
  return (
    <>
      {sections.map((name, index) => (
        <Fragment key={name}>
          {/* Email and socials log in alike; the wallets are the other way in. */}
          {index > 0 && (name === 'wallet' || sections[index - 1] === 'wallet') && (
            <p className="apk-separator">{messages.or}</p>
          )}
          {section[name]}
        </Fragment>
      ))}
    </>
  )
}
