import type { IdentifierString, WalletIcon } from '@wallet-standard/base'
import type { Network } from 'bitcoinjs-lib'
import { BITCOIN_TEST_ACCOUNTS } from '../bitcoin-test-accounts.js'
import type { WalletMode } from '../shared/approvable-wallet.js'
import { isWalletIcon } from '../shared/wallet-icon.js'
import { walletChains } from './chains.js'
import { DEFAULT_BITCOIN_WALLET_ICON } from './default-icon.js'
import { BitcoinInvalidInputError } from './errors.js'
import { type BitcoinPaymentType, parsePaymentType } from './payment-type.js'
import type { BitcoinTestWalletOptions } from './types.js'

export const BITCOIN_TEST_WALLET_NAME = 'AppKit Bitcoin Test Wallet'
export const BITCOIN_TEST_WALLET_RDNS = 'org.appkit.bitcointestwallet'

export interface ResolvedOptions {
  name: string
  rdns: string
  icon: WalletIcon
  privateKeys: string[]
  chains: readonly IdentifierString[]
  network: Network
  paymentType: BitcoinPaymentType
  mode: WalletMode
  storageKey: string
}

/** The options with their defaults, each checked at install so a typo fails there, not at the first request. */
export function resolveOptions(options: BitcoinTestWalletOptions = {}): ResolvedOptions {
  const rdns = options.rdns ?? BITCOIN_TEST_WALLET_RDNS
  const icon = options.icon ?? DEFAULT_BITCOIN_WALLET_ICON
  if (!isWalletIcon(icon)) {
    throw new BitcoinInvalidInputError(
      'the icon must be a base64 data: URI of an SVG, WebP, PNG or GIF image.',
    )
  }
  const { chains, network } = walletChains(options.chains)
  const accounts = options.accounts ?? [BITCOIN_TEST_ACCOUNTS[0]]
  return {
    name: options.name ?? BITCOIN_TEST_WALLET_NAME,
    rdns,
    icon,
    privateKeys: accounts.map((account) => (typeof account === 'string' ? account : account.privateKey)),
    chains,
    network,
    paymentType: parsePaymentType(options.paymentType),
    mode: options.mode ?? 'manual',
    storageKey: options.storageKey ?? `appkit-bitcoin-test-wallet:${rdns}`,
  }
}
