import {
  GasPriceNotSupportedError,
  InsufficientLiquidityError,
  SwapsNotSupportedError,
} from '@appkit/controllers/swap'
import { describe, expect, it } from 'vitest'
import { createSwapApi } from './swap-api.js'

function api(answer: (url: URL, init?: RequestInit) => Response) {
  const asked: { url: URL; body?: unknown }[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    asked.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined })
    return answer(url, init)
  }
  return {
    asked,
    swaps: createSwapApi({ baseUrl: 'http://127.0.0.1:9', projectId: 'p', sdkVersion: '1', fetch }),
  }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('createSwapApi', () => {
  it.each([
    ['Network not supported for Swaps', SwapsNotSupportedError],
    ['Network not supported for Gas Price', GasPriceNotSupportedError],
    ['Insufficient liquidity', InsufficientLiquidityError],
  ])("turns the service's '%s' into its typed error", async (message, type) => {
    const { swaps } = api(() => json({ message }, 400))
    const failure = swaps.getGasPrice({ caipNetworkId: 'eip155:31338' })
    await expect(failure).rejects.toBeInstanceOf(type)
    await expect(failure).rejects.toThrow(message)
  })

  it('reads quotes as integers and asks with the identity parameters', async () => {
    const { swaps, asked } = api(() =>
      json({ quotes: [{ fromAmount: '10', toAmount: '29', priceImpact: 0.4 }] }),
    )
    await expect(swaps.getQuote({ from: 'a', to: 'b', userAddress: 'c', amount: 10n })).resolves.toEqual({
      fromAmount: 10n,
      toAmount: 29n,
      priceImpact: 0.4,
    })
    expect(Object.fromEntries(asked[0]!.url.searchParams)).toEqual({
      projectId: 'p',
      st: 'appkit',
      sv: '1',
      from: 'a',
      to: 'b',
      userAddress: 'c',
      amount: '10',
    })
  })

  it('posts the swap with the slippage and sends it to the plain address of the CAIP-10 id', async () => {
    const { swaps, asked } = api(() => json({ tx: { to: 'eip155:1:0xpool', data: '0xab', value: '5' } }))
    const call = await swaps.buildSwap({ from: 'a', to: 'b', userAddress: 'c', amount: 5n, slippage: 1 })
    expect(call).toEqual({ to: '0xpool', data: '0xab', value: 5n })
    expect(asked[0]!.body).toMatchObject({ amount: '5', eip155: { slippage: 1 }, from: 'a', to: 'b' })
  })

  it('refuses a transaction whose data is not hex', async () => {
    const { swaps } = api(() => json({ tx: { to: '0xpool', data: 'rm -rf', value: '0' } }))
    await expect(swaps.buildApprove({ from: 'a', to: 'b', userAddress: 'c', amount: 1n })).rejects.toThrow(
      'Invalid response from server',
    )
  })
})
