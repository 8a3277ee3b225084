import type { ErrorCode } from '@appkit/common'
import { proxy } from 'valtio/vanilla'
import type { ExplorerWallet } from '../types/explorer.js'

export interface WalletListState {
  /** The explorer's list, page after page, as the user scrolls AllWallets. */
  wallets: ExplorerWallet[]
  count: number
  /** Explorer entries left out of `wallets` because the wallet is installed (listed separately). */
  hiddenInstalled: number
  page: number
  loading: boolean
  /** The dapp's featured wallets (first, in its order), then the explorer's recommended ones. */
  featured: ExplorerWallet[]
  recommended: ExplorerWallet[]
  search: { term: string; wallets: ExplorerWallet[]; count: number; loading: boolean }
  /**
   * What AllWallets' total is made of (wallets/wallet-total.ts): the explorer's count for the
   * dapp's networks and lists, and how many of those are copies of the wallets installed with
   * `installed` (their rdns, sorted and joined), which AllWallets leaves out.
   */
  total?: { explorer: number; installedCopies: number; installed: string }
  /** The code of the last failure (an AppKitError code), for the UI to explain. */
  errorCode?: ErrorCode
}

export function createWalletListState(): WalletListState {
  return proxy<WalletListState>({
    wallets: [],
    count: 0,
    hiddenInstalled: 0,
    page: 0,
    loading: false,
    featured: [],
    recommended: [],
    search: { term: '', wallets: [], count: 0, loading: false },
  })
}
