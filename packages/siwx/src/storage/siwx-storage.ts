import type { CaipNetworkId } from '@appkit/common'
import type { SiwxSession } from '@appkit/controllers'

/**
 * Where sessions are kept, per network and address. The default keeps them in the page's
 * localStorage (localStorageSiwx); a dapp with a backend passes one that talks to it.
 */
export interface SiwxStorage {
  /** Keeps one more session (already verified). */
  add(session: SiwxSession): Promise<void>
  /** The live sessions of `address` on `chainId` (expired ones are never returned). */
  get(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  /** Replaces every kept session with `sessions`. */
  set(sessions: SiwxSession[]): Promise<void>
  /** Forgets the sessions of `address` on `chainId`. */
  delete(chainId: CaipNetworkId, address: string): Promise<void>
}
