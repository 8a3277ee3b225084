import { CACHE_LIFETIME_MS, type ChainNamespace } from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import { setAccount } from '../state/chains.js'
import type { TokenAmount } from '../types/account.js'
import { readCache, writeCache } from '../utils/cache.js'
import { STORAGE_KEYS } from '../utils/storage.js'

/** Cached as strings: JSON has no bigint. */
interface CachedAmount {
  value: string
  decimals: number
  symbol: string
}

const parseCachedAmount = (raw: unknown): TokenAmount | undefined => {
  const { value, decimals, symbol } = (raw ?? {}) as Partial<CachedAmount>
  if (typeof value !== 'string' || !/^\d+$/.test(value) || typeof symbol !== 'string') return undefined
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0) return undefined
  return { value: BigInt(value), decimals, symbol }
}

export interface FetchBalanceParameters {
  namespace: ChainNamespace
  /** Past the cache (after a send). */
  force?: boolean
}
export type FetchBalanceReturnType = undefined
/** Never rejects: a failed read leaves the balance as it was. */
export type FetchBalanceErrorType = never

/**
 * Reads the native balance of the namespace's account, from the cache while it is fresh (spec §9:
 * 30 s), else through the adapter's balance capability; a namespace without one has no balance.
 * Identical reads in flight share one request; an answer for an account or network no longer
 * shown is dropped.
 */
export function fetchBalance(
  core: SessionCore,
  { namespace, force = false }: FetchBalanceParameters,
): Promise<FetchBalanceReturnType> {
  const chain = core.chains.chains[namespace]
  const balances = chain?.adapter?.balances
  const { address } = chain?.account ?? {}
  const network = chain?.caipNetwork
  if (!chain || !balances || !address || !network || chain.unsupported) return Promise.resolve(undefined)
  const key = `${network.caipNetworkId}:${address.toLowerCase()}`
  const cached = force
    ? undefined
    : readCache(
        core.storage,
        STORAGE_KEYS.nativeBalanceCache,
        key,
        CACHE_LIFETIME_MS.nativeBalance,
        parseCachedAmount,
      )
  if (cached) {
    setAccount(core.chains, namespace, { balance: cached, balanceLoading: false })
    return Promise.resolve(undefined)
  }
  const inflight = core.internal.balances.get(key)
  if (inflight) return inflight
  const stillShown = () =>
    chain.account.address === address && chain.caipNetwork?.caipNetworkId === network.caipNetworkId
  setAccount(core.chains, namespace, { balanceLoading: true })
  const read = balances
    .getNativeBalance({ address, caipNetwork: network })
    .then(
      (amount): undefined => {
        const stored: CachedAmount = { ...amount, value: amount.value.toString() }
        writeCache(core.storage, STORAGE_KEYS.nativeBalanceCache, key, stored)
        if (stillShown()) setAccount(core.chains, namespace, { balance: amount, balanceLoading: false })
      },
      (error: unknown): undefined => {
        console.warn('[appkit] balance unavailable', error)
        if (stillShown()) setAccount(core.chains, namespace, { balance: undefined, balanceLoading: false })
      },
    )
    .finally(() => core.internal.balances.delete(key))
  core.internal.balances.set(key, read)
  return read
}
