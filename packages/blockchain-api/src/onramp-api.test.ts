import { describe, expect, it } from 'vitest'
import { createOnrampApi } from './onramp-api.js'

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
})
