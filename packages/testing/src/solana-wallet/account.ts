import {
  SolanaSignAndSendTransaction,
  SolanaSignMessage,
  SolanaSignTransaction,
} from '@solana/wallet-standard-features'
import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import { ReadonlyWalletAccount } from '@wallet-standard/wallet'
import type { SolanaKey } from './key.js'

/** The features an app may use with the account (connect, disconnect and events belong to the wallet). */
export const SOLANA_ACCOUNT_FEATURES: readonly IdentifierString[] = [
  SolanaSignMessage,
  SolanaSignTransaction,
  SolanaSignAndSendTransaction,
]

/** The wallet's one account, frozen (ReadonlyWalletAccount): apps must not be able to alter it. */
export function createWalletAccount(key: SolanaKey, chains: readonly IdentifierString[]): WalletAccount {
  return new ReadonlyWalletAccount({
    address: key.address,
    publicKey: key.publicKey,
    chains: [...chains],
    features: [...SOLANA_ACCOUNT_FEATURES],
  })
}
