import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { formatEther, isAddress } from 'viem'
import { logInternalError } from '../../edge/internal-error.js'
import { API_FAULTS, SLOW_FAULT_MS } from '../../http/faults.js'
import { guardRequest } from '../../http/guard.js'
import { HttpError } from '../../http/http-error.js'
import { readBody, readJsonBody } from '../../http/read-body.js'
import { createRouter } from '../../http/router.js'
import { send, sendCorsError, sendCorsJson } from '../../http/send.js'
import type { Service } from '../../http/service.js'
import type { ApiBackend } from '../blockchain-api/api-context.js'
import { deliverEther } from './deliver-ether.js'
import { isFiatCurrency, isPaymentMethod, onrampOptions, type PaymentMethod } from './onramp-catalogue.js'
import { limitError, parseFiatCents, quoteBody, quoteOnramp } from './onramp-quote.js'
import { createPurchaseStore, type Purchase, type PurchaseStore } from './onramp-store.js'
import {
  checkoutPage,
  type FormError,
  outcomePage,
  PROVIDER_PAGE_CSP,
  unknownPurchasePage,
} from './provider-page.js'
import { checkCard, DECLINED_MESSAGE } from './test-cards.js'

type Route = { kind: 'options' | 'quote' | 'url' } | { kind: 'status' | 'page'; id: string }

const ROUTES = createRouter<Route>([
  { path: '/v1/onramp/options', route: () => ({ kind: 'options' }) },
  { path: '/v1/onramp/quote', route: () => ({ kind: 'quote' }) },
  { path: '/v1/generators/onrampurl', route: () => ({ kind: 'url' }) },
  { path: '/v1/onramp/purchases/:id', route: (p) => ({ kind: 'status', id: p.id! }) },
  { path: '/onramp/buy/:id', route: (p) => ({ kind: 'page', id: p.id! }) },
])

const METHODS: Record<Route['kind'], string[]> = {
  options: ['GET'],
  quote: ['POST'],
  url: ['POST'],
  status: ['GET'],
  page: ['GET', 'POST'],
}

export interface OnrampServiceOptions {
  backend: Promise<ApiBackend>
  slowMs?: number
}

/**
 * The on-ramp of spec §7 (options, quotes, the provider URL) and the provider itself: a checkout
 * page where a person pays by test card or bank account, after which the cloud sends the Ether.
 */
export function onrampService(options: OnrampServiceOptions): Service {
  options.backend.catch(() => undefined)
  const store = options.backend.then((backend) => createPurchaseStore(backend.db))
  store.catch(() => undefined)
  return {
    async handle(req, res, url) {
      const route = ROUTES(url.pathname)
      if (route === undefined) return false
      const guard = {
        cors: { methods: 'GET, POST, OPTIONS' },
        allowed: METHODS[route.kind],
        faults: API_FAULTS,
        slowMs: options.slowMs ?? SLOW_FAULT_MS,
      }
      if (await guardRequest(req, res, url, guard)) return true
      try {
        const backend = await options.backend
        await answer(req, res, route, backend, await store)
      } catch (error) {
        if (error instanceof HttpError) sendCorsError(res, error.status, error.message)
        else {
          const id = logInternalError(res, 'On-ramp', error)
          sendCorsError(res, 500, `Internal error (request ${id})`)
        }
      }
      return true
    },
  }
}

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  route: Route,
  backend: ApiBackend,
  store: PurchaseStore,
): Promise<void> {
  const chainIds = backend.chains.map((chain) => chain.chainId)
  switch (route.kind) {
    case 'options':
      return sendCorsJson(res, 200, onrampOptions(chainIds))
    case 'quote': {
      const body = objectOf(await readJsonBody(req))
      const { currency, method, totalCents } = checkOrder(
        body.paymentCurrency,
        body.paymentMethod,
        body.amount,
      )
      if (body.purchaseCurrency !== 'ETH')
        throw new HttpError(400, 'Invalid purchaseCurrency: only ETH is sold')
      chainOf(backend, body.network)
      const quote = quoteOnramp(totalCents, currency, method)
      return sendCorsJson(res, 200, quoteBody(quote, currency, randomBytes(8).toString('hex')))
    }
    case 'url': {
      const body = objectOf(await readJsonBody(req))
      const wallet = Array.isArray(body.destinationWallets) ? objectOf(body.destinationWallets[0]) : {}
      if (typeof wallet.address !== 'string' || !isAddress(wallet.address, { strict: false }))
        throw new HttpError(400, 'Invalid destinationWallets: expected [{ address, blockchains }]')
      const chain = chainOf(backend, body.defaultNetwork)
      const { currency, method, totalCents } = checkOrder(
        body.fiatCurrency,
        body.paymentMethod,
        body.presetFiatAmount,
      )
      const id = randomBytes(16).toString('hex')
      await store.create({
        id,
        address: wallet.address,
        chainId: chain.chainId,
        currency,
        totalCents,
        paymentMethod: method,
      })
      const origin = `http://${req.headers.host ?? `${req.socket.localAddress}:${req.socket.localPort}`}`
      return sendCorsJson(res, 200, {
        url: `${origin}/onramp/buy/${id}`,
        statusUrl: `${origin}/v1/onramp/purchases/${id}`,
      })
    }
    case 'status': {
      const purchase = await store.get(route.id)
      if (!purchase) throw new HttpError(404, 'Unknown purchase')
      return sendCorsJson(res, 200, statusBody(purchase))
    }
    case 'page':
      return answerPage(req, res, route.id, backend, store)
  }
}

