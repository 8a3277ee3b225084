import { type Address, encodeFunctionData, erc20Abi, getAddress, maxUint256 } from 'viem'
import { HttpError } from '../../http/http-error.js'
import type { ApiAnswer, ApiBackend } from '../blockchain-api/api-context.js'
import { ok } from '../blockchain-api/api-context.js'
import { caip10, NATIVE_ADDRESS, parseCaip2, parseCaip10 } from '../blockchain-api/caip.js'
import { tokenIconUrl } from '../blockchain-api/icons.js'
import { callJsonRpc } from '../chains/json-rpc.js'
import { minimumOut, priceImpactPercent } from './pool-math.js'
import { LAB_SWAP_ABI, PoolLiquidityError, poolReader } from './pool-reader.js'
import { hasPool, NATIVE_TOKEN, type SwapDeployment } from './swap-pools.js'

/** Spec §8's words, which the SDK shows as they are. */
export const SWAPS_NOT_SUPPORTED = 'Network not supported for Swaps'
export const GAS_PRICE_NOT_SUPPORTED = 'Network not supported for Gas Price'
export const INSUFFICIENT_LIQUIDITY = 'Insufficient liquidity'

/** What the API says of a network it does not serve, for the request's path (a test's armed fault). */
export function unsupportedNetworkRefusal(pathname: string): string {
  return pathname.startsWith('/v1/convert/gas-price') ? GAS_PRICE_NOT_SUPPORTED : SWAPS_NOT_SUPPORTED
}

/** Above this a "swap" is a gift to whoever trades next: refused rather than built. */
const MAX_SLIPPAGE_PERCENT = 50

interface Where {
  deployment: SwapDeployment
  rpcUrl: string
}

function swapsOn(backend: ApiBackend, chainId: number | undefined, message = SWAPS_NOT_SUPPORTED): Where {
  const deployment = backend.swaps?.find((candidate) => candidate.chainId === chainId)
  const chain = backend.chains.find((candidate) => candidate.chainId === chainId)
  if (!deployment || !chain) throw new HttpError(400, message)
  return { deployment, rpcUrl: chain.rpcUrl }
}

/** A CAIP-10 token of the request: its chain and its address in the pool contract's terms. */
function tokenParam(value: unknown, name: string): { chainId: number; token: Address } {
  const id = typeof value === 'string' ? parseCaip10(value) : undefined
  if (!id) throw new HttpError(400, `Invalid ${name}: expected a CAIP-10 id`)
  const token = id.address.toLowerCase() === NATIVE_ADDRESS ? NATIVE_TOKEN : getAddress(id.address)
  return { chainId: id.chainId, token }
}

function amountParam(value: unknown, name: string): bigint {
  if (typeof value !== 'string' || !/^[0-9]{1,78}$/.test(value) || BigInt(value) === 0n) {
    throw new HttpError(400, `Invalid ${name}: expected a positive integer in the token's smallest unit`)
  }
  return BigInt(value)
}

/** The pair of a quote or a swap, on one chain that has pools. */
function pairOf(backend: ApiBackend, from: unknown, to: unknown) {
  const source = tokenParam(from, 'from')
  const target = tokenParam(to, 'to')
  const where = swapsOn(backend, source.chainId)
  if (target.chainId !== source.chainId) throw new HttpError(400, 'from and to must be on one chain')
  if (source.token === target.token) throw new HttpError(400, 'from and to must differ')
  if (!hasPool(where.deployment, source.token, target.token)) throw new HttpError(400, INSUFFICIENT_LIQUIDITY)
  return { ...where, chainId: source.chainId, tokenIn: source.token, tokenOut: target.token }
}

async function liquid<T>(read: Promise<T>): Promise<T> {
  try {
    return await read
  } catch (error) {
    if (error instanceof PoolLiquidityError) throw new HttpError(400, INSUFFICIENT_LIQUIDITY)
    throw error
  }
}

/** GET /v1/convert/tokens: the native coin and every token with a pool on the chain. */
export function swapTokensEndpoint(backend: ApiBackend, origin: string, params: URLSearchParams): ApiAnswer {
  const chainId = parseCaip2(params.get('chainId'))
  const { deployment } = swapsOn(backend, chainId)
  const listed = new Set(deployment.pools.flatMap((pool) => [pool.tokenA, pool.tokenB]))
  // Every chain the cloud runs is an anvil: its coin is ETH.
  const native = { address: NATIVE_ADDRESS, name: 'Ether', symbol: 'ETH', decimals: 18 }
  const tokens = backend.tokens.filter((token) => token.chainId === chainId && listed.has(token.address))
  return ok({
    tokens: [native, ...tokens].map((token) => ({
      name: token.name,
      symbol: token.symbol,
      address: caip10(chainId!, token.address),
      decimals: token.decimals,
      logoUri: tokenIconUrl(origin, token),
    })),
  })
}

/**
 * GET /v1/convert/quotes: `amount` of `from` sold (or, with `amountOut`, what buys that much of
 * `to`), answered by the pool contract itself, with the trade's price impact.
 */
