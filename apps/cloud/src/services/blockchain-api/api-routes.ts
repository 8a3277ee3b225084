import { decodeSegment, underPath } from '../../http/routes.js'

/** The blockchain API's endpoints (API.md), each with the one method it answers. */
export type ApiRoute =
  | { kind: 'supportedChains'; method: 'GET' }
  | { kind: 'balance'; method: 'GET'; address: string | undefined }
  | { kind: 'history'; method: 'GET'; address: string | undefined }
  | { kind: 'identity'; method: 'GET'; address: string | undefined }
  | { kind: 'profile'; method: 'GET'; name: string | undefined }
  | { kind: 'price'; method: 'POST' }
  | { kind: 'rpc'; method: 'POST' }
  /** Under /v1 but no endpoint: 404 from this service rather than from the server. */
  | { kind: 'unknown'; method: 'GET' }

const ACCOUNT = /^\/v1\/account\/([^/]+)\/(balance|history)$/
const IDENTITY = /^\/v1\/identity\/([^/]+)$/
const PROFILE = /^\/v1\/profile\/account\/([^/]+)$/

/** Which endpoint a path is, or undefined when the path is not the blockchain API's (/v1). */
export function matchApiRoute(pathname: string): ApiRoute | undefined {
  if (underPath(pathname, '/v1') === undefined) return undefined
  if (pathname === '/v1' || pathname === '/v1/') return { kind: 'rpc', method: 'POST' }
  if (pathname === '/v1/supported-chains') return { kind: 'supportedChains', method: 'GET' }
  if (pathname === '/v1/fungible/price') return { kind: 'price', method: 'POST' }
  const account = ACCOUNT.exec(pathname)
  if (account) {
    const kind = account[2] === 'balance' ? 'balance' : 'history'
    return { kind, method: 'GET', address: decodeSegment(account[1]!) }
  }
  const identity = IDENTITY.exec(pathname)
  if (identity) return { kind: 'identity', method: 'GET', address: decodeSegment(identity[1]!) }
  const profile = PROFILE.exec(pathname)
  if (profile) return { kind: 'profile', method: 'GET', name: decodeSegment(profile[1]!) }
  return { kind: 'unknown', method: 'GET' }
}
