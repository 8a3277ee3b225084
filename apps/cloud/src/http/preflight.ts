import type { IncomingMessage, ServerResponse } from 'node:http'
import { CORS_HEADERS } from './send.js'

/** Whether a page's origin may call a service, and the CORS headers its answers then carry. */
export interface OriginDecision {
  /** False: the preflight is refused (403), and the service refuses the request itself. */
  allowed: boolean
  headers: Readonly<Record<string, string>>
}

/** A service's CORS rules, in one object the kit answers every preflight from. */
export interface CorsPolicy {
  /** The methods a preflight allows, OPTIONS among them. */
  methods: string
  /** The request headers allowed; by default those the page asks for. */
  headers?: string
  /** The request headers allowed when the page asks for none and `headers` is unset; `*` by default. */
  unnamedHeaders?: string
  /** How long, in seconds, the browser may keep the answer; a day by default. */
  maxAge?: number
  /** Who may call: by default any page, with `access-control-allow-origin: *`. */
  origin?: (req: IncomingMessage) => OriginDecision
}

const ANY_ORIGIN: OriginDecision = { allowed: true, headers: CORS_HEADERS }

/**
 * Answers the request when it is a CORS preflight (OPTIONS): 204 with the policy's methods, headers
 * and lifetime for an allowed origin, 403 for a refused one. Returns whether it answered, so a
 * service's handler starts with `if (answerPreflight(req, res, POLICY)) return true`.
 */
export function answerPreflight(req: IncomingMessage, res: ServerResponse, policy: CorsPolicy): boolean {
  if (req.method !== 'OPTIONS') return false
  const origin = policy.origin?.(req) ?? ANY_ORIGIN
  if (!origin.allowed) {
    res.writeHead(403, origin.headers)
    res.end()
    return true
  }
  res.writeHead(204, {
    ...origin.headers,
    'access-control-allow-methods': policy.methods,
    'access-control-allow-headers':
      policy.headers ?? req.headers['access-control-request-headers'] ?? policy.unnamedHeaders ?? '*',
    'access-control-max-age': String(policy.maxAge ?? 86_400),
  })
  res.end()
  return true
}
