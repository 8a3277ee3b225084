import type { IncomingMessage } from 'node:http'
import type { CorsPolicy, OriginDecision } from '../../http/preflight.js'

export const AUTH_ALLOWED_METHODS = 'GET, POST, PUT, OPTIONS'
export const AUTH_ALLOWED_HEADERS = 'authorization, content-type'

/** False `allowed`: a page on another origin sent it; the request is refused before it does anything. */
export type CorsDecision = OriginDecision

/**
 * Only the secure site's pages may call the auth API from a browser. A request without an Origin
 * header (curl, a server, a test) is not a browser page's and is served. A foreign Origin is refused
 * outright, not only left unreadable: a form post from another site would otherwise still send mail.
 */
export function decideCors(req: IncomingMessage, secureSiteOrigin: string): CorsDecision {
  const origin = req.headers.origin
  if (origin === undefined) return { allowed: true, headers: { vary: 'origin' } }
  if (origin !== secureSiteOrigin) return { allowed: false, headers: { vary: 'origin' } }
  return {
    allowed: true,
    headers: {
      vary: 'origin',
      'access-control-allow-origin': secureSiteOrigin,
      // The page reads Retry-After on a 429 too, not only the body's retryAfter.
      'access-control-expose-headers': 'retry-after',
    },
  }
}

/** The auth API's CORS rules: the secure site's pages only, with a token or a JSON body. */
export function authCors(secureSiteOrigin: string): CorsPolicy {
  return {
    methods: AUTH_ALLOWED_METHODS,
    headers: AUTH_ALLOWED_HEADERS,
    maxAge: 600,
    origin: (req) => decideCors(req, secureSiteOrigin),
  }
}
