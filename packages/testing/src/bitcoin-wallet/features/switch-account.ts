import { type BitcoinWalletContext, visibleAccounts } from '../context.js'

/**
 * The user picks another of the wallet's keys: a connected dapp keeps its approved purposes and
 * hears `change` with that key's accounts, as it would when a person switches accounts in an extension.
 */
export function switchAccount(ctx: BitcoinWalletContext, index: number): void {
  if (ctx.keyring.select(index) && ctx.authorization.isConnected()) {
    ctx.events.emit({ accounts: visibleAccounts(ctx) })
  }
}
