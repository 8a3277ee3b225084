import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { pickAccounts } from './wallet-accounts.js'
import { type BitcoinPurpose, featureOf } from './wallet-features.js'

/**
 * The accounts of a wallet the dapp connected before (a reload), without a new approval:
 * 1. the accounts the wallet already shows this page;
 * 2. else `standard:connect` with `silent: true`, for wallets that have it (it never asks);
 * 3. else `bitcoin:connect` for the same purposes: the Bitcoin extension has no silent flag, and
 *    its wallets answer a dapp they approved before without asking (the core bounds the wait).
 */
export async function resumeAccounts(
  wallet: Wallet,
  purposes: readonly BitcoinPurpose[],
): Promise<readonly WalletAccount[]> {
  if (pickAccounts(wallet.accounts)) return wallet.accounts
  const standard = featureOf(wallet, 'standard:connect')
  if (standard) return (await standard.connect({ silent: true })).accounts
  const bitcoin = featureOf(wallet, 'bitcoin:connect')
  return bitcoin ? (await bitcoin.connect({ purposes })).accounts : []
}
