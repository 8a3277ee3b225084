import type { IdentifierString } from '@wallet-standard/base'
import { SOLANA_LAB_CHAIN_ID } from '../solana-test-accounts.js'
import { SolanaInvalidInputError } from './errors.js'

/**
 * The chains the wallet offers unless told more: Wallet Standard's cluster names (what injected
 * wallets list), the same clusters by CAIP-2 genesis-hash id (what a dapp passes when it names the
 * chain by its CAIP network id), and the local SVM that the cloud serves.
 */
export const SOLANA_WALLET_CHAINS: readonly IdentifierString[] = [
  'solana:mainnet',
  'solana:devnet',
  'solana:testnet',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  SOLANA_LAB_CHAIN_ID,
]

const SOLANA_CHAIN = /^solana:[A-Za-z0-9-]{1,32}$/

/** The default chains followed by `extra` (e.g. CAIP-2 genesis-hash ids), without repeats. */
export function walletChains(extra: readonly string[] = []): IdentifierString[] {
  for (const chain of extra) {
    if (!SOLANA_CHAIN.test(chain)) {
      throw new SolanaInvalidInputError(
        `"${chain}" is not a Solana chain id (solana:<cluster or genesis hash>).`,
      )
    }
  }
  return [...new Set([...SOLANA_WALLET_CHAINS, ...(extra as IdentifierString[])])]
}

/** A chain a request names must be one the wallet offers: it would otherwise sign for a chain it never showed. */
export function assertKnownChain(
  chains: readonly string[],
  chain: unknown,
): asserts chain is IdentifierString {
  if (typeof chain !== 'string' || !chains.includes(chain)) {
    throw new SolanaInvalidInputError(
      `the wallet does not know the chain ${JSON.stringify(chain)}; it knows ${chains.join(', ')}.`,
    )
  }
}
