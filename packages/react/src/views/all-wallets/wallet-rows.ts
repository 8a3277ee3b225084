import type { Connector } from '@appkit/controllers'
import type { ExplorerWallet } from '@appkit/controllers/modal'

export type WalletListRow =
  | { kind: 'connector'; connector: Connector }
  | { kind: 'wallet'; wallet: ExplorerWallet }

/**
 * The rows of AllWallets: installed wallets first (recent ones before the others), then the
 * explorer's wallets. A search narrows the installed ones by name too.
 */
export function walletRows(
  installed: readonly Connector[],
  wallets: readonly ExplorerWallet[],
  recentIds: readonly string[],
  term: string,
): WalletListRow[] {
  const needle = term.trim().toLowerCase()
  const rank = (c: Connector) => {
    const index = recentIds.indexOf(c.id)
    return index === -1 ? recentIds.length : index
  }
  const local = installed
    .filter((c) => !needle || c.name.toLowerCase().includes(needle))
    .sort((a, b) => rank(a) - rank(b))
    .map((connector) => ({ kind: 'connector' as const, connector }))
  return [...local, ...wallets.map((wallet) => ({ kind: 'wallet' as const, wallet }))]
}

export const rowKey = (row: WalletListRow) =>
  row.kind === 'connector' ? `c:${row.connector.id}` : `w:${row.wallet.id}`
