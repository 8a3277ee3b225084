import type { AlertCode, CaipNetworkId } from '@appkit/common'
import type { SwapApi } from '../swap/swap-api.js'
import type { OnrampApi } from './onramp-api.js'
import type { RemoteFeatures } from './remote-features.js'

/**
 * What the core asks of the dapp's blockchain API (spec §7): the account views' reads, and the
 * project's allowed origins. The core depends on this
 * shape, not on a client library: `appkit` implements it over `@appkit/blockchain-api`, loaded the
 * first time a feature needs it, and adapters use it for their namespace's tokens and activity.
 */
export interface AccountApi {
  /** Every token the address holds on the network, native first (spec §3's token balance). */
  getBalances(args: {
    address: string
    caipNetworkId: CaipNetworkId
    forceUpdate?: boolean
    signal?: AbortSignal
  }): Promise<TokenBalance[]>
  /** One page of the address's transactions on the network, newest first. */
  getHistory(args: {
    address: string
    caipNetworkId: CaipNetworkId
    cursor?: string
    /** Past the API client's cache: the account has just sent something. */
    fresh?: boolean
    signal?: AbortSignal
  }): Promise<ActivityPage>
  getIdentity(args: { address: string; signal?: AbortSignal }): Promise<Identity>
  /** The EVM address a name (a name service's, "bob.lab.id") points to; undefined when none. */
  resolveName?(args: { name: string; signal?: AbortSignal }): Promise<string | undefined>
  /** Names like `name` in a zone of the name service, each saying whether it is taken (spec §7). */
  suggestNames?(args: { name: string; zone: string; signal?: AbortSignal }): Promise<NameSuggestion[]>
  /** Registers a name for an EVM address with the signature of the message naming it (spec §7). */
  registerName?(args: {
    address: string
    message: string
    signature: string
    signal?: AbortSignal
  }): Promise<void>
  /** The on-ramp (spec §7): options, quotes, the provider's URL. */
  onramp?: OnrampApi
  /** The origins the project's pages may run on (spec §7); empty when the project sets none. */
  getAllowedOrigins(args?: { signal?: AbortSignal }): Promise<string[]>
  /** The flags the project sets in its remote configuration (GET /appkit/v1/config, spec §7). */
  getRemoteFeatures?(args?: { signal?: AbortSignal }): Promise<RemoteFeatures>
  /**
   * The spec §8 alert a failure of the API calls for (429 → APKT010, 5xx → APKT009, the server
   * messages of an invalid key → APKT007, of an origin not allowed → APKT002), if any.
   */
  alertCodeOf(error: unknown): AlertCode | undefined
  /** The swap calls (spec §7's /v1/convert/…); absent from an API without swaps. */
  swaps?: SwapApi
}

/** A token an address holds (spec §3). Amounts are decimal strings, never floats. */
export interface TokenBalance {
  name: string
  symbol: string
  caipNetworkId: CaipNetworkId
  /** The token contract, plain (no CAIP prefix); absent for the native coin. */
  address?: string
  /** The amount, already scaled by `decimals`: "1.5". */
  amount: string
  decimals: number
  /** In the fiat currency, when the API knows a price. */
  price?: number
  value?: number
  iconUrl?: string
}

export interface NameSuggestion {
  /** The full name, suffix included: "alice.reown.id". */
  name: string
  registered: boolean
}

export interface Identity {
  name?: string
  avatar?: string
}

/** One move of value in a transaction. */
export interface ActivityTransfer {
  direction: 'in' | 'out' | 'self'
  /** Scaled amount, e.g. "1.5". */
  amount: string
  symbol?: string
  name?: string
  iconUrl?: string
  value?: number
  /** Set for an NFT; `spam` per the API's flags. */
  nft?: { name?: string; spam: boolean; imageUrl?: string }
}

/** A transaction of the account's activity (spec §3). */
export interface ActivityTransaction {
  id: string
  hash: string
  caipNetworkId: CaipNetworkId
  /** ISO date of the block. */
  minedAt: string
  operationType: string
  status: string
  from: string
  to: string
  transfers: ActivityTransfer[]
}

export interface ActivityPage {
  transactions: ActivityTransaction[]
  /** The cursor of the next page; absent on the last one. */
  next?: string
}
