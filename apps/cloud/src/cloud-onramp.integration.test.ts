import { formatEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCloud } from './cloud.js'
import type { Cloud } from './cloud-info.js'
import { callJsonRpc } from './services/chains/json-rpc.js'
import { quoteOnramp } from './services/onramp/onramp-quote.js'

// The on-ramp of a started cloud: options, quotes, a purchase's URL, and its provider page paid
// by test card or bank account, the Ether landing on the chain (or not).

let cloud: Cloud
const api = (path: string) => `${cloud.url}${path}?projectId=lab&st=appkit&sv=test`

beforeAll(async () => {
  cloud = await startCloud({
    host: '127.0.0.1',
    port: 0,
    relayPort: 0,
    chains: [{ chainId: 31337, port: 0 }],
  })
}, 60_000)
afterAll(() => cloud?.stop())

const balanceOf = async (address: string) =>
  BigInt((await callJsonRpc(cloud.chains[0]!.rpcUrl, 'eth_getBalance', [address, 'latest'])) as string)

async function newPurchase(
  amount = '100',
  address = privateKeyToAccount(generatePrivateKey()).address,
  paymentMethod = 'card',
) {
  const response = await fetch(api('/v1/generators/onrampurl'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      destinationWallets: [{ address, blockchains: ['31337'], assets: ['ETH'] }],
      defaultNetwork: '31337',
      partnerUserId: address,
      defaultExperience: 'buy',
      presetFiatAmount: amount,
      fiatCurrency: 'USD',
      paymentMethod,
    }),
  })
  return { response, address }
}

const pay = (url: string, form: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  })

const card = (number: string) => ({ method: 'card', number, expiry: '12/39', cvc: '123' })

describe('the on-ramp', () => {
  it("offers Ether on the cloud's chain, paid in USD or EUR within spec §9's limits", async () => {
    const options = await (await fetch(api('/v1/onramp/options'))).json()
    expect(options.purchaseCurrencies[0]).toMatchObject({ symbol: 'ETH', networks: [{ chain_id: '31337' }] })
    expect(options.paymentCurrencies.map((c: { id: string }) => c.id)).toEqual(['USD', 'EUR'])
    expect(options.paymentCurrencies[1].payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'bank_account', min: '10.00', max: '25000.00' },
    ])
  })

  it('quotes with the fee of the method, and refuses an amount outside its limits', async () => {
    const quote = (amount: string, paymentMethod: string) =>
      fetch(api('/v1/onramp/quote'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          purchaseCurrency: 'ETH',
          paymentCurrency: 'EUR',
          amount,
          network: '31337',
          paymentMethod,
        }),
      })
    expect(await (await quote('200', 'bank_account')).json()).toMatchObject({
      networkFee: { amount: '2.00', currency: 'EUR' },
      paymentTotal: { amount: '200.00', currency: 'EUR' },
    })
    const tooMuch = await quote('7500.01', 'card')
    expect(tooMuch.status).toBe(400)
    expect(await tooMuch.json()).toEqual({ message: 'The maximum is 7500.00 EUR' })
  })

  it('sends the quoted Ether once the test card pays, and shows the purchase complete', async () => {
    const { response, address } = await newPurchase('100')
    const { url, statusUrl } = await response.json()
    expect((await (await fetch(statusUrl)).json()).status).toBe('open')
    const page = await pay(url, card('4242424242424242'))
    expect(await page.text()).toContain('Purchase complete')
    expect(await balanceOf(address)).toBe(quoteOnramp(10_000n, 'USD', 'card').wei)
    expect(await (await fetch(statusUrl)).json()).toMatchObject({
      status: 'completed',
      txHash: expect.any(String),
    })
  })

  it('a declined card ends the purchase with its error and moves nothing', async () => {
    const { response, address } = await newPurchase('50')
    const { url, statusUrl } = await response.json()
    expect(await (await pay(url, card('4000000000000002'))).text()).toContain('Your card was declined.')
    expect(await (await fetch(statusUrl)).json()).toMatchObject({
      status: 'failed',
      error: 'Your card was declined.',
    })
    // The good card afterwards does not revive it.
    await pay(url, card('4242424242424242'))
    expect(await balanceOf(address)).toBe(0n)
  })

  it('replayed payment: submitting the same checkout twice at once sends the Ether once', async () => {
    const { response, address } = await newPurchase('100')
    const { url } = await response.json()
    await Promise.all([pay(url, card('4242424242424242')), pay(url, card('4242424242424242'))])
    expect(await balanceOf(address)).toBe(quoteOnramp(10_000n, 'USD', 'card').wei)
  })

  it('a bad card number is a form error that keeps the checkout open', async () => {
    const { response } = await newPurchase('20')
    const { url, statusUrl } = await response.json()
    const page = await pay(url, card('4242424242424241'))
    expect(page.status).toBe(400)
    expect(await page.text()).toContain('Enter a valid card number')
    expect((await (await fetch(statusUrl)).json()).status).toBe('open')
  })

  it('framing the checkout (clickjacking) is refused by its headers', async () => {
    const { response } = await newPurchase('20')
    const page = await fetch((await response.json()).url)
    expect(page.headers.get('x-frame-options')).toBe('DENY')
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  it('refuses a purchase to a malformed address or an unserved network, or outside the limits', async () => {
    expect((await newPurchase('100', '0x1234')).response.status).toBe(400)
    expect((await newPurchase('9.99')).response.status).toBe(400)
    expect((await newPurchase('7500.01')).response.status).toBe(400)
  })
})

