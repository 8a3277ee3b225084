import type { IdentifierString } from '@wallet-standard/base'
import { type Network, networks } from 'bitcoinjs-lib'
import { BitcoinInvalidInputError } from './errors.js'

/** The chain the wallet offers unless told otherwise: the lab's regtest, by its Wallet Standard name. */
export const BITCOIN_WALLET_CHAIN = 'bitcoin:regtest'

// The Bitcoin extension of Wallet Standard names three chains (wallet-standard's
// extensions/bitcoin.md). Each maps to the address network its accounts are on.
const CHAIN_NETWORKS: Readonly<Record<string, Network>> = {
  'bitcoin:mainnet': networks.bitcoin,
  'bitcoin:testnet': networks.testnet,
  'bitcoin:regtest': networks.regtest,
}

export interface BitcoinWalletChains {
  readonly chains: readonly IdentifierString[]
  /** The one network the accounts' addresses are on (bc, tb or bcrt). */
  readonly network: Network
}

/**
 * The chains the wallet offers, without repeats. An account has one address, so every chain must
 * share one address network: a wallet offering mainnet with bcrt1 addresses would lie to the dapp.
 */
export function walletChains(chains: readonly string[] = [BITCOIN_WALLET_CHAIN]): BitcoinWalletChains {
  const unique = [...new Set(chains)]
  const [first] = unique
  if (first === undefined) throw new BitcoinInvalidInputError('the wallet needs at least one chain.')
  for (const chain of unique) {
    if (!(chain in CHAIN_NETWORKS)) {
      throw new BitcoinInvalidInputError(
        `"${chain}" is not a Bitcoin chain the wallet knows (${Object.keys(CHAIN_NETWORKS).join(', ')}).`,
      )
    }
  }
  const network = CHAIN_NETWORKS[first]!
  if (unique.some((chain) => CHAIN_NETWORKS[chain]!.bech32 !== network.bech32)) {
    throw new BitcoinInvalidInputError(`the chains ${unique.join(', ')} do not share one address network.`)
  }
  return { chains: unique as IdentifierString[], network }
}

/** A chain a request names must be one the wallet offers: it would otherwise sign for a chain it never showed. */
export function assertKnownChain(chains: readonly string[], chain: unknown): void {
  if (typeof chain !== 'string' || !chains.includes(chain)) {
    throw new BitcoinInvalidInputError(
      `the wallet does not know the chain ${JSON.stringify(chain)}; it knows ${chains.join(', ')}.`,
    )
  }
}
