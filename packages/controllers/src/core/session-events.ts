import type { AlertCode, CaipNetwork, ChainNamespace } from '@appkit/common'
import type { AccountStatus } from '../types/account.js'

/**
 * What the session layer announces. Connections, accounts, networks and balances change only
 * through the session actions, which emit these; the modal's flows (or a dapp without our UI, or
 * the wagmi bridge) subscribe and decide what to show. Each is emitted once per actual change.
 */
export interface SessionEvents extends Record<string, unknown> {
  /** The shown account of a namespace changed: its status, address or wallet. */
  account: { namespace: ChainNamespace; status: AccountStatus; address?: string; connectorId?: string }
  /** The namespace's network changed, or the wallet went to (or left) a network the dapp did not request. */
  network: { namespace: ChainNamespace; caipNetwork?: CaipNetwork; unsupported: boolean }
  /** A wallet was connected by the user (not resumed). */
  connected: { namespace: ChainNamespace; connectorId: string }
  /** A connection ended; `byWallet` when the wallet (not the dapp) ended it. */
  disconnected: { namespace: ChainNamespace; connectorId: string; byWallet: boolean }
  /** The active namespace changed. */
  activeNamespace: { namespace: ChainNamespace }
  /**
   * Something the session did for the visitor failed without an error to throw to a caller (a
   * background read), or a call was refused: the UI decides what to tell them (spec §8).
   */
  failed: { what: SessionFailure; namespace?: ChainNamespace; error: unknown }
  /**
   * A call was refused for a reason spec §8 gives an alert to (an invalid email address, a page off
   * the project's allowed origins, the blockchain API's 429 or 5xx). The caller gets the error as
   * well; the UI decides whether the visitor sees the alert.
   */
  refused: { code: AlertCode; error: unknown }
}

/** What can fail quietly in the session: token balances, the activity list, a refused RPC call. */
export type SessionFailure = 'tokenBalances' | 'activity' | 'rpcCallNotAllowed'
