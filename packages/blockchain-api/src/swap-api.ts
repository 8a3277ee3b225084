import { HttpRequestError, RPC_TIMEOUT_MS } from '@appkit/common'
import {
  GasPriceNotSupportedError,
  InsufficientLiquidityError,
  type SwapApi,
  type SwapCall,
  SwapsNotSupportedError,
} from '@appkit/controllers/swap'
import { z } from 'zod'
import { buildUrl, normalizeBaseUrl, type QueryValue } from './build-url.js'
import type { FetchFn } from './fetch-body.js'
import { requestJson } from './request-json.js'

export interface SwapApiOptions {
  baseUrl: string
  projectId: string
  sdkVersion: string
  fetch?: FetchFn
}

const integer = z.string().regex(/^[0-9]+$/, 'an integer as a decimal string')

const tokensSchema = z.object({
  tokens: z.array(
    z.object({
      name: z.string(),
      symbol: z.string(),
      address: z.string(),
      decimals: z.number().int().min(0).max(255),
      logoUri: z.string().optional(),
    }),
  ),
})
const quotesSchema = z.object({
  quotes: z
    .array(z.object({ fromAmount: integer, toAmount: integer, priceImpact: z.number().optional() }))
    .min(1),
})
const gasPriceSchema = z.object({ standard: integer })
const allowanceSchema = z.object({ allowance: integer })
const txSchema = z.object({
  tx: z.object({ to: z.string(), data: z.string().regex(/^0x[0-9a-fA-F]*$/), value: integer }),
})

/** The service's words for spec §8's swap failures, and the error each becomes. */
const REFUSALS: [string, (cause: Error) => Error][] = [
  ['Network not supported for Swaps', (cause) => new SwapsNotSupportedError({ cause })],
  ['Network not supported for Gas Price', (cause) => new GasPriceNotSupportedError({ cause })],
  ['Insufficient liquidity', (cause) => new InsufficientLiquidityError({ cause })],
]

function typedRefusal(error: unknown): unknown {
  if (!(error instanceof HttpRequestError) || error.status !== 400) return error
  const refusal = REFUSALS.find(([words]) => error.details?.startsWith(words))
  return refusal ? refusal[1](error) : error
}

/** A transaction of the service: its `to` a CAIP-10 id, sent to the plain address. */
function toCall(tx: z.infer<typeof txSchema>['tx']): SwapCall {
  return { to: tx.to.split(':').at(-1)!, data: tx.data, value: BigInt(tx.value) }
}

/** The swap calls of spec §7 (/v1/convert/…), never cached: a quote is the pool's now. */
export function createSwapApi(options: SwapApiOptions): SwapApi {
  const base = normalizeBaseUrl(options.baseUrl)
  const fetchFn: FetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const identity = { projectId: options.projectId, st: 'appkit', sv: options.sdkVersion }
  async function call<T>(
    path: string,
    query: Record<string, QueryValue>,
    schema: z.ZodType<T>,
    json?: unknown,
  ) {
    try {
      return await requestJson(fetchFn, buildUrl(base, path, { ...identity, ...query }), schema, {
        timeoutMs: RPC_TIMEOUT_MS,
        ...(json === undefined ? {} : { json }),
      })
    } catch (error) {
      throw typedRefusal(error)
    }
  }
  return {
    async getTokens({ caipNetworkId }) {
      const { tokens } = await call('/v1/convert/tokens', { chainId: caipNetworkId }, tokensSchema)
      return tokens.map(({ logoUri, ...token }) => ({ ...token, iconUrl: logoUri }))
    },
    async getQuote({ from, to, userAddress, amount, amountOut }) {
      const query = { from, to, userAddress, amount: amount?.toString(), amountOut: amountOut?.toString() }
      const [quote] = (await call('/v1/convert/quotes', query, quotesSchema)).quotes
      return {
        fromAmount: BigInt(quote!.fromAmount),
        toAmount: BigInt(quote!.toAmount),
        priceImpact: quote!.priceImpact ?? 0,
      }
    },
    async getGasPrice({ caipNetworkId }) {
      return BigInt(
        (await call('/v1/convert/gas-price', { chainId: caipNetworkId }, gasPriceSchema)).standard,
      )
    },
    async getAllowance({ tokenAddress, userAddress }) {
      return BigInt(
        (await call('/v1/convert/allowance', { tokenAddress, userAddress }, allowanceSchema)).allowance,
      )
    },
    async buildApprove({ from, to, userAddress, amount }) {
      const { tx } = await call(
        '/v1/convert/build-approve',
        { from, to, userAddress, amount: amount.toString() },
        txSchema,
      )
      return toCall(tx)
    },
    async buildSwap({ from, to, userAddress, amount, slippage }) {
      const body = {
        amount: amount.toString(),
        eip155: { slippage },
        projectId: options.projectId,
        from,
        to,
        userAddress,
        disableEstimate: true,
      }
      return toCall((await call('/v1/convert/build-transaction', {}, txSchema, body)).tx)
    },
  }
}
