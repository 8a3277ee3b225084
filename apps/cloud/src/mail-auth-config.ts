import { trustedProxies } from './http/limits/client-ip.js'
import { parseAuthSecret } from './services/auth/auth-secret.js'
import { readSocialConfig, type SocialConfig } from './services/auth/social/social-config.js'
import { assertOrigin, parseAllowedOrigins, parseProjectOrigins } from './services/origins/allowed-origins.js'

/**
 * What the mail, auth and origins services run with (README's table). Every field is optional: a
 * test that passes none gets a free SMTP port, the inbox, the default origins and a random secret.
 */
export interface MailAuthConfig {
  /** The cloud's own SMTP server (the inbox); 0 picks a free port. Tests: 0 when absent. */
  smtpPort?: number
  /** Where mail is sent: smtp://… or smtps://… (nodemailer's URL). Default: the cloud's own server. */
  smtpUrl?: string
  /** The local inbox (SMTP server and /inbox); on unless INBOX=off. */
  inbox?: boolean
  /** The From header of the cloud's mail. */
  mailFrom?: string
  /** The only origin whose pages may call /auth (CORS). */
  secureSiteOrigin?: string
  /** The pepper of the one-time codes' hashes; see auth-secret.ts. */
  authSecret?: string
  /** The cloud's public base URL, for links in mail; default: the address a request came in on. */
  publicUrl?: string
  /** The default list of /projects/v1/origins. */
  allowedOrigins?: string[]
  /** Projects with their own list instead of the default, by project id. */
  projectOrigins?: Record<string, string[]>
  /**
   * The load balancers in front of the cloud (addresses or CIDR ranges): the auth and sign-in limits
   * count a request from one under the client its X-Forwarded-For names. None by default.
   */
  trustedProxies?: string[]
  /**
   * Identity providers configured for social login (SOCIAL_<NAME>_ISSUER, SOCIAL_<NAME>_CLIENT_ID),
   * replacing the cloud's own dev issuer of the same name, and SOCIAL_LINK_BY_EMAIL.
   */
  social?: SocialConfig
  /** The secure site's client secret at the cloud's own dev issuers (SOCIAL_CLIENT_SECRET). */
  socialClientSecret?: string
}

export const DEFAULT_SMTP_PORT = 8789
export const DEFAULT_SECURE_SITE_ORIGIN = 'http://127.0.0.1:4176'
export const DEFAULT_MAIL_FROM = 'AppKit Lab <no-reply@appkit.localhost>'

/** What `pnpm start` runs with when no variable is set. */
export const DEFAULT_MAIL_AUTH_CONFIG = {
  smtpPort: DEFAULT_SMTP_PORT,
  inbox: true,
  mailFrom: DEFAULT_MAIL_FROM,
  secureSiteOrigin: DEFAULT_SECURE_SITE_ORIGIN,
} as const satisfies MailAuthConfig

/**
 * Reads SMTP_PORT, SMTP_URL, INBOX, MAIL_FROM, SECURE_SITE_ORIGIN, AUTH_SECRET, PUBLIC_URL,
 * ALLOWED_ORIGINS, PROJECT_ORIGINS, TRUSTED_PROXIES, the SOCIAL_* settings and SOCIAL_CLIENT_SECRET. A value that cannot be right stops the start with a message naming it.
 */
export function loadMailAuthConfig(env: Record<string, string | undefined>): MailAuthConfig {
  const inbox = readInbox(env.INBOX)
  const smtpUrl = readSmtpUrl(env.SMTP_URL)
  if (!inbox && smtpUrl === undefined) {
    throw new Error('INBOX=off needs SMTP_URL: without the local inbox, mail must go to a real server.')
  }
  const secureSiteOrigin = env.SECURE_SITE_ORIGIN?.trim() || DEFAULT_SECURE_SITE_ORIGIN
  assertOrigin('SECURE_SITE_ORIGIN', secureSiteOrigin)
  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/+$/, '')
  if (publicUrl) assertOrigin('PUBLIC_URL', publicUrl)
  const authSecret = parseAuthSecret(env.AUTH_SECRET)
  const allowedOrigins = parseAllowedOrigins(env.ALLOWED_ORIGINS)
  const projectOrigins = parseProjectOrigins(env.PROJECT_ORIGINS)
  const proxies = readTrustedProxies(env.TRUSTED_PROXIES)
  const social = readSocialConfig(env)
  const socialClientSecret = env.SOCIAL_CLIENT_SECRET?.trim()
  return {
    smtpPort: readSmtpPort(env.SMTP_PORT),
    inbox,
    mailFrom: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    secureSiteOrigin,
    ...(smtpUrl === undefined ? {} : { smtpUrl }),
    ...(authSecret === undefined ? {} : { authSecret }),
    ...(publicUrl ? { publicUrl } : {}),
    ...(allowedOrigins === undefined ? {} : { allowedOrigins }),
    ...(projectOrigins === undefined ? {} : { projectOrigins }),
    ...(proxies.length === 0 ? {} : { trustedProxies: proxies }),
    ...(social.providers.length === 0 && !social.linkByEmail ? {} : { social }),
    ...(socialClientSecret ? { socialClientSecret } : {}),
  }
}

/** Comma-separated; each entry checked now, so a typo stops the start instead of trusting nobody. */
export function readTrustedProxies(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  trustedProxies(entries)
  return entries
}

function readInbox(raw: string | undefined): boolean {
  const value = raw?.trim().toLowerCase() ?? ''
  if (value === '' || value === 'on') return true
  if (value === 'off') return false
  throw new Error(`INBOX must be "on" or "off", got "${raw}".`)
}

function readSmtpUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim()
  if (!value) return undefined
  let protocol: string | undefined
  try {
    protocol = new URL(value).protocol
  } catch {
    protocol = undefined
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new Error(
      'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:password@mail.example:465.',
    )
  }
  return value
}

function readSmtpPort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_SMTP_PORT
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`SMTP_PORT must be a port number between 0 and 65535, got "${raw}".`)
  }
  return port
}
