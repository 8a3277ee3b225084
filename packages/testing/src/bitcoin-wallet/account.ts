import type { IdentifierString } from '@wallet-standard/base'
import { ReadonlyWalletAccount } from '@wallet-standard/wallet'
import type { BitcoinKey } from './key.js'
import {
  type BitcoinAddressPurpose,
  BitcoinSignMessage,
  BitcoinSignTransaction,
} from './standard-features.js'

/** The purposes in the order the wallet lists its accounts. */
export const BITCOIN_PURPOSES: readonly BitcoinAddressPurpose[] = ['payment', 'ordinals']

/** The features an app may use with an account (connect, disconnect and events belong to the wallet). */
export const BITCOIN_ACCOUNT_FEATURES: readonly IdentifierString[] = [
  BitcoinSignMessage,
  BitcoinSignTransaction,
]

/**
 * A Wallet Standard account that also says its `purpose`, as Bitcoin wallets' accounts do (the
 * standard's reference wallet and Phantom): a dapp tells the payment account from the ordinals one.
 * Frozen like ReadonlyWalletAccount, which freezes only instances of itself.
 */
export class BitcoinWalletAccount extends ReadonlyWalletAccount {
  readonly purpose: BitcoinAddressPurpose

  constructor(purpose: BitcoinAddressPurpose, key: BitcoinKey, chains: readonly IdentifierString[]) {
    const { address, publicKey } = key[purpose]
    super({ address, publicKey, chains: [...chains], features: [...BITCOIN_ACCOUNT_FEATURES] })
    this.purpose = purpose
    Object.freeze(this)
  }
}

export type BitcoinKeyAccounts = Readonly<Record<BitcoinAddressPurpose, BitcoinWalletAccount>>

/** A key's two accounts, made once: apps compare accounts by identity too. */
export function createKeyAccounts(key: BitcoinKey, chains: readonly IdentifierString[]): BitcoinKeyAccounts {
  return {
    payment: new BitcoinWalletAccount('payment', key, chains),
    ordinals: new BitcoinWalletAccount('ordinals', key, chains),
  }
}
