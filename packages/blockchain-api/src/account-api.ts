import type { AccountApi } from '@appkit/controllers'
import { alertCodeOf } from './alert-code.js'
import { createBlockchainApiClient } from './blockchain-api-client.js'
import type { CacheStore } from './cache-store.js'
import { HttpRequestError } from './errors.js'
import { createOnrampApi } from './onramp-api.js'
import { createSwapApi } from './swap-api.js'
import { toActivityTransaction, toIdentity, toTokenBalance } from './to-account-types.js'

/** SLIP-44's coin type of Ethereum, under which the name service keys a name's EVM address. */
const ETHEREUM_COIN_TYPE = '60'

const present = <T>(value: T | undefined): value is T => value !== undefined

export interface AccountApiOptions {
  baseUrl: string
  projectId: string
  sdkVersion: string
  /** Where answers are kept between calls (and, over local storage, between reloads). */
  cache?: CacheStore
}

/**
 * The core's `AccountApi` (what the account views ask) over this client: the API's wire shapes
 * turned into the core's types. `appkit` loads it with the first account feature used.
 */
export function createAccountApi(options: AccountApiOptions): AccountApi {
  const client = createBlockchainApiClient({ ...options, sdkType: 'appkit' })
  return {
    async getBalances({ address, caipNetworkId, forceUpdate, signal }) {
      // forceUpdate names what changed; after a send, the account itself.
      const balances = await client.getBalances(
        {
          address,
          chainId: caipNetworkId,
          forceUpdate: forceUpdate ? `${caipNetworkId}:${address}` : undefined,
        },
        { signal },
      )
      return balances.map(toTokenBalance).filter(present)
    },
    async getHistory({ address, caipNetworkId, cursor, fresh, signal }) {
      const page = await client.getHistory({ address, chainId: caipNetworkId, cursor, fresh }, { signal })
      return { transactions: page.data.map(toActivityTransaction).filter(present), next: page.next }
    },
    async getIdentity({ address, signal }) {
      return toIdentity(await client.getIdentity({ address }, { signal }))
    },
    async resolveName({ name, signal }) {
      try {
        const profile = await client.getNameProfile({ name }, { signal })
        return profile.addresses[ETHEREUM_COIN_TYPE]?.address
      } catch (error) {
        // No address has that name: an answer, not a failure.
        if (error instanceof HttpRequestError && error.status === 404) return undefined
        throw error
      }
    },
    suggestNames: ({ name, zone, signal }) => client.getNameSuggestions({ name, zone }, { signal }),
    async registerName({ address, message, signature, signal }) {
      await client.registerName(
        { coinType: Number(ETHEREUM_COIN_TYPE), address, message, signature },
        { signal },
      )
    },
    onramp: createOnrampApi(options),
    getAllowedOrigins: ({ signal } = {}) => client.getAllowedOrigins({ signal }),
    getRemoteFeatures: ({ signal } = {}) => client.getRemoteFeatures({ signal }),
    alertCodeOf,
    swaps: createSwapApi(options),
  }
}
