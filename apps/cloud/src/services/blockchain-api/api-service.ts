import type { IncomingMessage, ServerResponse } from 'node:http'
import { INTERNAL_ERROR_MESSAGE, logInternalError } from '../../edge/internal-error.js'
import { API_FAULTS, SLOW_FAULT_MS } from '../../http/faults.js'
import { guardRequest } from '../../http/guard.js'
import { HttpError } from '../../http/http-error.js'
import type { CorsPolicy } from '../../http/preflight.js'
import { readBody, readJsonBody } from '../../http/read-body.js'
import { send, sendCorsError, sendCorsJson } from '../../http/send.js'
import type { Service } from '../../http/service.js'
import { missingIdentity } from '../explorer/identity.js'
import {
  swapAllowanceEndpoint,
  swapBuildApproveEndpoint,
  swapBuildTransactionEndpoint,
  swapGasPriceEndpoint,
  swapQuoteEndpoint,
  swapTokensEndpoint,
} from '../swap/swap-endpoints.js'
import { type ApiAnswer, type ApiBackend, ok } from './api-context.js'
import { type ApiRoute, matchApiRoute } from './api-routes.js'
import { balanceEndpoint } from './balance-endpoint.js'
import { caip2 } from './caip.js'
import { historyEndpoint } from './history-endpoint.js'
import { identityEndpoint } from './identity-endpoint.js'
import { profileEndpoint, registerEndpoint, reverseEndpoint, suggestionsEndpoint } from './names-endpoints.js'
import { priceEndpoint } from './price-endpoint.js'
import { rpcEndpoint } from './rpc-endpoint.js'

export interface BlockchainApiOptions {
  /**
   * What the API answers from. A promise: the server listens before the database and the chains are
   * up, and requests in that window wait for them (or get 503 if the start failed).
   */
  backend: Promise<ApiBackend>
  /** How long `fault=slow` waits; tests shorten it. */
  slowMs?: number
}

const CORS: CorsPolicy = { methods: 'GET, POST, OPTIONS' }

/** The blockchain API of API.md under /v1: CORS, faults, the identity parameters, then the endpoint. */
export function blockchainApiService(options: BlockchainApiOptions): Service {
  const slowMs = options.slowMs ?? SLOW_FAULT_MS
  // Kept so an early failure is not reported as unhandled; each request reads the outcome itself.
  options.backend.catch(() => undefined)

  return {
    async handle(req, res, url) {
      const route = matchApiRoute(url.pathname)
      if (route === undefined) return false
      const guard = {
        cors: CORS,
        // Under /v1 but no endpoint: any method reaches the 404.
        allowed: route.kind === 'unknown' ? undefined : [route.method],
        faults: API_FAULTS,
        slowMs,
      }
      if (await guardRequest(req, res, url, guard)) return true

      try {
        sendAnswer(res, await answer(req, url, route, options.backend))
      } catch (error) {
        if (error instanceof HttpError) sendCorsError(res, error.status, error.message)
        else {
          // The page learns only the request id; the log has what failed (it may name a node's URL).
          const requestId = logInternalError(res, 'Blockchain API', error)
          sendCorsError(res, 500, `${INTERNAL_ERROR_MESSAGE} (request ${requestId})`)
        }
      }
      return true
    },
  }
}

async function answer(
  req: IncomingMessage,
  url: URL,
  route: ApiRoute,
  backendPromise: Promise<ApiBackend>,
): Promise<ApiAnswer> {
  const params = url.searchParams
  // The JSON-RPC URL carries only chainId and projectId (spec §7); the other calls all three.
  const missing = route.kind === 'rpc' ? missingProjectId(params) : missingIdentity(params)
  if (missing !== undefined) throw new HttpError(400, missing)
  if (route.kind === 'unknown') throw new HttpError(404, `Not found: ${url.pathname}`)
  const backend = await backendPromise.catch((error: unknown) => {
    // The reason (a path, a connection string) is for the log, not for the page.
    console.error(
      `[cloud] the blockchain API did not start: ${error instanceof Error ? error.message : String(error)}`,
    )
    throw new HttpError(503, 'The blockchain API did not start')
  })
  const origin = originOf(req)
  switch (route.kind) {
    case 'supportedChains':
      return ok({
        http: [
          ...backend.chains.map((chain) => caip2(chain.chainId)),
          ...backend.solana.map((chain) => chain.chainId),
        ],
        ws: [],
      })
    case 'balance':
      return balanceEndpoint(backend, origin, route.address, params)
    case 'history':
      return historyEndpoint(backend, origin, route.address, params)
    case 'identity':
      return identityEndpoint(backend, origin, route.address, params)
    case 'profile':
      return profileEndpoint(backend, route.name)
    case 'profileReverse':
      return reverseEndpoint(backend, route.address)
    case 'profileSuggestions':
      return suggestionsEndpoint(backend, route.name, params)
    case 'profileRegister':
      return registerEndpoint(backend, await readJsonBody(req))
    case 'price':
      return priceEndpoint(backend, origin, await readJsonBody(req))
    case 'rpc':
      return rpcEndpoint(backend, origin, params, await readBody(req))
    case 'swapTokens':
      return swapTokensEndpoint(backend, origin, params)
    case 'swapQuote':
      return swapQuoteEndpoint(backend, params)
    case 'swapGasPrice':
      return swapGasPriceEndpoint(backend, params)
    case 'swapAllowance':
      return swapAllowanceEndpoint(backend, params)
    case 'swapBuildApprove':
      return swapBuildApproveEndpoint(backend, params)
    case 'swapBuildTransaction':
      return swapBuildTransactionEndpoint(backend, await readJsonBody(req))
  }
}

function missingProjectId(params: URLSearchParams): string | undefined {
  return (params.get('projectId') ?? '').trim() === '' ? 'Project ID Missing' : undefined
}

/**
 * This server's own origin, from the socket the request came in on: icon URLs then point at the
 * port the cloud really listens on (port 0 in tests), whatever Host header a client sent.
 */
function originOf(req: IncomingMessage): string {
  return `http://${req.socket.localAddress}:${req.socket.localPort}`
}

function sendAnswer(res: ServerResponse, answer: ApiAnswer): void {
  if ('raw' in answer) send(res, answer.status, 'application/json', answer.raw)
  else sendCorsJson(res, answer.status, answer.body)
}
