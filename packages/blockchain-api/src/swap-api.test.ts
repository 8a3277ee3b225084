import {
  GasPriceNotSupportedError,
  InsufficientLiquidityError,
  SwapsNotSupportedError,
} from '@appkit/controllers/swap'
import { afterEach, describe, expect, it } from 'vitest'
import { HttpRequestError, InvalidResponseError, NetworkRequestError } from './errors.js'
import { createSwapApi } from './swap-api.js'
import { failure } from './test/failure.js'
import { type FixtureServer, startFixtureServer } from './test/fixture-server.js'

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

  it("lists the network's tokens with their logo as the icon, asking by CAIP-2 id", async () => {
    const ether = {
      name: 'Ether',
      symbol: 'ETH',
      address: 'eip155:1:0xeeee',
      decimals: 18,
      logoUri: 'http://x/eth',
    }
    const dollar = { name: 'Lab USD', symbol: 'LUSD', address: 'eip155:1:0xaa', decimals: 6 }
    const { swaps, asked } = api(() => json({ tokens: [ether, dollar] }))
    expect(await swaps.getTokens({ caipNetworkId: 'eip155:1' })).toEqual([
      { name: 'Ether', symbol: 'ETH', address: 'eip155:1:0xeeee', decimals: 18, iconUrl: 'http://x/eth' },
      { name: 'Lab USD', symbol: 'LUSD', address: 'eip155:1:0xaa', decimals: 6, iconUrl: undefined },
    ])
    expect(asked[0]!.url.pathname).toBe('/v1/convert/tokens')
    expect(asked[0]!.url.searchParams.get('chainId')).toBe('eip155:1')
  })

  it('asks for what buys an amount out, and reads a quote without a price impact as none', async () => {
    const { swaps, asked } = api(() => json({ quotes: [{ fromAmount: '7', toAmount: '20' }] }))
    await expect(swaps.getQuote({ from: 'a', to: 'b', userAddress: 'c', amountOut: 20n })).resolves.toEqual({
      fromAmount: 7n,
      toAmount: 20n,
      priceImpact: 0,
    })
    expect(asked[0]!.url.searchParams.get('amountOut')).toBe('20')
    expect(asked[0]!.url.searchParams.has('amount')).toBe(false)
  })

  it('refuses an answer with no quote in it', async () => {
    const { swaps } = api(() => json({ quotes: [] }))
    const error = await failure(swaps.getQuote({ from: 'a', to: 'b', userAddress: 'c', amount: 1n }))
    expect(error).toBeInstanceOf(InvalidResponseError)
  })

  it('refuses a gas price that is not an integer, and an answer that is not JSON', async () => {
    const { swaps } = api((url) =>
      url.pathname.endsWith('gas-price')
        ? json({ standard: '1.5' })
        : new Response('<html>', { status: 200 }),
    )
    await expect(swaps.getGasPrice({ caipNetworkId: 'eip155:1' })).rejects.toBeInstanceOf(
      InvalidResponseError,
    )
    await expect(swaps.getAllowance({ tokenAddress: 't', userAddress: 'u' })).rejects.toThrow(
      'Invalid response from server',
    )
  })

  it('reads the allowance as an integer, asking for the token and the account', async () => {
    const { swaps, asked } = api(() => json({ allowance: '123456789012345678901234567890' }))
    await expect(
      swaps.getAllowance({ tokenAddress: 'eip155:1:0xaa', userAddress: 'eip155:1:0xme' }),
    ).resolves.toBe(123456789012345678901234567890n)
    expect(asked[0]!.url.searchParams.get('tokenAddress')).toBe('eip155:1:0xaa')
    expect(asked[0]!.url.searchParams.get('userAddress')).toBe('eip155:1:0xme')
  })

  it('builds the approval of the amount as a call to the plain token address', async () => {
    const { swaps, asked } = api(() =>
      json({ tx: { to: 'eip155:1:0xtoken', data: '0x095ea7b3', value: '0' } }),
    )
    await expect(swaps.buildApprove({ from: 'a', to: 'b', userAddress: 'c', amount: 42n })).resolves.toEqual({
      to: '0xtoken',
      data: '0x095ea7b3',
      value: 0n,
    })
    expect(asked[0]!.url.pathname).toBe('/v1/convert/build-approve')
    expect(asked[0]!.url.searchParams.get('amount')).toBe('42')
  })

  it("keeps any other refusal as the service's HTTP error, words and status", async () => {
    const { swaps } = api((url) =>
      url.pathname.endsWith('quotes')
        ? json({ message: 'Invalid amount' }, 400)
        : json({ message: 'Insufficient liquidity' }, 500),
    )
    const refused = await failure(swaps.getQuote({ from: 'a', to: 'b', userAddress: 'c', amount: 1n }))
    expect(refused).toBeInstanceOf(HttpRequestError)
    expect(refused).toMatchObject({ status: 400, serverMessage: 'Invalid amount' })
    // Only a 400 carries spec §8's refusals: a 500 that says the words is still a server error.
    const broken = await failure(swaps.getGasPrice({ caipNetworkId: 'eip155:1' }))
    expect(broken).toBeInstanceOf(HttpRequestError)
    expect(broken).not.toBeInstanceOf(InsufficientLiquidityError)
    expect((broken as Error).message).toBe('HTTP status code: 500')
  })

  it('says the service could not be reached when no answer came', async () => {
    const swaps = createSwapApi({
      baseUrl: 'http://127.0.0.1:9',
      projectId: 'p',
      sdkVersion: '1',
      fetch: async () => {
        throw new TypeError('fetch failed')
      },
    })
    await expect(swaps.getTokens({ caipNetworkId: 'eip155:1' })).rejects.toBeInstanceOf(NetworkRequestError)
  })

  describe("over the page's own fetch", () => {
    let server: FixtureServer | undefined
    afterEach(() => server?.close())

    it("posts the swap to the service and reads a 400's words as spec §8's refusal", async () => {
      server = await startFixtureServer()
      server.reply('/v1/convert/build-transaction', {
        status: 400,
        body: { message: 'Insufficient liquidity' },
      })
      const swaps = createSwapApi({ baseUrl: server.url, projectId: 'p', sdkVersion: '1' })
      const error = await failure(
        swaps.buildSwap({ from: 'a', to: 'b', userAddress: 'c', amount: 9n, slippage: 1 }),
      )
      expect(error).toBeInstanceOf(InsufficientLiquidityError)
      expect((error as Error).message).toBe('Insufficient liquidity')
      expect(server.received[0]?.method).toBe('POST')
      expect(JSON.parse(server.received[0]!.body)).toMatchObject({ projectId: 'p', disableEstimate: true })
    })
  })
})