async function answerPage(
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
  backend: ApiBackend,
  store: PurchaseStore,
): Promise<void> {
  const headers = {
    'content-security-policy': PROVIDER_PAGE_CSP,
    'x-frame-options': 'DENY',
    'cache-control': 'no-store',
  }
  const page = (status: number, html: string) => send(res, status, 'text/html; charset=utf-8', html, headers)
  let purchase = await store.get(id)
  if (!purchase) return page(404, unknownPurchasePage())
  const network = networkName(purchase.chainId)
  if (req.method === 'POST' && purchase.status === 'open') {
    const form = new URLSearchParams(await readBody(req, 4096))
    const error = await pay(purchase, form, backend, store)
    if (error) return page(400, checkoutPage(purchase, network, error))
    purchase = (await store.get(id)) ?? purchase
  }
  if (purchase.status === 'open') return page(200, checkoutPage(purchase, network))
  return page(200, outcomePage(purchase, network))
}

/** Takes the payment; a form error leaves the purchase open, a decline or a failed transfer ends it. */
async function pay(
  purchase: Purchase,
  form: URLSearchParams,
  backend: ApiBackend,
  store: PurchaseStore,
): Promise<FormError | undefined> {
  const method = form.get('method')
  if (!isPaymentMethod(method)) return { method: 'card', message: 'Choose card or bank account' }
  const limit = limitError(purchase.totalCents, method, purchase.currency)
  if (limit) return { method, message: limit }
  if (method === 'card') {
    const card = checkCard(
      { number: form.get('number') ?? '', expiry: form.get('expiry') ?? '', cvc: form.get('cvc') ?? '' },
      new Date(),
    )
    if (!card.ok) return { method, message: card.message }
    if (card.outcome === 'declined') {
      await store.fail(purchase.id, DECLINED_MESSAGE)
      return undefined
    }
  } else if (!(form.get('holder') ?? '').trim() || !(form.get('account') ?? '').trim()) {
    return { method, message: 'Enter the account holder and the account number' }
  }
  const { wei } = quoteOnramp(purchase.totalCents, purchase.currency, method)
  // Only the request that moves it out of `open` pays: a second submit finds it taken.
  const claimed = await store.claim(purchase.id, method, wei)
  if (!claimed) return undefined
  const chain = backend.chains.find((c) => c.chainId === purchase.chainId)
  try {
    if (!chain) throw new Error(`Chain ${purchase.chainId} is not served`)
    await store.complete(purchase.id, await deliverEther(chain.rpcUrl, purchase.address, wei))
  } catch (error) {
    console.error(`[cloud] on-ramp ${purchase.id}: ${error instanceof Error ? error.message : String(error)}`)
    await store.fail(purchase.id, 'The provider could not send the Ether. Nothing was charged.')
  }
  return undefined
}

function statusBody(p: Purchase) {
  return {
    id: p.id,
    status: p.status,
    chainId: `eip155:${p.chainId}`,
    address: p.address,
    ...(p.wei === undefined ? {} : { purchaseAmount: { amount: formatEther(p.wei), currency: 'ETH' } }),
    ...(p.txHash ? { txHash: p.txHash } : {}),
    ...(p.error ? { error: p.error } : {}),
  }
}

function objectOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

/** The currency, method and amount of an order, each checked, the amount within the method's limits. */
function checkOrder(currencyIn: unknown, methodIn: unknown, amountIn: unknown) {
  const currency = currencyIn ?? 'USD'
  if (!isFiatCurrency(currency)) throw new HttpError(400, 'Invalid paymentCurrency: expected USD or EUR')
  const method = methodIn ?? 'card'
  if (!isPaymentMethod(method))
    throw new HttpError(400, 'Invalid paymentMethod: expected card or bank_account')
  const totalCents = parseFiatCents(amountIn)
  if (totalCents === undefined)
    throw new HttpError(400, 'Invalid amount: expected a decimal with at most 2 places')
  const limit = limitError(totalCents, method, currency)
  if (limit) throw new HttpError(400, limit)
  return { currency, method: method as PaymentMethod, totalCents }
}

/** The served chain a network names ("31337", 31337 or "eip155:31337"). */
function chainOf(backend: ApiBackend, network: unknown) {
  const id = Number(String(network ?? '').replace(/^eip155:/, ''))
  const chain = backend.chains.find((c) => c.chainId === id)
  if (!chain) throw new HttpError(400, `Invalid network: ${String(network)} is not served`)
  return chain
}

const networkName = (chainId: number) =>
  chainId === 31337 ? 'Anvil' : chainId === 31338 ? 'Anvil B' : `chain ${chainId}`
