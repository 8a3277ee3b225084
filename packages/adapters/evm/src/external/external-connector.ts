import type { CaipNetwork } from '@appkit/common'
import type { Connector } from '@appkit/controllers'
import type { Eip1193Provider } from '../eip1193.js'

/** What a wallet's own SDK is told of the dapp. */
export interface ExternalContext {
  /** The dapp's EVM networks. */
  networks: readonly CaipNetwork[]
  /** The dapp's metadata from createAppKit, when the adapter was given it. */
  metadata?: { name: string; url?: string; icons?: readonly string[] }
}

/**
 * A wallet reached through its own SDK (Coinbase, Safe), listed beside the announced wallets.
 * The SDK is not on the page's first paint: `load` imports it when the wallet is used.
 */
export interface EvmExternalConnector {
  /** As the modal lists it (type EXTERNAL). */
  readonly connector: Connector
  /** EIP-6963 rdns this connector stands for: that announced wallet is not listed a second time. */
  readonly replaces?: readonly string[]
  /**
   * Whether the wallet can be here at all, decided without loading anything (Safe: only inside a
   * frame). Absent: always.
   */
  present?(): boolean
  /**
   * Connect as soon as the adapter starts, without a prompt, and list the connector only once
   * that worked (Safe: the Safe's own UI is the wallet, the user already chose it there).
   */
  readonly autoConnect?: boolean
  /**
   * The hash the wallet answers a transaction with is its own (a Safe's safeTxHash, a proposal to
   * its owners): the adapter asks the wallet for its receipt, not the network, and a transaction
   * the wallet still holds when the wait ends is pending rather than lost.
   */
  readonly holdsTransactions?: boolean
  /** Loads the SDK (a dynamic import) and makes its EIP-1193 provider. */
  load(context: ExternalContext): Promise<Eip1193Provider>
  /** Lets the wallet forget the dapp; the adapter stops listening first. */
  disconnect?(provider: Eip1193Provider): Promise<void>
}
