import { toAppKitError } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { hideAlert, showAlert } from '../state/alert.js'
import type { Connector } from '../types/connector.js'
import type { ExplorerWallet, GetWalletsParams } from '../types/explorer.js'
import { explorer } from './explorer-source.js'

/** Only wallets that support one of the dapp's networks, and the dapp's include and exclude lists. */
export function baseParams(core: AppKitCore): Omit<GetWalletsParams, 'page' | 'entries'> {
  const { includeWalletIds, excludeWalletIds } = core.options
  const chains = Object.values(core.chains.chains).flatMap(
    (c) => c?.requestedCaipNetworks.map((n) => n.caipNetworkId) ?? [],
  )
  return {
    chains,
    include: includeWalletIds.length > 0 ? includeWalletIds : undefined,
    exclude: excludeWalletIds.length > 0 ? excludeWalletIds : undefined,
  }
}

/** The reverse-domain names the installed wallets announce, each once, sorted. */
export function installedRdns(connectors: readonly Pick<Connector, 'info'>[]): string[] {
  return [...new Set(connectors.flatMap((c) => (c.info?.rdns ? [c.info.rdns] : [])))].sort()
}

/** Installed wallets are listed from the browser; the explorer's copy of them is left out. */
export function notInstalled(core: AppKitCore, wallets: ExplorerWallet[]): ExplorerWallet[] {
  const installed = new Set(installedRdns(core.connectors.connectors))
  return wallets.filter((w) => !w.rdns || !installed.has(w.rdns))
}

export async function imageUrls(core: AppKitCore, wallets: ExplorerWallet[]): Promise<string[]> {
  const api = await explorer(core)
  return api ? wallets.flatMap((w) => (w.image_id ? [api.walletImageUrl(w.image_id)] : [])) : []
}

/** An explorer that fails: APKT003, and the code for the view to explain. */
export function explorerFailed(core: AppKitCore, error: unknown): void {
  core.walletList.errorCode = toAppKitError(error).code
  void showAlert(core.alert, 'APKT003')
}

/** The explorer answered: its failure's banner and code go, no banner is left behind a loaded list. */
export function explorerAnswered(core: AppKitCore): void {
  core.walletList.errorCode = undefined
  if (core.alert.code === 'APKT003') hideAlert(core.alert)
}
