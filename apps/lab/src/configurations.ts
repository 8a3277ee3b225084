import type { BitcoinPaymentType } from '@appkit/testing'
import type { CaipNetwork, CreateAppKitOptions } from 'appkit'
import { createBitcoinAdapter } from 'appkit/adapters/bitcoin'
import { coinbase, createEvmAdapter, ens, safe } from 'appkit/adapters/evm'
import { createSolanaAdapter } from 'appkit/adapters/solana'
import type { ChainAdapter } from 'appkit/react'
import type { LabSignIn } from './lab-siwx.js'
import { anvilA, anvilB, bitcoinLab, solanaLab } from './networks.js'

/** This page's own origin, as the Safe connector's allowed domains take it. */
function sameOrigin(): RegExp {
  const escaped = location.origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`^${escaped}$`)
}

/**
 * The lab's configurations of createAppKit, picked with `?config=<id>` or the Configuration menu.
 * Each is a way a dapp sets AppKit up, to try by hand or in a test.
 */
export const CONFIGURATIONS = {
  evm: {
    label: 'EVM adapter + WalletConnect',
    guide:
      'Connect the AppKit Test Wallet (or the Backup one), then open the account: balance, Send (to an address, a name or carol.eth on the local ENS), Activity, Networks. Switching to Anvil B makes the wallet ask to add that chain.',
    adapters: (): ChainAdapter[] => [createEvmAdapter({ names: ens() })],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB],
  },
  buy: {
    label: 'EVM adapter + Buy (the on-ramp, with the cloud as its provider)',
    guide:
      "Connect the test wallet, open the account, then Buy: pick an amount and a payment method, continue, and pay in the provider's window with card 4242 4242 4242 4242 (4000 0000 0000 0002 is declined). The Ether arrives in the wallet and in Activity.",
    adapters: (): ChainAdapter[] => [createEvmAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB],
    features: { onramp: true },
  },
  coinbase: {
    label: 'EVM adapter + Coinbase Wallet (its SDK loads when picked)',
    guide:
      'Pick Coinbase Wallet: its SDK loads only then and opens its Smart Wallet popup on this origin, which can only be closed (no keys service runs here).',
    // Without the extension the SDK opens its Smart Wallet popup: on the lab's own origin, never
    // keys.coinbase.com (the lab reaches nothing off this machine; the popup can only be closed).
    adapters: (): ChainAdapter[] => [
      createEvmAdapter({
        connectors: [coinbase({ keysUrl: new URL('/coinbase-keys/', location.href).href })],
      }),
    ],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB],
  },
  safe: {
    label: 'EVM adapter + Safe (open /safe.html to run the lab inside a Safe)',
    guide:
      'Open “Run the lab inside a Safe”: the lab runs as a Safe app in a Safe played by the lab, and connects to the Safe without a prompt.',
    // The lab's Safe (safe.html) is served by the lab itself: its origin is the only Safe UI allowed.
    adapters: (): ChainAdapter[] => [
      createEvmAdapter({ connectors: [safe({ allowedDomains: [sameOrigin()] })] }),
    ],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB],
  },
  multichain: {
    label: 'EVM + Solana adapters + WalletConnect',
    guide:
      'Connect an EVM wallet and the Lab Solana Wallet: the Networks view groups both namespaces and switching between them changes the active account.',
    adapters: (): ChainAdapter[] => [createEvmAdapter(), createSolanaAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB, solanaLab],
  },
  bitcoin: {
    label: 'EVM + Solana + Bitcoin adapters + WalletConnect',
    guide:
      "Everything of multichain plus the Bitcoin test wallet: connect it, sign a message (BIP-322), send from its payment address on the cloud's regtest ledger.",
    adapters: (): ChainAdapter[] => [createEvmAdapter(), createSolanaAdapter(), createBitcoinAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB, solanaLab, bitcoinLab],
  },
  'bitcoin-nested': {
    label: 'EVM + Solana + Bitcoin adapters + WalletConnect, the Bitcoin wallet paying from nested SegWit',
    guide:
      'As Bitcoin, but the wallet pays from a nested SegWit (2…) address, as Xverse does: a send must carry its redeem script.',
    adapters: (): ChainAdapter[] => [createEvmAdapter(), createSolanaAdapter(), createBitcoinAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB, solanaLab, bitcoinLab],
    // Xverse's payment address is P2SH-P2WPKH (2… on regtest): its inputs need a redeemScript.
    bitcoinPaymentType: 'p2sh-p2wpkh',
  },
  email: {
    label: 'EVM + Solana + email login (the embedded wallet)',
    guide:
      'Log in with any email: the one-time code arrives in the local inbox (link above). The embedded wallet then signs and sends like any other.',
    adapters: (): ChainAdapter[] => [createEvmAdapter(), createSolanaAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB, solanaLab],
    features: { email: true },
  },
  social: {
    label: 'EVM + Solana + email and social login (the embedded wallet)',
    guide:
      "Continue with Google, X, Discord, GitHub, Apple or Facebook: a popup logs in at the cloud's own OpenID provider and comes back with the embedded wallet. Farcaster logs in from its QR code.",
    adapters: (): ChainAdapter[] => [createEvmAdapter(), createSolanaAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB, solanaLab],
    // Spec §9's default socials, in its order.
    features: {
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
    },
  },
  'social-layout': {
    label: 'Social login first, then email, the wallets folded (connectMethodsOrder, collapseWallets)',
    guide:
      'Connect shows the socials first, then email, and the wallets behind one “Continue with a wallet” row that opens them.',
    adapters: (): ChainAdapter[] => [createEvmAdapter(), createSolanaAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB, solanaLab],
    features: {
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      connectMethodsOrder: ['social', 'email', 'wallet'],
      collapseWallets: true,
    },
  },
  'social-pay': {
    label: 'Email and social login asked for, with payments on (pay turns them off)',
    guide: 'With pay on, Connect offers neither email nor social login (spec §5): only the wallets.',
    adapters: (): ChainAdapter[] => [createEvmAdapter(), createSolanaAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB, solanaLab],
    features: {
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      pay: true,
    },
  },
  siwx: {
    label: 'EVM + Solana + email login + sign-in with X (verified by the cloud)',
    guide:
      'Connect, then sign in: the wallet signs a CAIP-122 message the cloud verifies. Email login signs in too.',
    adapters: (): ChainAdapter[] => [createEvmAdapter(), createSolanaAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB, solanaLab],
    features: { email: true },
    signIn: { verifiedBy: 'cloud', required: false },
  },
  'siwx-required': {
    label: 'EVM + Solana + sign-in with X, required (verified by the cloud)',
    guide: 'Connect: signing in is required, so the modal asks for the signature before the account shows.',
    adapters: (): ChainAdapter[] => [createEvmAdapter(), createSolanaAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB, solanaLab],
    signIn: { verifiedBy: 'cloud', required: true },
  },
  'siwx-capture': {
    label: 'EVM + Solana + sign-in with X after a proven email (verified by the cloud)',
    guide: 'Connect a wallet, prove an email with its code (local inbox), then sign in.',
    adapters: (): ChainAdapter[] => [createEvmAdapter(), createSolanaAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB, solanaLab],
    features: { emailCapture: true },
    signIn: { verifiedBy: 'cloud', required: false },
  },
  'siwx-evm': {
    label: 'EVM + sign-in with X (one step over WalletConnect, verified by the cloud)',
    guide: 'Pair the test wallet page over WalletConnect: the session and the sign-in come in one step.',
    adapters: (): ChainAdapter[] => [createEvmAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB],
    signIn: { verifiedBy: 'cloud', required: false },
  },
  'siwx-page': {
    label: 'EVM + Solana + sign-in with X (verified in the page)',
    guide: 'As sign-in with X, but the page verifies the signature itself instead of the cloud.',
    adapters: (): ChainAdapter[] => [createEvmAdapter(), createSolanaAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB, solanaLab],
    signIn: { verifiedBy: 'page', required: false },
  },
  headless: {
    label: "Headless: the dapp's own wallet list over the hooks, no modal",
    guide:
      "No modal: the header lists the wallets through useAppKitWallets and the lab's own buttons connect them.",
    adapters: (): ChainAdapter[] => [createEvmAdapter(), createSolanaAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB, solanaLab],
    features: { headless: true },
  },
  swap: {
    label: 'EVM adapter + swaps (the cloud’s pools on Anvil A)',
    guide:
      'Connect the test wallet, open the account and Swap: ETH, LUSD and LAB trade through real constant-product pools on Anvil A (approve a token first); on Anvil B the swap says the network is not supported.',
    adapters: (): ChainAdapter[] => [createEvmAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB],
    features: { swaps: true },
  },
  'remote-defaults': {
    label: 'EVM + Solana, no features passed: the remote configuration decides',
    guide:
      'This configuration passes no `features`: once the modal opens, Connect offers what the project’s remote configuration says over spec §9’s defaults (email, every social login, swaps, on-ramp). With `?projectId=lab-remote-features` the project turns email off and keeps GitHub alone.',
    adapters: (): ChainAdapter[] => [createEvmAdapter(), createSolanaAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB, solanaLab],
    remoteDefaults: true,
  },
  analytics: {
    label: 'EVM adapter + analytics (sent to the local cloud)',
    guide:
      'Analytics on: every tracking event goes to the cloud in batches (every 10 s, or at once as the page is hidden), and the SDK’s failures as error reports. Open “What the analytics host received” to see them arrive.',
    adapters: (): ChainAdapter[] => [createEvmAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB],
    features: { analytics: true },
  },
  'no-adapters': {
    label: 'No adapters (WalletConnect only)',
    guide:
      'Only WalletConnect: open the QR code and pair the test wallet page (apps/test-wallet); no injected wallet is listed.',
    adapters: (): ChainAdapter[] => [],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB],
  },
} as const satisfies Record<
  string,
  {
    label: string
    /** What to try with it, for the lab's intro. */
    guide: string
    adapters: () => ChainAdapter[]
    networks: () => [CaipNetwork, ...CaipNetwork[]]
    features?: CreateAppKitOptions['features']
    /** Passes no `features` at all (others pass `{}`), so spec §9's default remote features apply. */
    remoteDefaults?: true
    /** Sign-in with X after connecting (lab-siwx.ts). */
    signIn?: LabSignIn
    /** The Bitcoin test wallet's payment address (wallets.ts); native SegWit unless named. */
    bitcoinPaymentType?: BitcoinPaymentType
  }
>

export type ConfigurationId = keyof typeof CONFIGURATIONS

export function isConfigurationId(value: string | null): value is ConfigurationId {
  return value !== null && Object.hasOwn(CONFIGURATIONS, value)
}

/** The configuration the page was opened with; the first one by default. */
export function currentConfiguration(search = location.search): ConfigurationId {
  const asked = new URLSearchParams(search).get('config')
  return isConfigurationId(asked) ? asked : 'evm'
}

/** One configuration, with every optional field in its type. */
export type Configuration = (typeof CONFIGURATIONS)[ConfigurationId]

/** The configuration the page was opened with, itself. */
export function openedConfiguration(search = location.search): Configuration {
  return CONFIGURATIONS[currentConfiguration(search)]
}
