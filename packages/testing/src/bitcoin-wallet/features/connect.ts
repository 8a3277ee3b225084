import { type BitcoinWalletContext, visibleAccounts } from '../context.js'
import { parsePurposes } from '../inputs.js'
import type { ConnectParam } from '../request-params.js'
import { BitcoinConnect, type BitcoinConnectInput, type BitcoinConnectOutput } from '../standard-features.js'

/**
 * `bitcoin:connect`: the shown key's account for each purpose, in the order asked. The user is
 * asked only for purposes this dapp was never given (like eth_requestAccounts): after a reload an
 * approved dapp reconnects without a prompt, which is how a Bitcoin dapp reconnects (the extension
 * has no `silent` flag). Apps hear new accounts by `change`.
 */
export async function connect(
  ctx: BitcoinWalletContext,
  input: BitcoinConnectInput,
): Promise<BitcoinConnectOutput> {
  const purposes = parsePurposes(input)
  if (!ctx.authorization.covers(purposes)) {
    await ctx.approvals.ask(BitcoinConnect, [{ purposes } satisfies ConnectParam])
  }
  if (ctx.authorization.connect(purposes)) ctx.events.emit({ accounts: visibleAccounts(ctx) })
  const { accounts } = ctx.keyring.current()
  return { accounts: purposes.map((purpose) => accounts[purpose]) }
}
