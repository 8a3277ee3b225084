import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import type { Approvals } from '../shared/approvals.js'
import type { ChangeEvents } from '../shared/change-events.js'
import type { Authorization } from './authorization.js'
import type { SolanaKey } from './key.js'

/** What a feature may use: the key and its account, the chains, the state, the "popup", the events, the node. */
export interface SolanaWalletContext {
  readonly key: SolanaKey
  /** The one Wallet Standard account, the same object every time (apps compare accounts by identity too). */
  readonly account: WalletAccount
  readonly chains: readonly IdentifierString[]
  readonly authorization: Authorization
  readonly approvals: Approvals
  readonly events: ChangeEvents
  /** Solana JSON-RPC endpoint that signAndSendTransaction sends to, whatever the chain. */
  readonly rpcUrl: string
}
