import type { BitcoinPaymentType } from '@appkit/testing'
import type { CaipNetwork, CreateAppKitOptions } from 'appkit'
import { createBitcoinAdapter } from 'appkit/adapters/bitcoin'
import { coinbase, createEvmAdapter, safe } from 'appkit/adapters/evm'
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
    adapters: (): ChainAdapter[] => [createEvmAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB],
  },
  coinbase: {
    label: 'EVM adapter + Coinbase Wallet (its SDK loads when picked)',
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
    // The lab's Safe (safe.html) is served by the lab itself: its origin is the only Safe UI allowed.
    adapters: (): ChainAdapter[] => [
      createEvmAdapter({ connectors: [safe({ allowedDomains: [sameOrigin()] })] }),
    ],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB],
  },
  multichain: {
    label: 'EVM + Solana adapters + WalletConnect',
    adapters: (): ChainAdapter[] => [createEvmAdapter(), createSolanaAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB, solanaLab],
  },
  bitcoin: {
    label: 'EVM + Solana + Bitcoin adapters + WalletConnect',
    adapters: (): ChainAdapter[] => [createEvmAdapter(), createSolanaAdapter(), createBitcoinAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB, solanaLab, bitcoinLab],
  },
  'bitcoin-nested': {
    label: 'EVM + Solana + Bitcoin adapters + WalletConnect, the Bitcoin wallet paying from nested SegWit',
    adapters: (): ChainAdapter[] => [createEvmAdapter(), createSolanaAdapter(), createBitcoinAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB, solanaLab, bitcoinLab],
    // Xverse's payment address is P2SH-P2WPKH (2… on regtest): its inputs need a redeemScript.
    bitcoinPaymentType: 'p2sh-p2wpkh',
  },
  email: {
    label: 'EVM + Solana + email login (the embedded wallet)',
    adapters: (): ChainAdapter[] => [createEvmAdapter(), createSolanaAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB, solanaLab],
    features: { email: true },
  },
  siwx: {
    label: 'EVM + Solana + email login + sign-in with X (verified by the cloud)',
    adapters: (): ChainAdapter[] => [createEvmAdapter(), createSolanaAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB, solanaLab],
    features: { email: true },
    signIn: { verifiedBy: 'cloud', required: false },
  },
  'siwx-required': {
    label: 'EVM + Solana + sign-in with X, required (verified by the cloud)',
    adapters: (): ChainAdapter[] => [createEvmAdapter(), createSolanaAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB, solanaLab],
    signIn: { verifiedBy: 'cloud', required: true },
  },
  'siwx-capture': {
    label: 'EVM + Solana + sign-in with X after a proven email (verified by the cloud)',
    adapters: (): ChainAdapter[] => [createEvmAdapter(), createSolanaAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB, solanaLab],
    features: { emailCapture: true },
    signIn: { verifiedBy: 'cloud', required: false },
  },
  'siwx-evm': {
    label: 'EVM + sign-in with X (one step over WalletConnect, verified by the cloud)',
    adapters: (): ChainAdapter[] => [createEvmAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB],
    signIn: { verifiedBy: 'cloud', required: false },
  },
  'siwx-page': {
    label: 'EVM + Solana + sign-in with X (verified in the page)',
    adapters: (): ChainAdapter[] => [createEvmAdapter(), createSolanaAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB, solanaLab],
    signIn: { verifiedBy: 'page', required: false },
  },
  headless: {
    label: "Headless: the dapp's own wallet list over the hooks, no modal",
    adapters: (): ChainAdapter[] => [createEvmAdapter(), createSolanaAdapter()],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB, solanaLab],
    features: { headless: true },
  },
  'no-adapters': {
    label: 'No adapters (WalletConnect only)',
    adapters: (): ChainAdapter[] => [],
    networks: (): [CaipNetwork, ...CaipNetwork[]] => [anvilA, anvilB],
  },
} as const satisfies Record<
  string,
  {
    label: string
    adapters: () => ChainAdapter[]
    networks: () => [CaipNetwork, ...CaipNetwork[]]
    features?: CreateAppKitOptions['features']
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
