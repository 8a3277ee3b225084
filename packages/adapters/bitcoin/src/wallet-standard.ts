import { watchStandardWallets } from '@appkit/controllers/adapter'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

/**
 * A Wallet Standard wallet the adapter lists: one with the Bitcoin extension's `bitcoin:connect`
 * (sats-connect based wallets and others register it). Its chains are not required to be
 * `bitcoin:` ones: some wallets list none and give accounts for their one network.
 */
export function isBitcoinWallet(wallet: Wallet): boolean {
  return 'bitcoin:connect' in wallet.features
}

/**
 * Watches the page's Wallet Standard wallets (registered before or after this runs) and reports
 * the Bitcoin ones on every change. Returns the function that stops watching.
 */
export function watchBitcoinWallets(onChange: (wallets: Wallet[]) => void): () => void {
  return watchStandardWallets(getWallets, isBitcoinWallet, onChange)
}
