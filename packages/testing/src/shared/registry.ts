import type { ApprovableWallet } from './approvable-wallet.js'

declare global {
  interface Window {
    /** Installed test wallets (EVM, Solana, …) by `info.rdns`, for Playwright's page.evaluate and the lab's panel. */
    __appkitTestWallets?: Record<string, ApprovableWallet>
  }
}

export function registerWallet(wallet: ApprovableWallet): void {
  window.__appkitTestWallets ??= {}
  window.__appkitTestWallets[wallet.info.rdns] = wallet
}

/** Removes the entry only if it is still this wallet (a newer install may have replaced it). */
export function unregisterWallet(wallet: ApprovableWallet): void {
  const wallets = window.__appkitTestWallets
  if (wallets?.[wallet.info.rdns] === wallet) delete wallets[wallet.info.rdns]
}
