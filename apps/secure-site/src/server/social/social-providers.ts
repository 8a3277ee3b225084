import { readFileSync } from 'node:fs'
import { z } from 'zod/mini'
import { SOCIAL_PROVIDERS, type SocialProviderName } from '../../shared/social-api.js'

/** One identity provider: an OpenID Connect issuer and this site's client there. */
export interface SocialProviderConfig {
  issuer: string
  clientId: string
  /** Sent with HTTP Basic at the token endpoint; without it the client is public (PKCE alone). */
  clientSecret?: string | undefined
  scopes: string[]
}

export type SocialProviders = Partial<Record<SocialProviderName, SocialProviderConfig>>

/** The cloud's dev issuers (apps/cloud: one per provider name) know this client. */
export const DEV_CLIENT_ID = 'appkit-secure-site'
export const DEV_CLIENT_SECRET = 'appkit-secure-site-dev-secret'
const DEFAULT_SCOPES = ['openid', 'email', 'profile']

const httpsOrLoopback = (value: string) => {
  try {
    const url = new URL(value)
    const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost'
    return (url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) && !url.search && !url.hash
  } catch {
    return false
  }
}

const providerSchema = z.object({
  issuer: z.string().check(z.maxLength(2048), z.refine(httpsOrLoopback, 'an https URL (http on loopback)')),
  clientId: z.string().check(z.minLength(1), z.maxLength(512)),
  clientSecret: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
  scopes: z.optional(
    z.array(z.string().check(z.regex(/^[\x21\x23-\x5b\x5d-\x7e]+$/))).check(z.minLength(1), z.maxLength(32)),
  ),
})
const providersSchema = z.partialRecord(z.enum(SOCIAL_PROVIDERS), providerSchema)

/** Every provider at the cloud's dev issuers `${cloudUrl}/oidc/<provider>`. */
export function devSocialProviders(cloudUrl: string): SocialProviders {
  const providers: SocialProviders = {}
  for (const name of SOCIAL_PROVIDERS) {
    providers[name] = {
      issuer: `${cloudUrl}/oidc/${name}`,
      clientId: DEV_CLIENT_ID,
      clientSecret: DEV_CLIENT_SECRET,
      scopes: DEFAULT_SCOPES,
    }
  }
  return providers
}

/**
 * SECURE_SITE_SOCIAL_PROVIDERS: JSON (`{"google":{"issuer":…,"clientId":…}}`), or the path of a
 * file holding it. Unset: undefined (the cloud's dev issuers). A value that cannot be right stops
 * the start with a message naming the variable and the field.
 */
export function readSocialProviders(raw: string | undefined): SocialProviders | undefined {
  const value = raw?.trim()
  if (!value) return undefined
  let text = value
  if (!value.startsWith('{')) {
    try {
      text = readFileSync(value, 'utf8')
    } catch {
      throw new Error(`SECURE_SITE_SOCIAL_PROVIDERS is neither JSON nor a readable file: "${value}".`)
    }
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error('SECURE_SITE_SOCIAL_PROVIDERS is not valid JSON.')
  }
  const parsed = z.safeParse(providersSchema, json)
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`)
    throw new Error(`SECURE_SITE_SOCIAL_PROVIDERS is wrong: ${fields.join('; ')}`)
  }
  const providers: SocialProviders = {}
  for (const [name, config] of Object.entries(parsed.data) as [
    SocialProviderName,
    z.output<typeof providerSchema>,
  ][]) {
    providers[name] = {
      ...config,
      issuer: config.issuer.replace(/\/+$/, ''),
      scopes: config.scopes ?? DEFAULT_SCOPES,
    }
  }
  return providers
}
