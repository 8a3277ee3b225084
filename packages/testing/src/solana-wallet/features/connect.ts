import type { StandardConnectInput, StandardConnectOutput } from '@wallet-standard/features'
import { StandardConnect } from '@wallet-standard/features'
import type { SolanaWalletContext } from '../context.js'

/**
 * `standard:connect`. Asks the user only when the dapp was never approved (like the EVM wallet's
 * eth_requestAccounts); a `silent` connect never asks: it reconnects an approved dapp after a reload,
 * and otherwise returns no accounts, as the standard says. Apps hear the new account by `change`.
 */
export async function connect(
  ctx: SolanaWalletContext,
  input?: StandardConnectInput,
): Promise<StandardConnectOutput> {
  const { authorization } = ctx
  if (!authorization.isConnected()) {
    if (!authorization.isAuthorized()) {
      if (input?.silent) return { accounts: [] }
      await ctx.approvals.ask(StandardConnect, [])
    }
    if (authorization.connect()) ctx.events.emit({ accounts: [ctx.account] })
  }
  return { accounts: [ctx.account] }
}
