import { WALLETS_PAGE_SIZE } from '@appkit/common'
import type { Connector } from '@appkit/controllers'

export interface WalletTotal {
  count: number
  /** False while the count is a floor: part of the explorer's list, or its total, is not read yet. */
  exact: boolean
}

/**
 * How many wallets AllWallets lists: its installed rows plus the explorer's wallets, less the
 * explorer's copies of installed wallets (hidden, as the installed row stands for them). Connect
 * and AllWallets both say this number, so the two never disagree.
 *
 * Copies are found page by page: until every installed wallet's copy is found or every page is read,
 * each unfound copy may still be hidden, so the count is the floor. The Connect view's total leaves
 * the dapp's featured wallets out (they are asked for apart), so it is a floor too until AllWallets
 * reads its first page.
 */
export function walletTotal(
  list: { count: number; hiddenInstalled: number; page: number },
  installedRows: number,
  allConnectors: readonly Pick<Connector, 'info'>[],
  featuredWallets: number,
): WalletTotal {
  const installedBrands = new Set(allConnectors.map((c) => c.info?.rdns).filter(Boolean)).size
  const unfound = Math.max(0, installedBrands - list.hiddenInstalled)
  const everyPageRead = list.page > 0 && list.page * WALLETS_PAGE_SIZE >= list.count
  const countWithoutFeatured = list.page === 0 && featuredWallets > 0
  const upper = list.count - list.hiddenInstalled + installedRows
  if (everyPageRead || (unfound === 0 && !countWithoutFeatured)) return { count: upper, exact: true }
  return { count: upper - unfound, exact: false }
}