export async function swapQuoteEndpoint(backend: ApiBackend, params: URLSearchParams): Promise<ApiAnswer> {
  const pair = pairOf(backend, params.get('from') ?? undefined, params.get('to') ?? undefined)
  const pool = poolReader(pair.rpcUrl, pair.deployment.address)
  const wanted = params.get('amountOut')
  const [fromAmount, toAmount] = wanted
    ? await liquid(
        pool
          .amountIn(pair.tokenIn, pair.tokenOut, amountParam(wanted, 'amountOut'))
          .then((input) => [input, BigInt(wanted)]),
      )
    : await liquid(
        (async () => {
          const input = amountParam(params.get('amount') ?? undefined, 'amount')
          return [input, await pool.amountOut(pair.tokenIn, pair.tokenOut, input)]
        })(),
      )
  const [reserveIn, reserveOut] = await pool.reserves(pair.tokenIn, pair.tokenOut)
  return ok({
    quotes: [
      {
        id: null,
        fromAccount: params.get('from'),
        fromAmount: fromAmount!.toString(),
        toAccount: params.get('to'),
        toAmount: toAmount!.toString(),
        priceImpact: priceImpactPercent(fromAmount!, toAmount!, reserveIn, reserveOut),
      },
    ],
  })
}

/** GET /v1/convert/gas-price: the node's gas price, for the chains that have swaps. */
export async function swapGasPriceEndpoint(backend: ApiBackend, params: URLSearchParams): Promise<ApiAnswer> {
  const { rpcUrl } = swapsOn(backend, parseCaip2(params.get('chainId')), GAS_PRICE_NOT_SUPPORTED)
  const price = BigInt((await callJsonRpc(rpcUrl, 'eth_gasPrice')) as string).toString()
  return ok({ standard: price, fast: price, instant: price })
}

/** GET /v1/convert/allowance: what the pool contract may take of the user's token. */
export async function swapAllowanceEndpoint(
  backend: ApiBackend,
  params: URLSearchParams,
): Promise<ApiAnswer> {
  const token = tokenParam(params.get('tokenAddress') ?? undefined, 'tokenAddress')
  const user = tokenParam(params.get('userAddress') ?? undefined, 'userAddress')
  const { deployment, rpcUrl } = swapsOn(backend, token.chainId)
  // The native coin is sent with the swap: nothing to approve.
  if (token.token === NATIVE_TOKEN) return ok({ allowance: maxUint256.toString() })
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'allowance',
    args: [user.token, deployment.address],
  })
  const result = (await callJsonRpc(rpcUrl, 'eth_call', [{ to: token.token, data }, 'latest'])) as string
  return ok({ allowance: BigInt(result).toString() })
}

/** GET /v1/convert/build-approve: the user's approval of `amount` (unlimited without one) of `from`. */
export function swapBuildApproveEndpoint(backend: ApiBackend, params: URLSearchParams): ApiAnswer {
  const pair = pairOf(backend, params.get('from') ?? undefined, params.get('to') ?? undefined)
  const user = tokenParam(params.get('userAddress') ?? undefined, 'userAddress')
  if (pair.tokenIn === NATIVE_TOKEN) throw new HttpError(400, 'The native coin needs no approval')
  const raw = params.get('amount')
  const amount = raw === null ? maxUint256 : amountParam(raw, 'amount')
  return ok({
    tx: {
      from: caip10(pair.chainId, user.token),
      to: caip10(pair.chainId, pair.tokenIn),
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [pair.deployment.address, amount],
      }),
      value: '0',
    },
  })
}

/**
 * POST /v1/convert/build-transaction: the swap of `amount` of `from` for `to`, with the least
 * accepted out `eip155.slippage` percent below the pool's quote now.
 */
export async function swapBuildTransactionEndpoint(backend: ApiBackend, body: unknown): Promise<ApiAnswer> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'Invalid body')
  const fields = body as Record<string, unknown>
  const pair = pairOf(backend, fields.from, fields.to)
  const user = tokenParam(fields.userAddress, 'userAddress')
  const amount = amountParam(fields.amount, 'amount')
  const slippage = (fields.eip155 as { slippage?: unknown } | undefined)?.slippage
  const percent = typeof slippage === 'string' ? Number(slippage) : slippage
  if (
    typeof percent !== 'number' ||
    !Number.isFinite(percent) ||
    percent < 0 ||
    percent > MAX_SLIPPAGE_PERCENT
  ) {
    throw new HttpError(
      400,
      `Invalid eip155.slippage: expected a percentage from 0 to ${MAX_SLIPPAGE_PERCENT}`,
    )
  }
  const pool = poolReader(pair.rpcUrl, pair.deployment.address)
  const quoted = await liquid(pool.amountOut(pair.tokenIn, pair.tokenOut, amount))
  const gasPrice = BigInt((await callJsonRpc(pair.rpcUrl, 'eth_gasPrice')) as string)
  return ok({
    tx: {
      from: caip10(pair.chainId, user.token),
      to: caip10(pair.chainId, pair.deployment.address),
      data: encodeFunctionData({
        abi: LAB_SWAP_ABI,
        functionName: 'swap',
        args: [pair.tokenIn, pair.tokenOut, amount, minimumOut(quoted, percent), user.token],
      }),
      value: (pair.tokenIn === NATIVE_TOKEN ? amount : 0n).toString(),
      amountOut: quoted.toString(),
      minAmountOut: minimumOut(quoted, percent).toString(),
      eip155: { gasPrice: gasPrice.toString() },
    },
  })
}
