import type { ServerResponse } from 'node:http'
import type { CorsPolicy } from '../../http/preflight.js'

export const SIWX_ALLOWED_METHODS = 'GET, POST, DELETE, OPTIONS'
export const SIWX_ALLOWED_HEADERS = 'authorization, content-type'

/**
 * Any page may call the sign-in API (like the explorer and the origins): it is the dapp's server,
 * and the dapp runs on origins of its own. No cookie is read, so `*` lets no other page act as a
 * visitor; the bearer token is what signs in, and only the page that signed in holds it.
 */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  // A page reads Retry-After on a 429.
  'access-control-expose-headers': 'retry-after',
} as const

/** An answer: JSON when there is a body, never kept by a cache (tokens, sessions). */
export function sendSiwx(
  res: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return
  const text = body === undefined ? '' : JSON.stringify(body)
  res.writeHead(status, {
    ...CORS_HEADERS,
    'cache-control': 'no-store',
    ...(body === undefined
      ? {}
      : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) }),
    ...headers,
  })
  res.end(text)
}

/** The preflight of a page's request with a bearer token or a JSON body. */
export const SIWX_CORS: CorsPolicy = {
  methods: SIWX_ALLOWED_METHODS,
  headers: SIWX_ALLOWED_HEADERS,
  maxAge: 600,
  origin: () => ({ allowed: true, headers: CORS_HEADERS }),
}
