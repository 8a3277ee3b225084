import { ProviderNotFoundError, waitFor } from '@appkit/common'
import type { Connector } from '../types/connector.js'

/** The wallets an adapter found on the page, by connector id. */
export interface WalletRegistry<W> {
  /** Replaces the list with what discovery found now and announces its connectors. */
  publish(wallets: Iterable<readonly [connectorId: string, wallet: W]>, connectors: Connector[]): void
  get(connectorId: string): W | undefined
  has(connectorId: string): boolean
  /** The wallet, or ProviderNotFoundError: a connector the page no longer has. */
  require(connectorId: string): W
  /**
   * The wallet once it is on the page, at most `waitMs` from now: a session resumed as the page
   * loads may come before the wallet announced itself.
   */
  waitFor(connectorId: string, waitMs: number): Promise<W | undefined>
  /** Releases whoever still waits for a wallet to announce itself (the adapter's teardown). */
  stopWaiting(): void
}

/** `announce` tells the core the connectors of each new list. */
export function createWalletRegistry<W>(announce: (connectors: Connector[]) => void): WalletRegistry<W> {
  const wallets = new Map<string, W>()
  const changeListeners = new Set<() => void>()
  const subscribe = (listener: () => void) => {
    changeListeners.add(listener)
    return () => changeListeners.delete(listener)
  }
  return {
    publish(found, connectors) {
      wallets.clear()
      for (const [id, wallet] of found) wallets.set(id, wallet)
      announce(connectors)
      for (const listener of changeListeners) listener()
    },
    get: (connectorId) => wallets.get(connectorId),
    has: (connectorId) => wallets.has(connectorId),
    require(connectorId) {
      const found = wallets.get(connectorId)
      if (!found) throw new ProviderNotFoundError({ details: connectorId })
      return found
    },
    waitFor: (connectorId, waitMs) => waitFor(() => wallets.get(connectorId), subscribe, waitMs),
    stopWaiting: () => changeListeners.clear(),
  }
}
