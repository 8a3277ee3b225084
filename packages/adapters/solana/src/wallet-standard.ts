import { isSolanaAddress } from '@appkit/common'
import { watchStandardWallets } from '@appkit/controllers/adapter'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

/** The features a wallet must have for the adapter to list it. */
const REQUIRED = ['standard:connect', 'standard:events'] as const

/** A Wallet Standard wallet that can connect to a Solana chain. */
export function isSolanaWallet(wallet: Wallet): boolean {
  return (
    REQUIRED.every((feature) => feature in wallet.features) &&
    wallet.chains.some((c) => c.startsWith('solana:'))
  )
}

/** The wallet's accounts that can be used on Solana: a Solana chain, and an address of spec §5's form. */
export function solanaAccounts(accounts: readonly WalletAccount[]): WalletAccount[] {
  return accounts.filter(
    (account) =>
      isSolanaAddress(account.address) && account.chains.some((chain) => chain.startsWith('solana:')),
  )
}

/**
 * Watches the page's Wallet Standard wallets (registered before or after this runs) and reports
 * the Solana ones on every change. Returns the function that stops watching.
 */
export function watchSolanaWallets(onChange: (wallets: Wallet[]) => void): () => void {
  return watchStandardWallets(getWallets, isSolanaWallet, onChange)
}
