import { z } from 'zod'

/** Spec §3's social logins; each is an OpenID Connect issuer with a client of the secure site. */
export const SOCIAL_PROVIDER_NAMES = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProviderName = (typeof SOCIAL_PROVIDER_NAMES)[number]

export interface SocialProvider {
  name: SocialProviderName
  /** Exactly as the issuer's discovery document and its ID tokens' `iss` say it. */
  issuer: string
  /** The secure site's client id at this issuer: the `aud` its ID tokens must carry. */
  clientId: string
}

export interface SocialConfig {
  providers: readonly SocialProvider[]
  /** A first social login whose verified email is an email user's joins that user (off by default). */
  linkByEmail: boolean
}

/** The client id the cloud's own dev issuers register for the secure site. */
export const DEV_SOCIAL_CLIENT_ID = 'appkit-secure-site'

/** The cloud's own issuers (services/oidc), one per provider name under `${cloudUrl}/oidc/`. */
export function devSocialProviders(cloudUrl: string): SocialProvider[] {
  return SOCIAL_PROVIDER_NAMES.map((name) => ({
    name,
    issuer: `${cloudUrl}/oidc/${name}`,
    clientId: DEV_SOCIAL_CLIENT_ID,
  }))
}

const issuerUrl = z
  .string()
  .trim()
  .refine((raw) => /^https?:$/.test(URL.parse(raw)?.protocol ?? ''), 'expected an http(s) URL')

const flag = z.preprocess(
  (raw) => (typeof raw === 'string' ? raw.trim().toLowerCase() : raw),
  z.enum(['', '0', '1', 'false', 'true']).optional(),
)

/**
 * SOCIAL_<NAME>_ISSUER with SOCIAL_<NAME>_CLIENT_ID for each provider name (both or neither), and
 * SOCIAL_LINK_BY_EMAIL (1 or true). A wrong value stops the start, naming it.
 */
export function readSocialConfig(env: Record<string, string | undefined>): SocialConfig {
  const problems: string[] = []
  const providers: SocialProvider[] = []
  for (const name of SOCIAL_PROVIDER_NAMES) {
    const key = `SOCIAL_${name.toUpperCase()}`
    const issuer = env[`${key}_ISSUER`]?.trim() || undefined
    const clientId = env[`${key}_CLIENT_ID`]?.trim() || undefined
    if (issuer === undefined && clientId === undefined) continue
    if (issuer === undefined || clientId === undefined) {
      problems.push(`${key}_ISSUER and ${key}_CLIENT_ID go together: set both or neither.`)
      continue
    }
    if (!issuerUrl.safeParse(issuer).success) {
      problems.push(`${key}_ISSUER must be the issuer's http(s) URL, got "${issuer}".`)
      continue
    }
    providers.push({ name, issuer, clientId })
  }
  const link = flag.safeParse(env.SOCIAL_LINK_BY_EMAIL)
  if (!link.success) problems.push(`SOCIAL_LINK_BY_EMAIL must be 1 or 0, got "${env.SOCIAL_LINK_BY_EMAIL}".`)
  if (problems.length > 0) throw new Error(problems.join('\n'))
  return { providers, linkByEmail: link.data === '1' || link.data === 'true' }
}

/** Providers named in `configured` replace the same names in `defaults`. */
export function withProviders(
  defaults: readonly SocialProvider[],
  configured: readonly SocialProvider[],
): SocialProvider[] {
  const named = new Set(configured.map((provider) => provider.name))
  return [...defaults.filter((provider) => !named.has(provider.name)), ...configured]
}
