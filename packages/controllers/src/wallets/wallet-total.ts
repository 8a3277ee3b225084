import type { AppKitCore } from '../core/core.js'
import type { WalletListState } from '../state/wallet-list.js'
import type { Connector } from '../types/connector.js'
import { explorer, explorerState } from './explorer-source.js'
import { explorerCount } from './fetch-featured-wallets.js'
import { baseParams, explorerAnswered, explorerFailed, installedRdns } from './wallet-query.js'

/**
 * Reads what AllWallets' total is made of: the explorer's count for the dapp's networks and lists,
 * read with Connect's recommended page, and how many of those are the installed wallets' copies
 * (asked by their rdns in a one-entry request, so the count is exact before AllWallets has read a
 * page), once per instance and set of installed wallets (a wallet that announces itself later asks
 * again); tried again after a failure.
 */
export function fetchWalletTotal(core: AppKitCore): Promise<void> {
  const api = explorer(core)
  if (!api) return Promise.resolve()
  const state = explorerState(core)
  const rdns = installedRdns(core.connectors.connectors)
  const installed = rdns.join(',')
  if (state.total?.installed !== installed) {
    const read = readTotal(core, api, rdns, installed).then((ok) => {
      if (!ok && state.total?.read === read) state.total = undefined
    })
    state.total = { installed, read }
  }
  return state.total.read
}

async function readTotal(
  core: AppKitCore,
  api: NonNullable<ReturnType<typeof explorer>>,
  rdns: string[],
  installed: string,
): Promise<boolean> {
  try {
    const client = await api
    const [all, copies] = await Promise.all([
      explorerCount(core, api),
      rdns.length > 0 ? client.getWallets({ ...baseParams(core), page: 1, entries: 1, rdns }) : { count: 0 },
    ])
    core.walletList.total = { explorer: all, installedCopies: copies.count, installed }
    explorerAnswered(core)
    return true
  } catch (error) {
    explorerFailed(core, error)
    return false
  }
}

/**
 * How many wallets AllWallets lists: its installed rows (`installedRows`), plus the explorer's
 * wallets less their copies of installed wallets, which the installed rows stand for. Connect and
 * AllWallets both say this number, so the two never disagree. Undefined until it is known for the
 * wallets installed now: a view then says no number rather than a wrong one.
 */
export function walletTotal(
  list: Pick<WalletListState, 'total'>,
  connectors: readonly Pick<Connector, 'info'>[],
  installedRows: number,
): number | undefined {
  const { total } = list
  if (!total || total.installed !== installedRdns(connectors).join(',')) return undefined
  return total.explorer - total.installedCopies + installedRows
}
