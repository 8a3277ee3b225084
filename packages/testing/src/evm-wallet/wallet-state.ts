import type { KeyValueStorage } from '../shared/page-storage.js'
import type { WalletChain } from './types.js'
import { loadWallet, saveWallet } from './wallet-storage.js'

export interface WalletState {
  chain(): WalletChain
  findChain(id: number): WalletChain | undefined
  /** Returns whether the current chain changed. */
  switchChain(id: number): boolean
  /** Adds the chain, or replaces the one with the same id. */
  addChain(chain: WalletChain): void
  isAuthorized(): boolean
  /** Returns whether authorization changed. */
  setAuthorized(authorized: boolean): boolean
}

export interface WalletStateOptions {
  chains: readonly WalletChain[]
  storage: KeyValueStorage | undefined
  storageKey: string
}

/**
 * Authorization, known chains and the current chain; every change is written to storage at once
 * so a reload in the middle of a test finds the wallet as the user left it.
 */
export function createWalletState({ chains, storage, storageKey }: WalletStateOptions): WalletState {
  const first = chains[0]
  if (!first) throw new Error('installTestWallet needs at least one chain.')
  const stored = loadWallet(storage, storageKey)
  const added = new Map((stored?.addedChains ?? []).map((chain) => [chain.id, chain]))
  const known = new Map([...chains.map((chain): [number, WalletChain] => [chain.id, chain]), ...added])
  let current = (stored && known.get(stored.chainId)) || first
  let authorized = stored?.authorized ?? false

  const save = () =>
    saveWallet(storage, storageKey, { authorized, chainId: current.id, addedChains: [...added.values()] })

  return {
    chain: () => current,
    findChain: (id) => known.get(id),
    switchChain(id) {
      const next = known.get(id)
      if (!next) throw new Error(`Unknown chain ${id}.`)
      const changed = next.id !== current.id
      current = next
      save()
      return changed
    },
    addChain(chain) {
      added.set(chain.id, chain)
      known.set(chain.id, chain)
      if (current.id === chain.id) current = chain
      save()
    },
    isAuthorized: () => authorized,
    setAuthorized(next) {
      const changed = next !== authorized
      authorized = next
      save()
      return changed
    },
  }
}
