import { type Address, encodeDeployData, encodeFunctionData, erc20Abi, type Hex, maxUint256 } from 'viem'
import { POOL_DEPLOYER } from '../../config.js'
import { callJsonRpc } from '../chains/json-rpc.js'
import type { CompiledContract } from '../contracts/compile-contract.js'
import { NATIVE_TOKEN, type PoolSpec, SWAP_CONTRACT_ADDRESS, type SwapDeployment } from './swap-pools.js'

/** The pools cannot be set up on this chain. */
export class SwapDeploymentError extends Error {
  override name = 'SwapDeploymentError'
}

export interface DeploySwapOptions {
  rpcUrl: string
  chainId: number
  contract: CompiledContract
  pools: readonly PoolSpec[]
}

const RECEIPT_TIMEOUT_MS = 10_000
const RECEIPT_POLL_MS = 20

/**
 * Deploys the pool contract and adds each pair's liquidity, or finds them there (a chain restored
 * from its state file). Undefined when the chain has no pools, or when the deployer does not hold
 * the tokens (a chain saved before the pools existed): that chain simply has no swaps.
 */
export async function deploySwap(options: DeploySwapOptions): Promise<SwapDeployment | undefined> {
  if (options.pools.length === 0) return undefined
  const deployment = { chainId: options.chainId, address: SWAP_CONTRACT_ADDRESS, pools: options.pools }
  const rpc = (method: string, params: unknown[]) => callJsonRpc(options.rpcUrl, method, params)
  const nonce = Number(await rpc('eth_getTransactionCount', [POOL_DEPLOYER.address, 'latest']))
  const transactions = setupTransactions(options)
  if (
    nonce === transactions.length &&
    (await rpc('eth_getCode', [SWAP_CONTRACT_ADDRESS, 'latest'])) !== '0x'
  ) {
    return deployment
  }
  if (nonce !== 0) {
    throw new SwapDeploymentError(
      `The pool deployer ${POOL_DEPLOYER.address} has nonce ${nonce} on chain ${options.chainId}, expected 0 or ${transactions.length}: ` +
        'it must be used for nothing but the swap pools',
    )
  }
  if (!(await holdsLiquidity(options, rpc))) {
    console.warn(`[cloud] chain ${options.chainId}: the pool deployer holds no test tokens; no swaps there`)
    return undefined
  }
  const hashes: string[] = []
  for (const [index, transaction] of transactions.entries()) {
    const hash = await rpc('eth_sendTransaction', [
      { ...transaction, from: POOL_DEPLOYER.address, nonce: `0x${index.toString(16)}` },
    ])
    hashes.push(hash as string)
  }
  const receipts = await Promise.all(hashes.map((hash) => waitForReceipt(options.rpcUrl, hash)))
  const failed = receipts.findIndex((receipt) => receipt.status !== '0x1')
  if (failed !== -1)
    throw new SwapDeploymentError(`Pool set-up transaction ${failed} failed on chain ${options.chainId}`)
  return deployment
}

interface Transaction {
  to?: Address
  data: Hex
  value?: Hex
}

/** The contract, one unlimited approval per token, then each pair's liquidity. */
function setupTransactions({ contract, pools }: DeploySwapOptions): Transaction[] {
  const tokens = [...new Set(pools.flatMap((pool) => [pool.tokenA, pool.tokenB]))].filter(
    (token) => token !== NATIVE_TOKEN,
  )
  return [
    { data: encodeDeployData({ abi: contract.abi, bytecode: contract.bytecode }) },
    ...tokens.map((token) => ({
      to: token,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [SWAP_CONTRACT_ADDRESS, maxUint256],
      }),
    })),
    ...pools.map((pool) => {
      const value =
        (pool.tokenA === NATIVE_TOKEN ? pool.amountA : 0n) +
        (pool.tokenB === NATIVE_TOKEN ? pool.amountB : 0n)
      return {
        to: SWAP_CONTRACT_ADDRESS,
        data: encodeFunctionData({
          abi: contract.abi,
          functionName: 'addLiquidity',
          args: [pool.tokenA, pool.tokenB, pool.amountA, pool.amountB],
        }),
        value: `0x${value.toString(16)}` as Hex,
      }
    }),
  ]
}

async function holdsLiquidity(
  { pools }: DeploySwapOptions,
  rpc: (method: string, params: unknown[]) => Promise<unknown>,
): Promise<boolean> {
  const needed = new Map<Address, bigint>()
  for (const pool of pools) {
    needed.set(pool.tokenA, (needed.get(pool.tokenA) ?? 0n) + pool.amountA)
    needed.set(pool.tokenB, (needed.get(pool.tokenB) ?? 0n) + pool.amountB)
  }
  for (const [token, amount] of needed) {
    if (token === NATIVE_TOKEN) continue
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [POOL_DEPLOYER.address],
    })
    const held = await rpc('eth_call', [{ to: token, data }, 'latest']).catch(() => '0x')
    if (held === '0x' || BigInt(held as string) < amount) return false
  }
  return true
}

interface Receipt {
  status: string
}

// anvil may answer eth_sendTransaction before the block is mined: poll for the receipt.
async function waitForReceipt(rpcUrl: string, hash: string): Promise<Receipt> {
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS
  for (;;) {
    const receipt = (await callJsonRpc(rpcUrl, 'eth_getTransactionReceipt', [hash])) as Receipt | null
    if (receipt) return receipt
    if (Date.now() > deadline) throw new SwapDeploymentError(`No receipt for ${hash}`)
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
}
