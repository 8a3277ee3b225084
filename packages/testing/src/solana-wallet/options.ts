import type { IdentifierString, WalletIcon } from '@wallet-standard/base'
import type { WalletMode } from '../shared/approvable-wallet.js'
import { isWalletIcon } from '../shared/wallet-icon.js'
import { walletChains } from './chains.js'
import { DEFAULT_SOLANA_WALLET_ICON } from './default-icon.js'
import { SolanaInvalidInputError } from './errors.js'
import type { SolanaTestWalletOptions } from './types.js'

export const SOLANA_TEST_WALLET_NAME = 'AppKit Solana Test Wallet'
export const SOLANA_TEST_WALLET_RDNS = 'org.appkit.solanatestwallet'

export interface ResolvedOptions {
  seed: string
  rpcUrl: string
  name: string
  rdns: string
  icon: WalletIcon
  chains: IdentifierString[]
  mode: WalletMode
  storageKey: string
}

/** The options with their defaults, each checked at install so a typo fails there, not at the first request. */
export function resolveOptions(options: SolanaTestWalletOptions): ResolvedOptions {
  const rdns = options.rdns ?? SOLANA_TEST_WALLET_RDNS
  const icon = options.icon ?? DEFAULT_SOLANA_WALLET_ICON
  if (!isWalletIcon(icon)) {
    throw new SolanaInvalidInputError(
      'the icon must be a base64 data: URI of an SVG, WebP, PNG or GIF image.',
    )
  }
  return {
    seed: options.seed,
    rpcUrl: httpUrl(options.rpcUrl),
    name: options.name ?? SOLANA_TEST_WALLET_NAME,
    rdns,
    icon,
    chains: walletChains(options.chains),
    mode: options.mode ?? 'manual',
    storageKey: options.storageKey ?? `appkit-solana-test-wallet:${rdns}`,
  }
}

function httpUrl(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new SolanaInvalidInputError(`rpcUrl is not a URL: ${JSON.stringify(value)}.`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SolanaInvalidInputError(`rpcUrl must be an http(s) URL, got ${value}.`)
  }
  return value
}
