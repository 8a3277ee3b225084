import { afterEach, describe, expect, it } from 'vitest'
import { HttpRequestError, InvalidResponseError } from './errors.js'
import { createOnrampApi } from './onramp-api.js'
import { failure } from './test/failure.js'
import { type FixtureServer, startFixtureServer } from './test/fixture-server.js'

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })

function apiAnswering(body: unknown) {
  const calls: { url: string; body?: unknown }[] = []
  const api = createOnrampApi({
    baseUrl: 'http://127.0.0.1:8787',
    projectId: 'p1',
    sdkVersion: 'test',
    fetch: async (input, init) => {
      calls.push({ url: String(input), body: init?.body && JSON.parse(String(init.body)) })
      return json(body)
    },
  })
  return { api, calls }
}

const REQUEST = {
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  network: '31337',
  purchaseCurrency: 'ETH',
  paymentCurrency: 'USD',
  paymentMethod: 'card',
  fiatAmount: '100',
}

describe('the on-ramp calls', () => {
  it("ask for the provider's URL with spec §7's fields, and the identity parameters", async () => {
    const { api, calls } = apiAnswering({
      url: 'http://127.0.0.1:8787/onramp/buy/1',
      statusUrl: 'http://127.0.0.1:8787/v1/onramp/purchases/1',
    })
    expect(await api.generateUrl(REQUEST)).toEqual({
      url: 'http://127.0.0.1:8787/onramp/buy/1',
      statusUrl: 'http://127.0.0.1:8787/v1/onramp/purchases/1',
    })
    expect(calls[0]!.url).toBe('http://127.0.0.1:8787/v1/generators/onrampurl?projectId=p1&st=appkit&sv=test')
    expect(calls[0]!.body).toMatchObject({
      destinationWallets: [{ address: REQUEST.address, blockchains: ['31337'], assets: ['ETH'] }],
      defaultNetwork: '31337',
      defaultExperience: 'buy',
      presetFiatAmount: '100',
    })
  })

  it('a status URL on another host (an answer steering the SDK elsewhere) is dropped', async () => {
    const { api } = apiAnswering({
      url: 'http://127.0.0.1:8787/onramp/buy/1',
      statusUrl: 'http://evil.example/track',
    })
    expect(await api.generateUrl(REQUEST)).toEqual({ url: 'http://127.0.0.1:8787/onramp/buy/1' })
  })

  it('refuses options of the wrong shape', async () => {
    const { api } = apiAnswering({ purchaseCurrencies: 'ETH' })
    await expect(api.getOptions()).rejects.toThrow()
  })

  it("keeps the provider's URL when the answer names no status URL", async () => {
    const { api } = apiAnswering({ url: 'http://127.0.0.1:8787/onramp/buy/2' })
    expect(await api.generateUrl(REQUEST)).toEqual({ url: 'http://127.0.0.1:8787/onramp/buy/2' })
  })
})

describe('the on-ramp calls over HTTP', () => {
  let server: FixtureServer | undefined
  afterEach(() => server?.close())

  async function onramp() {
    server = await startFixtureServer()
    return createOnrampApi({ baseUrl: server.url, projectId: 'p1', sdkVersion: 'test' })
  }

  const QUOTE = {
    networkFee: { amount: '2.00', currency: 'USD' },
    paymentSubtotal: { amount: '98.00', currency: 'USD' },
    paymentTotal: { amount: '100.00', currency: 'USD' },
    purchaseAmount: { amount: '0.0392', currency: 'ETH' },
    quoteId: 'q1',
  }

  it('posts the quote request as it is and reads the quote', async () => {
    const api = await onramp()
    server!.reply('/v1/onramp/quote', { body: QUOTE })
    const request = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: '31337' }
    expect(await api.getQuote(request)).toEqual(QUOTE)
    const [seen] = server!.received
    expect(seen?.method).toBe('POST')
    expect(JSON.parse(seen!.body)).toEqual(request)
    expect(seen?.url.searchParams.get('projectId')).toBe('p1')
  })

  it.each([
    [429, 'HTTP status code: 429'],
    [500, 'HTTP status code: 500'],
    [503, 'HTTP status code: 503'],
  ])('a %i answer to the options is an HttpRequestError saying %s', async (status, message) => {
    const api = await onramp()
    server!.reply('/v1/onramp/options', { status, body: { message: 'busy' } })
    const error = await failure(api.getOptions())
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ status, message, serverMessage: 'busy' })
  })

  it('a quote that is not JSON is an invalid response, not a quote', async () => {
    const api = await onramp()
    server!.reply('/v1/onramp/quote', { body: '{"networkFee":' })
    const error = await failure(
      api.getQuote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: '31337' }),
    )
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as Error).message).toBe('Invalid response from server')
  })

  it("follows a purchase's status, and refuses a status it does not know", async () => {
    const api = await onramp()
    const statusUrl = `${server!.url}/v1/onramp/purchases/1`
    server!.reply('/v1/onramp/purchases/1', {
      body: { status: 'completed', purchaseAmount: { amount: '0.04', currency: 'ETH' }, txHash: '0xabc' },
    })
    expect(await api.getPurchaseStatus(statusUrl)).toEqual({
      status: 'completed',
      purchaseAmount: { amount: '0.04', currency: 'ETH' },
      txHash: '0xabc',
    })
    server!.reply('/v1/onramp/purchases/1', { body: { status: 'refunded' } })
    await expect(api.getPurchaseStatus(statusUrl)).rejects.toBeInstanceOf(InvalidResponseError)
  })
})
