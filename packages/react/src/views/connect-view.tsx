import {
  type Connector,
  chainsState,
  connectorsState,
  type ExplorerWallet,
  fetchFeaturedWallets,
  optionsState,
  pushView,
  readRecentWalletIds,
  selectWallet,
  walletImageUrl,
  walletListState,
} from '@appkit/controllers'
import { useEffect, useMemo } from 'react'
import { WalletRow } from '../components/wallet-row.js'
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

/**
 * The first view: WalletConnect, then installed wallets (recent first), then the dapp's featured
 * and the explorer's recommended wallets (spec §9's connector order), then All Wallets.
 */
export function ConnectView() {
  const { connectors } = useProxy(connectorsState)
  const { activeNamespace } = useProxy(chainsState)
  const { featured, recommended, count } = useProxy(walletListState)
  const recentIds = useMemo(() => readRecentWalletIds(), [])
  const hasExplorer = Boolean(optionsState.explorer)

  useEffect(() => {
    if (hasExplorer) void fetchFeaturedWallets()
  }, [hasExplorer])

  const own = connectors.filter((c) => !activeNamespace || c.chain === activeNamespace)
  const walletConnect = own.find((c) => c.type === 'WALLET_CONNECT')
  const installed = orderConnectors(
    own.filter((c) => c.type !== 'WALLET_CONNECT'),
    recentIds,
  )
  const listed = (wallet: ExplorerWallet, tag?: string) => (
    <li key={`w:${wallet.id}`}>
      <WalletRow
        name={wallet.name}
        imageUrl={walletImageUrl(wallet)}
        tag={tag}
        testId={`explorer-wallet-${wallet.id}`}
        onClick={() => selectWallet(wallet)}
      />
    </li>
  )

  if (!walletConnect && installed.length === 0 && !hasExplorer) {
    return <p className="apk-muted">{messages.noWallets}</p>
  }
  return (
    <ul className="apk-list" aria-label={messages.connectTitle}>
      {walletConnect && (
        <li>
          <WalletRow
            name={walletConnect.name}
            tag={messages.qrCode}
            testId="wallet-walletConnect"
            onClick={() => pushView('ConnectingWalletConnect', { connector: walletConnect })}
          />
        </li>
      )}
      {installed.map((connector) => (
        <li key={`${connector.chain}:${connector.id}`}>
          <WalletRow
            name={connector.name}
            imageUrl={connector.imageUrl}
            tag={recentIds.includes(connector.id) ? messages.recent : messages.installed}
            testId={`wallet-${connector.id}`}
            onClick={() => pushView('ConnectingExternal', { connector })}
          />
        </li>
      ))}
      {featured.map((wallet) => listed(wallet as ExplorerWallet))}
      {recommended.map((wallet) =>
        listed(wallet as ExplorerWallet, recentIds.includes(wallet.id) ? messages.recent : undefined),
      )}
      {hasExplorer && (
        <li>
          <WalletRow
            name={messages.allWallets}
            tag={count > 0 ? `${count}+` : undefined}
            testId="all-wallets-button"
            onClick={() => pushView('AllWallets')}
          />
        </li>
      )}
    </ul>
  )
}