const post = (path: string, body: unknown) =>
  fetch(api(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('the on-ramp refuses what it cannot sell, saying why', () => {
  const order = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: '31337' }
  const refusal = async (response: Response) => ({ status: response.status, body: await response.json() })

  it.each([
    [{ purchaseCurrency: 'BTC' }, 'Invalid purchaseCurrency: only ETH is sold'],
    [{ network: '1' }, 'Invalid network: 1 is not served'],
    [{ paymentCurrency: 'GBP' }, 'Invalid paymentCurrency: expected USD or EUR'],
    [{ paymentMethod: 'paypal' }, 'Invalid paymentMethod: expected card or bank_account'],
    [{ amount: '10.001' }, 'Invalid amount: expected a decimal with at most 2 places'],
    [{ amount: '9.99' }, 'The minimum is 10.00 USD'],
  ])('a quote for %j: %s', async (patch, message) => {
    expect(await refusal(await post('/v1/onramp/quote', { ...order, ...patch }))).toEqual({
      status: 400,
      body: { message },
    })
  })

  it('quotes a network named as CAIP-2, and reads a body that is not an object as an empty order', async () => {
    expect((await post('/v1/onramp/quote', { ...order, network: 'eip155:31337' })).status).toBe(200)
    expect(await refusal(await post('/v1/onramp/quote', [order]))).toEqual({
      status: 400,
      body: { message: 'Invalid amount: expected a decimal with at most 2 places' },
    })
  })

  it('a purchase with no destination wallet is refused', async () => {
    expect(await refusal(await post('/v1/generators/onrampurl', { defaultNetwork: '31337' }))).toEqual({
      status: 400,
      body: { message: 'Invalid destinationWallets: expected [{ address, blockchains }]' },
    })
  })

  it('an unknown purchase has no status and no checkout page', async () => {
    const status = await fetch(api('/v1/onramp/purchases/0123456789abcdef'))
    expect(await refusal(status)).toEqual({ status: 404, body: { message: 'Unknown purchase' } })
    const page = await fetch(`${cloud.url}/onramp/buy/0123456789abcdef`)
    expect(page.status).toBe(404)
    expect(await page.text()).toContain('This purchase does not exist')
  })
})

describe('the checkout page', () => {
  it('pays by bank account once the holder and the account are given', async () => {
    const { response, address } = await newPurchase('200', undefined, 'bank_account')
    const { url, statusUrl } = await response.json()
    const missing = await pay(url, { method: 'bank_account', holder: 'Alice', account: ' ' })
    expect(missing.status).toBe(400)
    expect(await missing.text()).toContain('Enter the account holder and the account number')
    const page = await pay(url, {
      method: 'bank_account',
      holder: 'Alice',
      account: 'DE89370400440532013000',
    })
    expect(await page.text()).toContain('Purchase complete')
    const wei = quoteOnramp(20_000n, 'USD', 'bank_account').wei
    expect(await balanceOf(address)).toBe(wei)
    expect(await (await fetch(statusUrl)).json()).toMatchObject({
      status: 'completed',
      purchaseAmount: { amount: formatEther(wei), currency: 'ETH' },
    })
  })

  it.each([
    [{}, 'Choose card or bank account'],
    [{ ...card('4242424242424242'), expiry: '01/20' }, 'This card has expired'],
    [{ ...card('4242424242424242'), expiry: '13/39' }, 'Enter the expiry as MM/YY'],
    [{ ...card('4242424242424242'), cvc: '1' }, 'Enter the 3-digit security code'],
    [card('4111111111111111'), 'Use a test card: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined'],
  ])('a form of %j is refused with %s, and the checkout stays open', async (form, message) => {
    const { response } = await newPurchase('20')
    const { url, statusUrl } = await response.json()
    const page = await pay(url, form as Record<string, string>)
    expect(page.status).toBe(400)
    expect(await page.text()).toContain(message)
    expect((await (await fetch(statusUrl)).json()).status).toBe('open')
  })

  it("a card cannot pay more than the card's limit, whatever the purchase was opened with", async () => {
    const { response, address } = await newPurchase('8000', undefined, 'bank_account')
    const { url } = await response.json()
    const page = await pay(url, card('4242424242424242'))
    expect(page.status).toBe(400)
    expect(await page.text()).toContain('The maximum is 7500.00 USD')
    expect(await balanceOf(address)).toBe(0n)
  })
})
