import { RPC_TIMEOUT_MS } from '@appkit/common'
import type { OnrampApi } from '@appkit/controllers'
import { z } from 'zod'
import { buildUrl, normalizeBaseUrl } from './build-url.js'
import type { FetchFn } from './fetch-body.js'
import { requestJson } from './request-json.js'

const amountSchema = z.object({ amount: z.string(), currency: z.string() })

export const onrampOptionsSchema = z.object({
  purchaseCurrencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      symbol: z.string(),
      networks: z.array(
        z.object({
          name: z.string(),
          display_name: z.string(),
          chain_id: z.string(),
          contract_address: z.string(),
        }),
      ),
    }),
  ),
  paymentCurrencies: z.array(
    z.object({
      id: z.string(),
      payment_method_limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })),
    }),
  ),
})

export const onrampQuoteSchema = z.object({
  networkFee: amountSchema,
  paymentSubtotal: amountSchema,
  paymentTotal: amountSchema,
  purchaseAmount: amountSchema,
  quoteId: z.string(),
})

const urlSchema = z.object({ url: z.string(), statusUrl: z.string().optional() })

const statusSchema = z.object({
  status: z.enum(['open', 'sending', 'completed', 'failed']),
  purchaseAmount: amountSchema.optional(),
  txHash: z.string().optional(),
  error: z.string().optional(),
})

export interface OnrampApiOptions {
  baseUrl: string
  projectId: string
  sdkVersion: string
  fetch?: FetchFn
}

/** The on-ramp calls of spec §7 over the blockchain API; every answer checked before use. */
export function createOnrampApi(options: OnrampApiOptions): OnrampApi {
  const base = normalizeBaseUrl(options.baseUrl)
  const fetchFn: FetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const url = (path: string) =>
    buildUrl(base, path, { projectId: options.projectId, st: 'appkit', sv: options.sdkVersion })
  const timeoutMs = RPC_TIMEOUT_MS
  return {
    getOptions: ({ signal } = {}) =>
      requestJson(fetchFn, url('/v1/onramp/options'), onrampOptionsSchema, { signal, timeoutMs }),
    getQuote: (request, { signal } = {}) =>
      requestJson(fetchFn, url('/v1/onramp/quote'), onrampQuoteSchema, { signal, timeoutMs, json: request }),
    generateUrl: async (request) => {
      const started = await requestJson(fetchFn, url('/v1/generators/onrampurl'), urlSchema, {
        timeoutMs,
        json: {
          destinationWallets: [
            { address: request.address, blockchains: [request.network], assets: [request.purchaseCurrency] },
          ],
          defaultNetwork: request.network,
          partnerUserId: request.address,
          defaultExperience: 'buy',
          presetFiatAmount: request.fiatAmount,
          fiatCurrency: request.paymentCurrency,
          paymentMethod: request.paymentMethod,
        },
      })
      // The purchase is read only from the dapp's own API, never from a host the answer names.
      const sameOrigin = started.statusUrl && new URL(started.statusUrl).origin === new URL(base).origin
      return sameOrigin ? started : { url: started.url }
    },
    getPurchaseStatus: (statusUrl, { signal } = {}) =>
      requestJson(fetchFn, statusUrl, statusSchema, { signal, timeoutMs }),
  }
}
