import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  parseAbi,
  toFunctionSelector,
} from 'viem'
import { JsonRpcError } from '../../http/json-rpc-error.js'
import { callJsonRpc } from '../chains/json-rpc.js'

/** The part of LabSwap.sol the API calls (the deployment uses solc's own ABI). */
export const LAB_SWAP_ABI = parseAbi([
  'function getReserves(address tokenIn, address tokenOut) view returns (uint256 reserveIn, uint256 reserveOut)',
  'function getAmountOut(address tokenIn, address tokenOut, uint256 amountIn) view returns (uint256)',
  'function getAmountIn(address tokenIn, address tokenOut, uint256 amountOut) view returns (uint256)',
  'function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to) payable returns (uint256)',
])

const INSUFFICIENT_LIQUIDITY = toFunctionSelector('InsufficientLiquidity()').slice(2)

/** The pool reverted with InsufficientLiquidity(): it cannot pay for this trade. */
export class PoolLiquidityError extends Error {
  override name = 'PoolLiquidityError'
}

/** Reads one pool contract through a node. */
export function poolReader(rpcUrl: string, contract: Address) {
  async function read<const F extends 'getReserves' | 'getAmountOut' | 'getAmountIn'>(
    functionName: F,
    args: readonly unknown[],
  ) {
    const data = encodeFunctionData({ abi: LAB_SWAP_ABI, functionName, args } as never)
    let result: unknown
    try {
      result = await callJsonRpc(rpcUrl, 'eth_call', [{ to: contract, data }, 'latest'])
    } catch (error) {
      if (error instanceof JsonRpcError && error.message.includes(INSUFFICIENT_LIQUIDITY)) {
        throw new PoolLiquidityError('Insufficient liquidity', { cause: error })
      }
      throw error
    }
    return decodeFunctionResult({ abi: LAB_SWAP_ABI, functionName, data: result as Hex } as never)
  }
  return {
    async reserves(tokenIn: Address, tokenOut: Address): Promise<[bigint, bigint]> {
      const [reserveIn, reserveOut] = (await read('getReserves', [tokenIn, tokenOut])) as [bigint, bigint]
      return [reserveIn, reserveOut]
    },
    amountOut: async (tokenIn: Address, tokenOut: Address, amount: bigint) =>
      (await read('getAmountOut', [tokenIn, tokenOut, amount])) as bigint,
    amountIn: async (tokenIn: Address, tokenOut: Address, amount: bigint) =>
      (await read('getAmountIn', [tokenIn, tokenOut, amount])) as bigint,
  }
}
