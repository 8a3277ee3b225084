import { type Address, getContractAddress } from 'viem'
import { CHAIN_A, CHAIN_B, TOKEN_DEPLOYER } from '../../config.js'

/** A token the cloud deploys on each chain, as tests and the lab refer to it. */
export interface TestToken {
  chainId: number
  /** Checksummed; the same on every chain and every fresh start. */
  address: Address
  name: string
  symbol: string
  decimals: number
}

export interface TestTokenSpec {
  name: string
  symbol: string
  decimals: number
  /** Whole tokens minted to each dev account at deployment. */
  perAccount: bigint
}

/**
 * Deployed in this order by TOKEN_DEPLOYER with nonces 0, 1, 2, which fixes their addresses. ZERO
 * has 0 decimals on purpose: the SDK filters such tokens as low quality, and the lab shows it does.
 */
export const TEST_TOKEN_SPECS: readonly TestTokenSpec[] = [
  { name: 'Lab USD', symbol: 'LUSD', decimals: 6, perAccount: 1_000_000n },
  { name: 'Lab Token', symbol: 'LAB', decimals: 18, perAccount: 500n },
  { name: 'Zero Decimals', symbol: 'ZERO', decimals: 0, perAccount: 100n },
]

/** The test tokens on the given chains, in spec order per chain. */
export function testTokensFor(chainIds: readonly number[]): TestToken[] {
  return chainIds.flatMap((chainId) =>
    TEST_TOKEN_SPECS.map((spec, nonce) => ({
      chainId,
      address: getContractAddress({ from: TOKEN_DEPLOYER.address, nonce: BigInt(nonce) }),
      name: spec.name,
      symbol: spec.symbol,
      decimals: spec.decimals,
    })),
  )
}

/** The test tokens on the default chains (31337 and 31338). */
export const TEST_TOKENS: readonly TestToken[] = testTokensFor([CHAIN_A.chainId, CHAIN_B.chainId])
