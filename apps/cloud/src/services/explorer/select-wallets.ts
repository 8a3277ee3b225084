import type { ExplorerWallet } from './wallet.js'
import type { WalletQuery } from './wallet-query.js'

export interface WalletPage {
  /** Matches before paging, so the client knows how many pages there are. */
  count: number
  data: ExplorerWallet[]
}

/**
 * Applies every filter (they combine: a wallet must pass all), then cuts the page. The catalogue is
 * sorted by rank and filtering keeps its order, so every page is ordered by `order` too.
 */
export function selectWallets(wallets: readonly ExplorerWallet[], query: WalletQuery): WalletPage {
  const include = new Set(query.include)
  const exclude = new Set(query.exclude)
  const chains = new Set(query.chains)
  const names = new Set(query.names)
  const rdns = new Set(query.rdns)
  const search = query.search.toLowerCase()

  const matches = wallets.filter(
    (wallet) =>
      (include.size === 0 || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (query.badgeType === undefined || wallet.badge_type === query.badgeType) &&
      (chains.size === 0 || wallet.chains.some((chain) => chains.has(chain))) &&
      (names.size === 0 || names.has(wallet.name)) &&
      (rdns.size === 0 || (wallet.rdns !== null && rdns.has(wallet.rdns))) &&
      (search === '' || wallet.name.toLowerCase().includes(search)),
  )
  const start = (query.page - 1) * query.entries
  return { count: matches.length, data: matches.slice(start, start + query.entries) }
}
