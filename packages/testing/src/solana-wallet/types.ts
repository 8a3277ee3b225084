import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { IdentifierString, WalletIcon, WalletWithFeatures } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import type { ApprovableWallet, WalletMode } from '../shared/approvable-wallet.js'

export interface SolanaTestWalletOptions {
  /** The Ed25519 seed in hex (32 bytes), e.g. `SOLANA_TEST_ACCOUNTS[0].seed`. */
  seed: string
  /** Solana JSON-RPC endpoint (http/https) that signAndSendTransaction sends to, for every chain. */
  rpcUrl: string
  /** Shown by the dapp's wallet list. Default 'AppKit Solana Test Wallet'. */
  name?: string
  /** The stable id: the key in `window.__appkitTestWallets`. Default 'org.appkit.solanatestwallet'. */
  rdns?: string
  /** A base64 data: URI (SVG, WebP, PNG or GIF), as Wallet Standard requires; a small default. */
  icon?: string
  /** More chains to offer, after `SOLANA_WALLET_CHAINS` (e.g. CAIP-2 genesis-hash ids). */
  chains?: readonly string[]
  /** Default 'manual': every request that needs the user waits for approve()/reject(). */
  mode?: WalletMode
  /** localStorage key of the approval; default `appkit-solana-test-wallet:${rdns}`. */
  storageKey?: string
}

/** The Wallet Standard wallet the page's apps see. */
export type SolanaStandardWallet = WalletWithFeatures<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature
>

export interface SolanaWalletInfo {
  readonly name: string
  readonly rdns: string
  readonly icon: WalletIcon
}

/**
 * The test's handle on an installed Solana wallet; also at `window.__appkitTestWallets[rdns]`.
 * Pending requests are named by feature (`standard:connect`, `solana:signMessage`,
 * `solana:signTransaction`, `solana:signAndSendTransaction`), their params one plain entry per input.
 */
export interface SolanaTestWallet extends ApprovableWallet {
  /** The account's base58 address. */
  readonly address: string
  readonly publicKey: Uint8Array
  readonly info: SolanaWalletInfo
  readonly chains: readonly IdentifierString[]
  readonly standardWallet: SolanaStandardWallet
  /** The user approved the dapp (kept across reloads). */
  isAuthorized(): boolean
  /** The dapp holds the account in this page (it connected since the page loaded). */
  isConnected(): boolean
  /** The user disconnects in the wallet: the approval is forgotten and the dapp hears `change` with no accounts. */
  disconnect(): void
  /** Unregisters from the page's Wallet Standard apps and leaves the registry; storage is kept. */
  uninstall(): void
}
