import { createRouter, type PathParams } from '../../http/router.js'
import { decodeSegment, underPath } from '../../http/routes.js'

/** The blockchain API's endpoints (API.md), each with the one method it answers. */
export type ApiRoute =
  | { kind: 'supportedChains'; method: 'GET' }
  | { kind: 'balance'; method: 'GET'; address: string | undefined }
  | { kind: 'history'; method: 'GET'; address: string | undefined }
  | { kind: 'identity'; method: 'GET'; address: string | undefined }
  | { kind: 'profile'; method: 'GET'; name: string | undefined }
  | { kind: 'profileReverse'; method: 'GET'; address: string | undefined }
  | { kind: 'profileSuggestions'; method: 'GET'; name: string | undefined }
  | { kind: 'profileRegister'; method: 'POST' }
  | { kind: 'price'; method: 'POST' }
  | { kind: 'rpc'; method: 'POST' }
  | {
      kind: 'swapTokens' | 'swapQuote' | 'swapGasPrice' | 'swapAllowance' | 'swapBuildApprove'
      method: 'GET'
    }
  | { kind: 'swapBuildTransaction'; method: 'POST' }
  /** Under /v1 but no endpoint: 404 from this service rather than from the server. */
  | { kind: 'unknown'; method: 'GET' }

const ENDPOINTS = createRouter<ApiRoute>([
  { path: '/v1', route: () => ({ kind: 'rpc', method: 'POST' }) },
  { path: '/v1/', route: () => ({ kind: 'rpc', method: 'POST' }) },
  { path: '/v1/supported-chains', route: () => ({ kind: 'supportedChains', method: 'GET' }) },
  { path: '/v1/fungible/price', route: () => ({ kind: 'price', method: 'POST' }) },
  { path: '/v1/account/:address/balance', route: (p) => addressRoute('balance', p) },
  { path: '/v1/account/:address/history', route: (p) => addressRoute('history', p) },
  { path: '/v1/identity/:address', route: (p) => addressRoute('identity', p) },
  { path: '/v1/convert/tokens', route: () => ({ kind: 'swapTokens', method: 'GET' }) },
  { path: '/v1/convert/quotes', route: () => ({ kind: 'swapQuote', method: 'GET' }) },
  { path: '/v1/convert/gas-price', route: () => ({ kind: 'swapGasPrice', method: 'GET' }) },
  { path: '/v1/convert/allowance', route: () => ({ kind: 'swapAllowance', method: 'GET' }) },
  { path: '/v1/convert/build-approve', route: () => ({ kind: 'swapBuildApprove', method: 'GET' }) },
  { path: '/v1/convert/build-transaction', route: () => ({ kind: 'swapBuildTransaction', method: 'POST' }) },
  {
    path: '/v1/profile/account/:name',
    route: (p) => ({ kind: 'profile', method: 'GET', name: decodeSegment(p.name!) }),
  },
  { path: '/v1/profile/account', route: () => ({ kind: 'profileRegister', method: 'POST' }) },
  {
    path: '/v1/profile/reverse/:address',
    route: (p) => ({ kind: 'profileReverse', method: 'GET', address: decodeSegment(p.address!) }),
  },
  {
    path: '/v1/profile/suggestions/:name',
    route: (p) => ({ kind: 'profileSuggestions', method: 'GET', name: decodeSegment(p.name!) }),
  },
])

/** Which endpoint a path is, or undefined when the path is not the blockchain API's (/v1). */
export function matchApiRoute(pathname: string): ApiRoute | undefined {
  if (underPath(pathname, '/v1') === undefined) return undefined
  return ENDPOINTS(pathname) ?? { kind: 'unknown', method: 'GET' }
}

function addressRoute(kind: 'balance' | 'history' | 'identity', params: PathParams): ApiRoute {
  return { kind, method: 'GET', address: decodeSegment(params.address!) }
}
