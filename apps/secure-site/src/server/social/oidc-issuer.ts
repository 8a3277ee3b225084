import { createRemoteJWKSet, customFetch, type JWTVerifyGetKey } from 'jose'
import { z } from 'zod/mini'
import type { FetchLike } from '../cloud-session.js'
import { SocialProviderUnavailableError } from './social-errors.js'

const DISCOVERY_TIMEOUT_MS = 5000
/** Providers change their metadata rarely; keys rotate, and jose refetches a JWKS for an unknown kid. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000

const url = z.string().check(z.maxLength(2048), z.regex(/^https?:\/\//))
const metadataSchema = z.object({
  issuer: z.string(),
  authorization_endpoint: url,
  token_endpoint: url,
  jwks_uri: url,
  code_challenge_methods_supported: z.optional(z.array(z.string())),
})

export interface OidcIssuer {
  issuer: string
  authorizationEndpoint: string
  tokenEndpoint: string
  keys: JWTVerifyGetKey
}

/**
 * The issuers' metadata (`${issuer}/.well-known/openid-configuration`) and keys, fetched once and
 * kept an hour. A failed fetch is not kept: the next login tries again.
 */
export function createIssuerCache(options: { fetch?: FetchLike; now?: () => number } = {}) {
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init))
  const now = options.now ?? Date.now
  const cache = new Map<string, { at: number; issuer: Promise<OidcIssuer> }>()

  async function discover(issuer: string): Promise<OidcIssuer> {
    let json: unknown
    try {
      const response = await fetchFn(`${issuer}/.well-known/openid-configuration`, {
        signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
      })
      if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
      json = await response.json()
    } catch (error) {
      throw new SocialProviderUnavailableError(`discovery failed: ${(error as Error).message}`)
    }
    const parsed = z.safeParse(metadataSchema, json)
    if (!parsed.success) throw new SocialProviderUnavailableError('discovery answered no usable metadata')
    const metadata = parsed.data
    // OpenID Connect Discovery §4.3: the metadata must name the very issuer asked for.
    if (metadata.issuer !== issuer) {
      throw new SocialProviderUnavailableError(`discovery names issuer ${metadata.issuer}, not ${issuer}`)
    }
    const methods = metadata.code_challenge_methods_supported
    if (methods && !methods.includes('S256')) {
      throw new SocialProviderUnavailableError('the issuer does not support PKCE with S256')
    }
    return {
      issuer,
      authorizationEndpoint: metadata.authorization_endpoint,
      tokenEndpoint: metadata.token_endpoint,
      keys: createRemoteJWKSet(new URL(metadata.jwks_uri), {
        [customFetch]: (input, init) => fetchFn(String(input), init as RequestInit),
      }),
    }
  }

  return {
    get(issuer: string): Promise<OidcIssuer> {
      const hit = cache.get(issuer)
      if (hit && now() - hit.at < DISCOVERY_TTL_MS) return hit.issuer
      const entry = { at: now(), issuer: discover(issuer) }
      entry.issuer.catch(() => {
        if (cache.get(issuer) === entry) cache.delete(issuer)
      })
      cache.set(issuer, entry)
      return entry.issuer
    },
  }
}

export type IssuerCache = ReturnType<typeof createIssuerCache>
