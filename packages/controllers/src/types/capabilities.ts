import type { CaipNetwork } from '@appkit/common'
import type { TokenAmount } from './account.js'
import type { ActivityPage, Identity, TokenBalance } from './account-api.js'

/*
 * What an adapter may offer beyond connecting. Feature code checks for a capability before it
 * uses it, so an adapter without it (or a dapp without adapters) simply lacks the feature: the UI
 * never asks which namespace it is in.
 */

/** Balances of an address on one of the adapter's networks. */
export interface BalanceCapability {
  getNativeBalance(args: { address: string; caipNetwork: CaipNetwork }): Promise<TokenAmount>
  /** Every token, native first, when the dapp has a blockchain API; undefined without one. */
  getTokenBalances?(args: {
    address: string
    caipNetwork: CaipNetwork
    forceUpdate?: boolean
  }): Promise<TokenBalance[] | undefined>
}

/** What to send: the native coin, or a token by its contract. Amounts are raw integers. */
export interface SendRequest {
  connectorId: string
  from: string
  to: string
  amount: bigint
  /** A token contract; the native coin when absent. */
  token?: { address: string; decimals: number }
  caipNetwork: CaipNetwork
}

/** Moving value from the connected wallet. */
export interface SendCapability {
  /** Asks the wallet to send; resolves with the transaction hash once the wallet has sent it. */
  send(request: SendRequest): Promise<string>
  /**
   * Waits for the transaction to be mined, at most `timeoutMs`; throws the spec §8 transaction
   * errors. 'pending': the network holds it but no block came within the wait, which on a chain of
   * ten-minute blocks (Bitcoin) is the usual case, not a failure; nothing (or 'confirmed'): mined.
   */
  waitForReceipt(args: {
    hash: string
    caipNetwork: CaipNetwork
    timeoutMs: number
  }): Promise<SendOutcome | undefined>
  /** Whether `address` is a valid recipient on this namespace (spec §5). */
  isValidAddress(address: string): boolean
  /**
   * Asks the wallet to send a contract call as the service built it (a swap, an approval);
   * resolves with the hash. Namespaces without contract calls leave it out, and so have no swaps.
   */
  sendCall?(request: ContractCallRequest): Promise<string>
}

/** A transaction built by a service: to a contract, with its data and value (raw). */
export interface ContractCallRequest {
  connectorId: string
  from: string
  to: string
  data: string
  value: bigint
  caipNetwork: CaipNetwork
}

/** How a send ended: mined, or accepted by the network and waiting for a block. */
export type SendOutcome = 'confirmed' | 'pending'

/** What a send would cost, in the network's native coin. */
export interface FeeCapability {
  estimateSendFee(request: Omit<SendRequest, 'connectorId'>): Promise<TokenAmount>
  /**
   * The most of the native coin one transfer to `to` can send: everything, less the fee of sending
   * everything. For a namespace whose fee grows with what is spent (Bitcoin: each coin held is an
   * input); without it, Max is the balance less one transfer's fee. Undefined: not known here.
   */
  estimateMaxSend?(
    request: Omit<SendRequest, 'connectorId' | 'amount' | 'token'>,
  ): Promise<{ amount: bigint; fee: TokenAmount } | undefined>
}

/** The account's transactions, when the namespace has an activity (spec §9: EVM only). */
export interface ActivityCapability {
  getTransactions(args: {
    address: string
    caipNetwork: CaipNetwork
    cursor?: string
    /** Past any cache: the account has just sent something. */
    fresh?: boolean
  }): Promise<ActivityPage>
}

/**
 * The name and avatar of an address of the namespace (spec §7's identity service names EVM
 * addresses); undefined without a blockchain API.
 */
export interface IdentityCapability {
  getIdentity(args: { address: string }): Promise<Identity | undefined>
  /** The address of the namespace a name points to, so a person can send to "bob.lab.id". */
  resolveName?(args: { name: string }): Promise<string | undefined>
}

export interface AdapterCapabilities {
  balances?: BalanceCapability
  identity?: IdentityCapability
  send?: SendCapability
  fees?: FeeCapability
  activity?: ActivityCapability
}
