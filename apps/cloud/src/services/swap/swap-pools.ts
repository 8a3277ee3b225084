import { type Address, getContractAddress, zeroAddress } from 'viem'
import { CHAIN_A, POOL_DEPLOYER } from '../../config.js'
import { testTokensFor } from '../tokens/test-tokens.js'

/** The native coin in the pool contract's calls. */
export const NATIVE_TOKEN: Address = zeroAddress

/** One pair and the liquidity the cloud puts in it, in raw units. */
export interface PoolSpec {
  tokenA: Address
  tokenB: Address
  amountA: bigint
  amountB: bigint
}

/** The pool contract on a chain and its pairs. */
export interface SwapDeployment {
  chainId: number
  address: Address
  pools: readonly PoolSpec[]
}

/** The deployer's first transaction: the same address on every fresh chain. */
export const SWAP_CONTRACT_ADDRESS: Address = getContractAddress({ from: POOL_DEPLOYER.address, nonce: 0n })

/**
 * Only the first chain has pools, so the second is the lab's network without swaps ('Network not
 * supported for Swaps'). Prices near the cloud's (ETH ≈ 3,000 LUSD, LAB ≈ 1,500 LUSD), deep enough
 * that a test's small swap moves them little, shallow enough that a large one is refused.
 */
export function poolSpecsFor(chainId: number): PoolSpec[] {
  if (chainId !== CHAIN_A.chainId) return []
  const [lusd, lab] = testTokensFor([chainId])
  const eth = (n: bigint) => n * 10n ** 18n
  const usd = (n: bigint) => n * 10n ** 6n
  return [
    { tokenA: NATIVE_TOKEN, tokenB: lusd!.address, amountA: eth(100n), amountB: usd(300_000n) },
    { tokenA: NATIVE_TOKEN, tokenB: lab!.address, amountA: eth(50n), amountB: eth(100n) },
    { tokenA: lusd!.address, tokenB: lab!.address, amountA: usd(150_000n), amountB: eth(100n) },
  ]
}

/** Whether the pair has a pool, in either order. */
export function hasPool(deployment: SwapDeployment, x: Address, y: Address): boolean {
  const same = (a: Address, b: Address) => a.toLowerCase() === b.toLowerCase()
  return deployment.pools.some(
    (pool) =>
      (same(pool.tokenA, x) && same(pool.tokenB, y)) || (same(pool.tokenA, y) && same(pool.tokenB, x)),
  )
}
