import { type Address, decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../../config.js'
import { blockchainApiService } from '../blockchain-api/api-service.js'
import { fakeBackend, IDENTITY, serve } from '../blockchain-api/api-test-server.test-helper.js'
import type { AnvilProcess } from '../chains/anvil-process.js'
import { callJsonRpc } from '../chains/json-rpc.js'
import { testTokensFor } from '../tokens/test-tokens.js'
import { startSwapChain } from './swap-chain.test-helper.js'

const CHAIN_ID = 31337
const NATIVE = `eip155:${CHAIN_ID}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const [lusd, lab] = testTokensFor([CHAIN_ID])
const LUSD = `eip155:${CHAIN_ID}:${lusd!.address}`
const LAB = `eip155:${CHAIN_ID}:${lab!.address}`
const trader = DEV_ACCOUNTS[2].address
const USER = `eip155:${CHAIN_ID}:${trader}`
let anvil: AnvilProcess
let server: Awaited<ReturnType<typeof serve>>

beforeAll(async () => {
  const started = await startSwapChain(CHAIN_ID)
  anvil = started.anvil
  const swap = started.swap
  const backend = fakeBackend({
    chains: [
      { chainId: CHAIN_ID, rpcUrl: anvil.rpcUrl },
      { chainId: 31338, rpcUrl: anvil.rpcUrl },
    ],
    tokens: testTokensFor([CHAIN_ID]),
    swaps: [swap!],
  })
  server = await serve([blockchainApiService({ backend: Promise.resolve(backend) })])
})
afterAll(async () => {
  await server?.close()
  await anvil?.stop()
})

async function get(path: string, query: Record<string, string>) {
  const response = await fetch(`${server.url}${path}?${IDENTITY}&${new URLSearchParams(query)}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function sendTx(tx: { from: string; to: string; data: string; value: string }) {
  const hash = await callJsonRpc(anvil.rpcUrl, 'eth_sendTransaction', [
    {
      from: tx.from.split(':')[2],
      to: tx.to.split(':')[2],
      data: tx.data,
      value: `0x${BigInt(tx.value).toString(16)}`,
    },
  ])
  for (;;) {
    const receipt = (await callJsonRpc(anvil.rpcUrl, 'eth_getTransactionReceipt', [hash])) as {
      status: string
    } | null
    if (receipt) return receipt.status
  }
}

async function balanceOf(token: Address): Promise<bigint> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [trader] })
  const result = await callJsonRpc(anvil.rpcUrl, 'eth_call', [{ to: token, data }, 'latest'])
  return decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: result as Hex })
}

describe('the swap API over the pools on anvil', () => {
  it('lists the native coin and the pooled tokens, not the token without a pool', async () => {
    const { status, body } = await get('/v1/convert/tokens', { chainId: `eip155:${CHAIN_ID}` })
    expect(status).toBe(200)
    expect((body.tokens as { symbol: string }[]).map((token) => token.symbol)).toEqual(['ETH', 'LUSD', 'LAB'])
  })

  it('says a chain without a pool is not supported, for swaps and for gas prices', async () => {
    expect(await get('/v1/convert/tokens', { chainId: 'eip155:31338' })).toEqual({
      status: 400,
      body: { message: 'Network not supported for Swaps' },
    })
    expect(await get('/v1/convert/gas-price', { chainId: 'eip155:31338' })).toEqual({
      status: 400,
      body: { message: 'Network not supported for Gas Price' },
    })
    const gas = await get('/v1/convert/gas-price', { chainId: `eip155:${CHAIN_ID}` })
    expect(BigInt(gas.body.standard as string)).toBeGreaterThan(0n)
  })

  it('refuses a trade bigger than the pool with Insufficient liquidity', async () => {
    const quote = await get('/v1/convert/quotes', {
      amountOut: `${10n ** 24n}`,
      from: LUSD,
      to: LAB,
      userAddress: USER,
    })
    expect(quote).toEqual({ status: 400, body: { message: 'Insufficient liquidity' } })
  })

  it('swaps ETH for LUSD: the balance moves by the quote, within 1 %', async () => {
    const amount = `${10n ** 17n}`
    const { body } = await get('/v1/convert/quotes', { amount, from: NATIVE, to: LUSD, userAddress: USER })
    const [quote] = body.quotes as { toAmount: string; priceImpact: number }[]
    expect(quote!.priceImpact).toBeGreaterThan(0.3)
    const allowance = await get('/v1/convert/allowance', { tokenAddress: NATIVE, userAddress: USER })
    expect(BigInt(allowance.body.allowance as string)).toBeGreaterThan(BigInt(amount))
    const built = await fetch(`${server.url}/v1/convert/build-transaction?${IDENTITY}`, {
      method: 'POST',
      body: JSON.stringify({ amount, eip155: { slippage: 1 }, from: NATIVE, to: LUSD, userAddress: USER }),
    })
    const { tx } = (await built.json()) as {
      tx: { from: string; to: string; data: string; value: string; minAmountOut: string }
    }
    expect(BigInt(tx.minAmountOut)).toBe((BigInt(quote!.toAmount) * 99n) / 100n)
    const before = await balanceOf(lusd!.address)
    expect(await sendTx(tx)).toBe('0x1')
    const got = (await balanceOf(lusd!.address)) - before
    expect(got).toBe(BigInt(quote!.toAmount))
  })

  it('swaps LUSD for LAB after an approval the allowance then shows', async () => {
    const amount = `${150n * 10n ** 6n}`
    const query = { from: LUSD, to: LAB, userAddress: USER }
    expect(
      (await get('/v1/convert/allowance', { tokenAddress: LUSD, userAddress: USER })).body.allowance,
    ).toBe('0')
    const approve = await get('/v1/convert/build-approve', { ...query, amount })
    expect(await sendTx(approve.body.tx as Parameters<typeof sendTx>[0])).toBe('0x1')
    expect(
      (await get('/v1/convert/allowance', { tokenAddress: LUSD, userAddress: USER })).body.allowance,
    ).toBe(amount)
    const { body } = await get('/v1/convert/quotes', { ...query, amount })
    const [quote] = body.quotes as { toAmount: string }[]
    const built = await fetch(`${server.url}/v1/convert/build-transaction?${IDENTITY}`, {
      method: 'POST',
      body: JSON.stringify({ ...query, amount, eip155: { slippage: 1 } }),
    })
    const before = await balanceOf(lab!.address)
    expect(await sendTx(((await built.json()) as { tx: never }).tx)).toBe('0x1')
    expect((await balanceOf(lab!.address)) - before).toBe(BigInt(quote!.toAmount))
  })

  it('refuses a slippage that is not a sane percentage, before anything is built', async () => {
    const built = await fetch(`${server.url}/v1/convert/build-transaction?${IDENTITY}`, {
      method: 'POST',
      body: JSON.stringify({
        amount: '1000',
        eip155: { slippage: 100 },
        from: LUSD,
        to: LAB,
        userAddress: USER,
      }),
    })
    expect(built.status).toBe(400)
  })
})
