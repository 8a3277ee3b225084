/** How a test wallet answers requests that need the user's approval. */
export type WalletMode = 'manual' | 'approve' | 'reject'

/** A request waiting for the user. `params` are plain data (they cross Playwright's page.evaluate). */
export interface PendingRequest {
  id: number
  method: string
  params: unknown
}

/**
 * What every test wallet (EVM, Solana, …) offers a test and the lab's approval panel, whatever its
 * protocol: an identity, the "popup" queue and its mode, and the user's own wallet-side actions.
 * `window.__appkitTestWallets[info.rdns]` holds one of these per installed wallet.
 */
export interface ApprovableWallet {
  /** `rdns` is the wallet's stable id (the registry key); `name` is what the dapp lists. */
  readonly info: { readonly name: string; readonly rdns: string }
  /** Requests waiting for approval, oldest first. */
  pending(): PendingRequest[]
  /** Approves the request with this id, or the oldest; returns it. Throws when there is none. */
  approve(id?: number): PendingRequest
  /** Rejects (4001) the request with this id, or the oldest; returns it. Throws when there is none. */
  reject(id?: number): PendingRequest
  /** Applies to requests from now on; those already pending stay pending. */
  setMode(mode: WalletMode): void
  mode(): WalletMode
  /** Calls `listener` when a request starts or stops waiting, or the mode changes (the lab's panel). */
  subscribe(listener: () => void): () => void
  /** Resolves with the oldest pending request (of `method`, if given), waiting for one to arrive. */
  waitForPending(method?: string, timeoutMs?: number): Promise<PendingRequest>
  /** The user disconnects in the wallet: the dapp loses its accounts and hears about it. */
  disconnect(): void
  /** Stops offering the wallet to the page and leaves the registry; storage is kept (like closing a tab). */
  uninstall(): void
}
