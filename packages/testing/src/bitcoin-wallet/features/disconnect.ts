import type { BitcoinWalletContext } from '../context.js'

/**
 * The dapp's `standard:disconnect`, and the user's own disconnect in the wallet: every approval is
 * forgotten (the next connect asks again), and a dapp that had accounts hears `change` with none.
 */
export function disconnectAccounts(ctx: BitcoinWalletContext): void {
  if (ctx.authorization.disconnect()) ctx.events.emit({ accounts: [] })
}
