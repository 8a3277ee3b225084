import type { Address, Hex } from 'viem'
import type { ApprovableWallet, WalletMode } from '../shared/approvable-wallet.js'

export type { PendingRequest, WalletMode } from '../shared/approvable-wallet.js'

/** A chain the wallet knows. Reads and sent transactions go to its rpcUrl. */
export interface WalletChain {
  id: number
  rpcUrl: string
  name?: string
}

export interface TestWalletOptions {
  /** EIP-6963 name shown by the dapp's wallet list. */
  name: string
  /** EIP-6963 reverse-DNS id, e.g. `com.example.testwallet`; also the key in `window.__appkitTestWallets`. */
  rdns: string
  /** A data: URI; a small default icon when absent. */
  icon?: string
  /** EIP-6963 uuid; a fresh v4 UUID when absent. */
  uuid?: string
  privateKey: Hex
  /** Chains the wallet knows; the first is where it starts (unless storage says otherwise). */
  chains: WalletChain[]
  /** Default 'manual': every request that needs approval waits for approve()/reject(). */
  mode?: WalletMode
  /** localStorage key for authorization and chain; default `appkit-test-wallet:${rdns}`. */
  storageKey?: string
}

export interface RequestArguments {
  method: string
  params?: readonly unknown[] | object
}

export type ProviderEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect' | 'message'
export type ProviderListener = (payload: unknown) => void

/** The EIP-1193 provider the wallet announces. */
export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>
  on(event: ProviderEvent, listener: ProviderListener): Eip1193Provider
  removeListener(event: ProviderEvent, listener: ProviderListener): Eip1193Provider
}

/** EIP-6963 provider info. */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

/**
 * The test's handle on an installed wallet; also at `window.__appkitTestWallets[rdns]`. The
 * approval queue, mode, `disconnect` and `uninstall` are `ApprovableWallet`'s; pending requests
 * carry the dapp's params as sent.
 */
export interface TestWallet extends ApprovableWallet {
  readonly address: Address
  readonly info: Eip6963ProviderInfo
  readonly provider: Eip1193Provider
  chainId(): number
  isAuthorized(): boolean
  /** The user disconnects in the wallet: deauthorize, emit accountsChanged [] and disconnect. */
  disconnect(): void
  /** The user picks another known chain in the wallet itself; the dapp hears `chainChanged`. */
  switchChain(chainId: number): void
  /** Stops announcing and leaves `window.__appkitTestWallets`; storage is kept (like closing a tab). */
  uninstall(): void
}
