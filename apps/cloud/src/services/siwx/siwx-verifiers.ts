import { bitcoinVerifier, evmVerifier, type SiwxVerifier, solanaVerifier } from '@appkit/siwx'

/** A chain the cloud serves, by its EIP-155 id and its node. */
export interface SiwxEvmChain {
  chainId: number
  rpcUrl: string
}

/**
 * The verifier of each namespace the cloud accepts sign-ins from. EVM signatures are checked on
 * the cloud's own nodes (contract accounts, ERC-1271 and ERC-6492, resolve on the message's
 * chain); a chain the cloud does not serve is checked offline, which only an EOA passes. Solana is
 * ed25519, Bitcoin BIP-322 (or a legacy ECDSA signed message), both offline.
 */
export function siwxVerifiers(chains: readonly SiwxEvmChain[], now: () => number): Map<string, SiwxVerifier> {
  const rpcUrls = Object.fromEntries(chains.map((chain) => [chain.chainId, chain.rpcUrl]))
  return new Map<string, SiwxVerifier>([
    ['eip155', evmVerifier({ chains: rpcUrls, now })],
    ['solana', solanaVerifier({ now })],
    ['bip122', bitcoinVerifier({ now })],
  ])
}
