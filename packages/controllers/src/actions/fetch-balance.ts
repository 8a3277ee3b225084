import { CACHE_LIFETIME_MS, type ChainNamespace, formatBalance } from '@appkit/common'
import { getChain, setAccount } from '../state/chains.js'
import { readCache, writeCache } from '../utils/cache.js'
import { STORAGE_KEYS } from '../utils/storage.js'

interface CachedBalance {
  balance: string
  symbol: string
}

const parseCachedBalance = (raw: unknown): CachedBalance | undefined => {
  const { balance, symbol } = (raw ?? {}) as Partial<CachedBalance>
  return typeof balance === 'string' && typeof symbol === 'string' ? { balance, symbol } : undefined
}

/**
 * Reads the native balance of the namespace's account, from the cache while it is fresh (spec §9:
 * 30 s), else from the adapter. An answer for an account or network no longer shown is dropped.
 */
export async function fetchBalance(namespace: ChainNamespace, { force = false } = {}): Promise<void> {
  const chain = getChain(namespace)
  const { address } = chain?.account ?? {}
  const network = chain?.caipNetwork
  if (!chain?.adapter || !address || !network || chain.unsupported) return
  const cacheId = `${network.caipNetworkId}:${address.toLowerCase()}`
  const cached = force
    ? undefined
    : readCache(STORAGE_KEYS.nativeBalanceCache, cacheId, CACHE_LIFETIME_MS.nativeBalance, parseCachedBalance)
  if (cached) {
    setAccount(namespace, { balance: cached.balance, balanceSymbol: cached.symbol, balanceLoading: false })
    return
  }
  setAccount(namespace, { balanceLoading: true })
  try {
    const { balance, symbol } = await chain.adapter.getBalance({ address, caipNetwork: network })
    const shown = formatBalance(balance)
    writeCache(STORAGE_KEYS.nativeBalanceCache, cacheId, { balance: shown, symbol })
    if (chain.account.address !== address || chain.caipNetwork?.caipNetworkId !== network.caipNetworkId)
      return
    setAccount(namespace, { balance: shown, balanceSymbol: symbol, balanceLoading: false })
  } catch (error) {
    console.warn('[appkit] balance unavailable', error)
    if (chain.account.address !== address || chain.caipNetwork?.caipNetworkId !== network.caipNetworkId)
      return
    setAccount(namespace, { balance: undefined, balanceSymbol: undefined, balanceLoading: false })
  }
}
