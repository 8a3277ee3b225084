import type { IncomingMessage } from 'node:http'

export const AUTH_ALLOWED_METHODS = 'GET, POST, PUT, OPTIONS'
export const AUTH_ALLOWED_HEADERS = 'authorization, content-type'

export interface CorsDecision {
  /** False: a page on another origin sent it; the request is refused before it does anything. */
  allowed: boolean
  /** Headers for the answer (the allowed origin's, or only `vary`). */
  headers: Record<string, string>
}

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

/** The preflight answer's extra headers for an allowed origin. */
export const PREFLIGHT_HEADERS = {
  'access-control-allow-methods': AUTH_ALLOWED_METHODS,
  'access-control-allow-headers': AUTH_ALLOWED_HEADERS,
  'access-control-max-age': '600',
} as const
