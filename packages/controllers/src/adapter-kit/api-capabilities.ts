import type { AccountApi } from '../types/account-api.js'
import type { ActivityCapability, BalanceCapability, IdentityCapability } from '../types/capabilities.js'

/** The dapp's blockchain API, loaded on first use; undefined when the dapp names none. */
type Api = () => Promise<AccountApi> | undefined

/** Every token of an address, from the dapp's blockchain API; undefined without one. */
export function apiTokenBalances(api: Api): NonNullable<BalanceCapability['getTokenBalances']> {
  return async ({ address, caipNetwork, forceUpdate }) => {
    const client = await api()
    return client?.getBalances({ address, caipNetworkId: caipNetwork.caipNetworkId, forceUpdate })
  }
}

/**
 * An address's name and avatar, and a name's address, from the dapp's blockchain API; undefined
 * without one. The arguments go through as they are: both sides take the same shape.
 */
export function apiIdentity(api: Api): IdentityCapability {
  return {
    getIdentity: async (args) => (await api())?.getIdentity(args),
    resolveName: async (args) => (await api())?.resolveName?.(args),
  }
}

/** An address's transactions, from the dapp's blockchain API; none without one. */
export function apiActivity(api: Api): ActivityCapability {
  return {
    async getTransactions({ address, caipNetwork, cursor, fresh }) {
      const client = await api()
      if (!client) return { transactions: [] }
      return client.getHistory({ address, caipNetworkId: caipNetwork.caipNetworkId, cursor, fresh })
    },
  }
}
