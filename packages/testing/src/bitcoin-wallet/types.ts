import type { IdentifierString, WalletIcon, WalletWithFeatures } from '@wallet-standard/base'
import type { StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import type { ApprovableWallet, WalletMode } from '../shared/approvable-wallet.js'
import type { BitcoinPaymentType } from './payment-type.js'
import type {
  BitcoinConnectFeature,
  BitcoinSignMessageFeature,
  BitcoinSignTransactionFeature,
} from './standard-features.js'

export interface BitcoinTestWalletOptions {
  /** Shown by the dapp's wallet list. Default 'AppKit Bitcoin Test Wallet'. */
  name?: string
  /** The stable id: the key in `window.__appkitTestWallets`. Default 'org.appkit.bitcointestwallet'. */
  rdns?: string
  /** A base64 data: URI (SVG, WebP, PNG or GIF), as Wallet Standard requires; a small default. */
  icon?: string
  /**
   * The keys the wallet holds, each a private key in hex or WIF (e.g. `BITCOIN_TEST_ACCOUNTS[1]`);
   * the first is shown to dapps until `switchAccount`. Default: `BITCOIN_TEST_ACCOUNTS[0]`.
   */
  accounts?: readonly ({ privateKey: string } | string)[]
  /** Wallet Standard chains, sharing one address network. Default `['bitcoin:regtest']`. */
  chains?: readonly string[]
  /**
   * The payment account's address: 'p2wpkh' (default, bcrt1q…) or 'p2sh-p2wpkh', the same key's
   * nested SegWit address (2… on regtest, each test account's `nestedPayment`) that Xverse pays
   * from. Nested, the wallet signs only PSBT inputs that carry the address's `redeemScript`.
   */
  paymentType?: BitcoinPaymentType
  /** Default 'manual': every request that needs the user waits for approve()/reject(). */
  mode?: WalletMode
  /** localStorage key of the approvals; default `appkit-bitcoin-test-wallet:${rdns}`. */
  storageKey?: string
}

/** The Wallet Standard wallet the page's apps see. */
export type BitcoinStandardWallet = WalletWithFeatures<
  BitcoinConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    BitcoinSignMessageFeature &
    BitcoinSignTransactionFeature
>

export interface BitcoinWalletInfo {
  readonly name: string
  readonly rdns: string
  readonly icon: WalletIcon
}

/**
 * The test's handle on an installed Bitcoin wallet; also at `window.__appkitTestWallets[rdns]`.
 * Pending requests are named by feature (`bitcoin:connect`, `bitcoin:signMessage`,
 * `bitcoin:signTransaction`), their params one plain entry per input.
 */
export interface BitcoinTestWallet extends ApprovableWallet {
  readonly info: BitcoinWalletInfo
  readonly chains: readonly IdentifierString[]
  readonly standardWallet: BitcoinStandardWallet
  /** The shown key's payment (of `paymentType`) and ordinals (P2TR) addresses, connected or not (plain strings: they cross page.evaluate). */
  addresses(): { payment: string; ordinals: string }
  /** The purposes the user approved for the dapp (kept across reloads). */
  approvedPurposes(): string[]
  /** The dapp holds accounts in this page (it connected since the page loaded). */
  isConnected(): boolean
  /** The user shows another of the wallet's keys (0-based); a connected dapp hears `change`. */
  switchAccount(index: number): void
  /** The user disconnects in the wallet: approvals are forgotten and the dapp hears `change` with no accounts. */
  disconnect(): void
  /** Unregisters from the page's Wallet Standard apps and leaves the registry; storage is kept. */
  uninstall(): void
}
