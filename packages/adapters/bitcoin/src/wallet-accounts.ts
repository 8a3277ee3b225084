import { isBitcoinAddress } from '@appkit/common'
import type { WalletAccount } from '@wallet-standard/base'
import type { BitcoinWalletAccount } from './wallet-features.js'

/** A connected wallet's two accounts: the one payments go from, and the one holding inscriptions. */
export interface BitcoinAccounts {
  payment: BitcoinWalletAccount
  ordinals?: BitcoinWalletAccount
}

const isTaproot = (address: string) => /^(bc|tb|bcrt)1p/i.test(address)

/**
 * The payment and ordinals accounts among what a wallet gave, by the `purpose` Bitcoin wallets
 * put on their accounts; a wallet that says nothing gets the usual split (Taproot holds
 * inscriptions, the other address pays). A wallet with only one account pays from it.
 */
export function pickAccounts(accounts: readonly WalletAccount[]): BitcoinAccounts | undefined {
  const usable = (accounts as readonly BitcoinWalletAccount[]).filter((a) => isBitcoinAddress(a.address))
  const payment =
    usable.find((a) => a.purpose === 'payment') ??
    usable.find((a) => a.purpose === undefined && !isTaproot(a.address)) ??
    usable.find((a) => a.purpose !== 'ordinals') ??
    usable[0]
  if (!payment) return undefined
  const others = usable.filter((a) => a.address !== payment.address)
  const ordinals =
    others.find((a) => a.purpose === 'ordinals') ??
    others.find((a) => a.purpose === undefined && isTaproot(a.address))
  return ordinals ? { payment, ordinals } : { payment }
}

/** The addresses the core lists for the connection: payment first (spec §9's default type), then ordinals. */
export function accountAddresses({ payment, ordinals }: BitcoinAccounts): string[] {
  return ordinals ? [payment.address, ordinals.address] : [payment.address]
}
