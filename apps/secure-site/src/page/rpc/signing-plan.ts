import type { ApprovalRequest } from '../approval/approval-request.js'
import type { WalletAddresses } from '../wallet/wallet-secret.js'
import type { JsonRpc } from './json-rpc-client.js'

/** What a signing method may use: the wallet's addresses, the chains, and the key for one use. */
export interface SigningContext {
  addresses: WalletAddresses
  evmChainId: number
  /** The Solana chain to send on (the request's, else the frame's last Solana chain). */
  solanaChain: `solana:${string}` | undefined
  rpc(caipChainId: string): JsonRpc
  /** Rebuilds the key for `use` only (wallet-keys.ts). */
  withSecret<T>(use: (secret: Uint8Array) => Promise<T>): Promise<T>
}

/**
 * A signing request, parsed and checked, not yet signed: `request` is what the user is shown,
 * `run` signs (and sends) exactly that. Nothing is signed by making a plan, only by running it,
 * which run-rpc-request.ts does only after the user approved.
 */
export interface SigningPlan {
  request: ApprovalRequest
  run(): Promise<unknown>
}

export type PlanSigning = (params: unknown, ctx: SigningContext) => SigningPlan | Promise<SigningPlan>
