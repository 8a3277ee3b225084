import type { SolanaWalletContext } from '../context.js'

/**
 * The dapp's `standard:disconnect`, and the user's own disconnect in the wallet: the approval is
 * forgotten (a silent connect after a reload finds nothing), and a dapp that had the account
 * hears `change` with no accounts.
 */
export function disconnectAccount(ctx: SolanaWalletContext): void {
  if (ctx.authorization.disconnect()) ctx.events.emit({ accounts: [] })
}
