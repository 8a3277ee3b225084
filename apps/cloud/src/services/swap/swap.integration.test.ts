import fc from 'fast-check'
import { type Address, decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../../config.js'
import type { AnvilProcess } from '../chains/anvil-process.js'
import { callJsonRpc } from '../chains/json-rpc.js'
import { testTokensFor } from '../tokens/test-tokens.js'
import { compileLabSwap } from './compile-swap.js'
import { deploySwap } from './deploy-swap.js'
import { amountIn, amountOut } from './pool-math.js'
import { LAB_SWAP_ABI, PoolLiquidityError, poolReader } from './pool-reader.js'
import { startSwapChain } from './swap-chain.test-helper.js'
import { NATIVE_TOKEN, poolSpecsFor, SWAP_CONTRACT_ADDRESS } from './swap-pools.js'

const CHAIN_ID = 31337
let anvil: AnvilProcess
const [lusd, lab] = testTokensFor([CHAIN_ID])
const trader = DEV_ACCOUNTS[1].address

beforeAll(async () => {
  const started = await startSwapChain(CHAIN_ID)
  anvil = started.anvil
  const deployed = started.swap
  expect(deployed?.address).toBe(SWAP_CONTRACT_ADDRESS)
})
afterAll(() => anvil?.stop())

async function send(from: Address, to: Address, data: Hex, value = 0n) {
  const hash = await callJsonRpc(anvil.rpcUrl, 'eth_sendTransaction', [
    { from, to, data, value: `0x${value.toString(16)}` },
  ])
  for (;;) {
    const receipt = (await callJsonRpc(anvil.rpcUrl, 'eth_getTransactionReceipt', [hash])) as {
      status: string
    } | null
    if (receipt) return receipt.status
  }
}

async function balanceOf(token: Address, holder: Address): Promise<bigint> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
  const result = await callJsonRpc(anvil.rpcUrl, 'eth_call', [{ to: token, data }, 'latest'])
  return decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: result as Hex })
}

const PAIRS: [Address, Address][] = [
  [NATIVE_TOKEN, lusd!.address],
  [lusd!.address, NATIVE_TOKEN],
  [lab!.address, lusd!.address],
  [NATIVE_TOKEN, lab!.address],
]

describe('LabSwap on anvil', () => {
  it('is set up again from a restarted chain without a second deployment', async () => {
    const again = await deploySwap({
      rpcUrl: anvil.rpcUrl,
      chainId: CHAIN_ID,
      contract: await compileLabSwap(),
      pools: poolSpecsFor(CHAIN_ID),
    })
    expect(again?.address).toBe(SWAP_CONTRACT_ADDRESS)
  })

  it('answers every quote with the constant-product maths, both ways (property)', async () => {
    const pool = poolReader(anvil.rpcUrl, SWAP_CONTRACT_ADDRESS)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PAIRS),
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        async ([tokenIn, tokenOut], amount) => {
          const [reserveIn, reserveOut] = await pool.reserves(tokenIn, tokenOut)
          const expectedOut = amountOut(amount, reserveIn, reserveOut)
          const contractOut = await pool.amountOut(tokenIn, tokenOut, amount).catch((error: unknown) => {
            expect(error).toBeInstanceOf(PoolLiquidityError)
            return undefined
          })
          expect(contractOut).toBe(expectedOut)
          const expectedIn = amountIn(amount, reserveIn, reserveOut)
          const contractIn = await pool.amountIn(tokenIn, tokenOut, amount).catch((error: unknown) => {
            expect(error).toBeInstanceOf(PoolLiquidityError)
            return undefined
          })
          expect(contractIn).toBe(expectedIn)
          // What getAmountIn asks is enough to buy what was wanted.
          if (contractIn !== undefined)
            expect(amountOut(contractIn, reserveIn, reserveOut)).toBeGreaterThanOrEqual(amount)
        },
      ),
      { numRuns: 40 },
    )
  })

  it('moves exactly the quoted amount and keeps x*y from shrinking (property)', async () => {
    const pool = poolReader(anvil.rpcUrl, SWAP_CONTRACT_ADDRESS)
    await send(
      trader,
      lusd!.address,
      encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [SWAP_CONTRACT_ADDRESS, 2n ** 255n],
      }),
    )
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: 1_000n, max: 1_000n * 10n ** 6n }), async (amount) => {
        const [reserveIn, reserveOut] = await pool.reserves(lusd!.address, NATIVE_TOKEN)
        const quoted = await pool.amountOut(lusd!.address, NATIVE_TOKEN, amount)
        const before = await balanceOf(lusd!.address, trader)
        const data = encodeFunctionData({
          abi: LAB_SWAP_ABI,
          functionName: 'swap',
          args: [lusd!.address, NATIVE_TOKEN, amount, quoted, trader],
        })
        expect(await send(trader, SWAP_CONTRACT_ADDRESS, data)).toBe('0x1')
        expect(before - (await balanceOf(lusd!.address, trader))).toBe(amount)
        const [afterIn, afterOut] = await pool.reserves(lusd!.address, NATIVE_TOKEN)
        expect([afterIn, afterOut]).toEqual([reserveIn + amount, reserveOut - quoted])
        expect(afterIn * afterOut).toBeGreaterThanOrEqual(reserveIn * reserveOut)
      }),
      { numRuns: 10 },
    )
  })

  it('refuses a swap whose output fell below the least accepted (slippage)', async () => {
    const pool = poolReader(anvil.rpcUrl, SWAP_CONTRACT_ADDRESS)
    const amount = 10n ** 18n
    const quoted = await pool.amountOut(NATIVE_TOKEN, lab!.address, amount)
    const data = encodeFunctionData({
      abi: LAB_SWAP_ABI,
      functionName: 'swap',
      args: [NATIVE_TOKEN, lab!.address, amount, quoted + 1n, trader],
    })
    const before = await balanceOf(lab!.address, trader)
    expect(await send(trader, SWAP_CONTRACT_ADDRESS, data, amount)).toBe('0x0')
    expect(await balanceOf(lab!.address, trader)).toBe(before)
  })
})
