import type { PrivateKeyAccount } from 'viem/accounts'
import type { Approvals } from '../shared/approvals.js'
import type { Emitter } from './emitter.js'
import { InvalidParamsError, UnauthorizedError } from './errors.js'
import type { WalletChain } from './types.js'
import type { WalletState } from './wallet-state.js'

/** What a method handler may use: the key, the state, the "popup", the events and the node. */
export interface WalletContext {
  account: PrivateKeyAccount
  state: WalletState
  approvals: Approvals
  events: Emitter
  /** JSON-RPC to a chain's node; the current chain unless one is given. */
  rpc(method: string, params: unknown, chain?: WalletChain): Promise<unknown>
}

export type MethodHandler = (ctx: WalletContext, params: unknown) => Promise<unknown>

/** Positional params as a list; a dapp that sends none gets an empty one. */
export function paramList(params: unknown): readonly unknown[] {
  if (params === undefined) return []
  if (!Array.isArray(params)) throw new InvalidParamsError('expected an array of params')
  return params
}

/** Signing needs the dapp to be authorized, and for this wallet's own account. */
export function requireAccount(ctx: WalletContext, address: unknown): void {
  const ours = typeof address === 'string' && address.toLowerCase() === ctx.account.address.toLowerCase()
  if (!ctx.state.isAuthorized() || !ours) throw new UnauthorizedError()
}
