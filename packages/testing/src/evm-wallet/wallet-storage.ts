import type { KeyValueStorage } from '../shared/page-storage.js'
import type { WalletChain } from './types.js'

/** What survives a reload, like a real extension's own storage. */
export interface StoredWallet {
  authorized: boolean
  chainId: number
  /** Chains added by wallet_addEthereumChain; configured chains come from the options each time. */
  addedChains: WalletChain[]
}

/** Reads the stored state; anything missing or malformed (an older shape, a hand edit) counts as none. */
export function loadWallet(storage: KeyValueStorage | undefined, key: string): StoredWallet | undefined {
  const raw = storage?.getItem(key)
  if (!raw) return undefined
  try {
    const value: unknown = JSON.parse(raw)
    if (!isRecord(value) || typeof value.authorized !== 'boolean' || !isChainId(value.chainId))
      return undefined
    if (!Array.isArray(value.addedChains) || !value.addedChains.every(isWalletChain)) return undefined
    return { authorized: value.authorized, chainId: value.chainId, addedChains: value.addedChains }
  } catch {
    return undefined
  }
}

export function saveWallet(storage: KeyValueStorage | undefined, key: string, value: StoredWallet): void {
  storage?.setItem(key, JSON.stringify(value))
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function isChainId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
}

function isWalletChain(value: unknown): value is WalletChain {
  return (
    isRecord(value) &&
    isChainId(value.id) &&
    typeof value.rpcUrl === 'string' &&
    (value.name === undefined || typeof value.name === 'string')
  )
}
