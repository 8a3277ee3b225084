import { readRecentWallets, servesNamespace } from '@appkit/controllers'
import {
  fetchNextWalletsPage,
  fetchWalletTotal,
  pushView,
  searchWallets,
  selectWallet,
  walletImageUrl,
  walletTotal,
} from '@appkit/controllers/modal'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { VirtualList } from '../../components/virtual-list.js'
import { WalletRow } from '../../components/wallet-row.js'
import { useAppKitCore } from '../../context.js'
import { useProxy } from '../../hooks/use-proxy.js'
import { messages } from '../../messages.js'
import { isWalletRow } from '../connector-groups.js'
import { rowKey, type WalletListRow, walletRows } from './wallet-rows.js'

const ROW_HEIGHT = 56
const LIST_HEIGHT = 360
const SEARCH_DEBOUNCE_MS = 200

/** Every wallet: installed first, then the explorer's, searchable and paged as the user scrolls. */
export function AllWalletsView() {
  const core = useAppKitCore()
  const list = useProxy(core.walletList)
  const { connectors } = useProxy(core.connectors)
  const { activeNamespace } = useProxy(core.chains)
  const [term, setTerm] = useState('')
  const recent = useMemo(() => readRecentWallets(core), [core])
  // Installed rows are the active namespace's; an explorer wallet is recent in any namespace.
  const recentIds = recent.filter((r) => r.namespace === activeNamespace).map((r) => r.connectorId)
  const recentAnywhere = recent.map((r) => r.connectorId)
  const loadMore = useCallback(() => void fetchNextWalletsPage(core), [core])

  useEffect(() => {
    if (core.walletList.page === 0) loadMore()
  }, [core, loadMore])
  // The same total as Connect's, asked again when a wallet announces itself.
  useEffect(() => {
    if (connectors) void fetchWalletTotal(core)
  }, [core, connectors])
  useEffect(() => {
    const timer = setTimeout(() => void searchWallets(core, term), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [core, term])

  const searching = term.trim().length > 0
  const installed = connectors.filter(
    (c) => isWalletRow(c) && (!activeNamespace || servesNamespace(c, activeNamespace)),
  )
  const rows = walletRows(installed, searching ? list.search.wallets : list.wallets, recentIds, term)
  const loading = searching ? list.search.loading : list.loading && list.wallets.length === 0
  // A search's total is the explorer's matches plus the installed rows the term matched.
  const total = searching
    ? list.search.count + rows.length - list.search.wallets.length
    : walletTotal(list, connectors, installed.length)

  function renderRow(row: WalletListRow) {
    if (row.kind === 'connector') {
      const { connector } = row
      return (
        <WalletRow
          name={connector.name}
          imageUrl={connector.imageUrl}
          tag={recentIds.includes(connector.id) ? messages.recent : messages.installed}
          testId={`wallet-${connector.id}`}
          onClick={() => pushView(core.router, 'ConnectingExternal', { connector })}
        />
      )
    }
    const { wallet } = row
    return (
      <WalletRow
        name={wallet.name}
        imageUrl={walletImageUrl(core, wallet)}
        tag={
          recentAnywhere.includes(wallet.id)
            ? messages.recent
            : wallet.badge_type === 'certified'
              ? messages.certified
              : undefined
        }
        testId={`explorer-wallet-${wallet.id}`}
        onClick={() => selectWallet(core, wallet)}
      />
    )
  }

  return (
    <div data-testid="all-wallets">
      <input
        type="search"
        className="apk-search"
        aria-label={messages.searchWallets}
        placeholder={messages.searchWallets}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      <p className="apk-muted" aria-live="polite" data-testid="all-wallets-count">
        {loading || total === undefined
          ? messages.loadingWallets
          : rows.length === 0
            ? messages.noWalletsFound
            : messages.walletCount(total)}
      </p>
      <VirtualList
        items={rows}
        rowHeight={ROW_HEIGHT}
        height={LIST_HEIGHT}
        getKey={rowKey}
        renderRow={renderRow}
        onNearEnd={searching ? undefined : loadMore}
        label={messages.allWallets}
      />
    </div>
  )
}
