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
const [lusd, lab, zero] = testTokensFor([CHAIN_ID])
const LUSD = `eip155:${CHAIN_ID}:${lusd!.address}`
const LAB = `eip155:${CHAIN_ID}:${lab!.address}`
const ZERO = `eip155:${CHAIN_ID}:${zero!.address}`
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

async function buildTransaction(body: unknown) {
  const response = await fetch(`${server.url}/v1/convert/build-transaction?${IDENTITY}`, {
    method: 'POST',
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const refused = (message: string) => ({ status: 400, body: { message } })

describe('the swap API refuses what it cannot trade, saying why', () => {
  const amountError = "Invalid amount: expected a positive integer in the token's smallest unit"

  it('a token that is not a CAIP-10 id', async () => {
    expect(
      await get('/v1/convert/quotes', { amount: '1', from: 'ETH', to: LUSD, userAddress: USER }),
    ).toEqual(refused('Invalid from: expected a CAIP-10 id'))
    expect(await get('/v1/convert/quotes', { amount: '1', from: NATIVE, userAddress: USER })).toEqual(
      refused('Invalid to: expected a CAIP-10 id'),
    )
    expect(await get('/v1/convert/allowance', { tokenAddress: LUSD, userAddress: trader })).toEqual(
      refused('Invalid userAddress: expected a CAIP-10 id'),
    )
  })

  it('an unknown chain, or no chain at all, is a network without swaps', async () => {
    const elsewhere = `eip155:999:${lusd!.address}`
    expect(
      await get('/v1/convert/quotes', { amount: '1', from: elsewhere, to: LUSD, userAddress: USER }),
    ).toEqual(refused('Network not supported for Swaps'))
    expect(await get('/v1/convert/tokens', {})).toEqual(refused('Network not supported for Swaps'))
    expect(await get('/v1/convert/gas-price', { chainId: 'eip155:999' })).toEqual(
      refused('Network not supported for Gas Price'),
    )
    expect(
      await get('/v1/convert/allowance', {
        tokenAddress: `eip155:31338:${lusd!.address}`,
        userAddress: USER,
      }),
    ).toEqual(refused('Network not supported for Swaps'))
  })

  it('a pair across two chains, a token for itself, and a pair without a pool', async () => {
    const onB = `eip155:31338:${lusd!.address}`
    expect(
      await get('/v1/convert/quotes', { amount: '1', from: NATIVE, to: onB, userAddress: USER }),
    ).toEqual(refused('from and to must be on one chain'))
    expect(await get('/v1/convert/quotes', { amount: '1', from: LUSD, to: LUSD, userAddress: USER })).toEqual(
      refused('from and to must differ'),
    )
    expect(await get('/v1/convert/quotes', { amount: '1', from: LUSD, to: ZERO, userAddress: USER })).toEqual(
      refused('Insufficient liquidity'),
    )
  })

  it('an amount that is missing, zero, negative, a fraction or more digits than a uint256', async () => {
    for (const amount of [undefined, '0', '-5', '1.5', '1e18', '9'.repeat(79)]) {
      const query = { from: NATIVE, to: LUSD, userAddress: USER, ...(amount === undefined ? {} : { amount }) }
      expect(await get('/v1/convert/quotes', query), String(amount)).toEqual(refused(amountError))
    }
    expect(
      await get('/v1/convert/quotes', { amountOut: '0', from: NATIVE, to: LUSD, userAddress: USER }),
    ).toEqual(refused("Invalid amountOut: expected a positive integer in the token's smallest unit"))
  })

  it('quotes what an amount out costs, the amount out exactly as asked', async () => {
    const amountOut = `${3000n * 10n ** 6n}`
    const { status, body } = await get('/v1/convert/quotes', {
      amountOut,
      from: NATIVE,
      to: LUSD,
      userAddress: USER,
    })
    expect(status).toBe(200)
    const [quote] = body.quotes as { fromAmount: string; toAmount: string }[]
    expect(quote!.toAmount).toBe(amountOut)
    // ≈ 1 ETH at the pool's 3000 LUSD, a little more for the fee and the price moving.
    expect(BigInt(quote!.fromAmount)).toBeGreaterThan(10n ** 18n)
    expect(BigInt(quote!.fromAmount)).toBeLessThan((102n * 10n ** 18n) / 100n)
  })

  it('no approval for the native coin; without an amount the approval is unlimited', async () => {
    expect(await get('/v1/convert/build-approve', { from: NATIVE, to: LUSD, userAddress: USER })).toEqual(
      refused('The native coin needs no approval'),
    )
    const { body } = await get('/v1/convert/build-approve', { from: LUSD, to: LAB, userAddress: USER })
    const { data } = body.tx as { data: string }
    // approve(pool, 2^256 - 1): the amount is the last word of the call data.
    expect(data.slice(-64)).toBe('f'.repeat(64))
  })

  it('a swap body that is not an object, or whose slippage is missing, negative or not a number', async () => {
    for (const body of [null, [1], 'swap']) {
      expect(await buildTransaction(body), JSON.stringify(body)).toEqual(refused('Invalid body'))
    }
    const swap = { amount: '1000', from: LUSD, to: LAB, userAddress: USER }
    for (const eip155 of [undefined, { slippage: -1 }, { slippage: 'lots' }, { slippage: null }]) {
      expect(await buildTransaction({ ...swap, eip155 }), JSON.stringify(eip155)).toEqual(
        refused('Invalid eip155.slippage: expected a percentage from 0 to 50'),
      )
    }
  })

  it('a slippage given as a string is read as the percentage it says', async () => {
    const amount = `${10n ** 16n}`
    const { status, body } = await buildTransaction({
      amount,
      eip155: { slippage: '2' },
      from: NATIVE,
      to: LUSD,
      userAddress: USER,
    })
    expect(status).toBe(200)
    const tx = body.tx as { amountOut: string; minAmountOut: string; value: string }
    expect(BigInt(tx.minAmountOut)).toBe((BigInt(tx.amountOut) * 98n) / 100n)
    // The native coin sold is the transaction's value.
    expect(tx.value).toBe(amount)
  })
})
