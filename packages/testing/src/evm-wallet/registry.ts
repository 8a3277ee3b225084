import type { TestWallet } from './types.js'

declare global {
  interface Window {
    /** Installed test wallets by rdns, so Playwright can reach them with page.evaluate. */
    __appkitTestWallets?: Record<string, TestWallet>
  }
}

export function registerWallet(wallet: TestWallet): void {
  window.__appkitTestWallets ??= {}
  window.__appkitTestWallets[wallet.info.rdns] = wallet
}

/** Removes the entry only if it is still this wallet (a newer install may have replaced it). */
export function unregisterWallet(wallet: TestWallet): void {
  const wallets = window.__appkitTestWallets
  if (wallets?.[wallet.info.rdns] === wallet) delete wallets[wallet.info.rdns]
}
