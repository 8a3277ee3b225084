import { DEFAULT_DATA_DIR } from './package-paths.js'
import { readSocialProviders, type SocialProviders } from './social/social-providers.js'

/** Everything binds to loopback: this server is for this machine only. */
export const SECURE_SITE_HOST = '127.0.0.1'
export const DEFAULT_SECURE_SITE_PORT = 4176
export const DEFAULT_CLOUD_URL = 'http://127.0.0.1:8787'
export const DEFAULT_MAIL_FROM = 'AppKit secure site <no-reply@secure-site.localhost>'

export interface ServerConfig {
  port: number
  cloudUrl: string
  dataDir: string
  /** SECURE_SITE_RECOVERY_KEY: 64 hex digits; else the key kept in the data directory. */
  recoveryKey: string | undefined
  /** SECURE_SITE_SMTP_URL: this server's own mail for recovery codes; none → no recovery by code. */
  smtpUrl: string | undefined
  /** SECURE_SITE_MAIL_FROM. */
  mailFrom: string
  /** SECURE_SITE_SOCIAL_PROVIDERS (JSON or a file); unset: the cloud's dev issuers. */
  socialProviders?: SocialProviders
  /** SECURE_SITE_PUBLIC_HOST: `localhost` for passkeys (WebAuthn refuses an IP address). */
  publicHost: 'localhost' | typeof SECURE_SITE_HOST
  /** SECURE_SITE_FARCASTER_RPC_URL: the node of the chain with Farcaster's ID registry. */
  farcasterRpcUrl?: string
}

/**
 * Reads SECURE_SITE_PORT, CLOUD_URL, SECURE_SITE_DATA_DIR, SECURE_SITE_RECOVERY_KEY, the mail, the
 * social providers and SECURE_SITE_PUBLIC_HOST. A value that
 * cannot be right stops the start with a message naming it.
 */
export function loadServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const socialProviders = readSocialProviders(env.SECURE_SITE_SOCIAL_PROVIDERS)
  return {
    port: readPort(env.SECURE_SITE_PORT),
    cloudUrl: readCloudUrl(env.CLOUD_URL),
    dataDir: env.SECURE_SITE_DATA_DIR?.trim() || DEFAULT_DATA_DIR,
    recoveryKey: readRecoveryKey(env.SECURE_SITE_RECOVERY_KEY),
    smtpUrl: readSmtpUrl(env.SECURE_SITE_SMTP_URL),
    mailFrom: env.SECURE_SITE_MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    ...(socialProviders ? { socialProviders } : {}),
    publicHost: readPublicHost(env.SECURE_SITE_PUBLIC_HOST),
    ...(env.SECURE_SITE_FARCASTER_RPC_URL?.trim()
      ? { farcasterRpcUrl: readRpcUrl(env.SECURE_SITE_FARCASTER_RPC_URL.trim()) }
      : {}),
  }
}

function readPublicHost(raw: string | undefined): ServerConfig['publicHost'] {
  const host = raw?.trim() || SECURE_SITE_HOST
  if (host !== 'localhost' && host !== SECURE_SITE_HOST) {
    throw new Error(
      `SECURE_SITE_PUBLIC_HOST must be localhost or 127.0.0.1 (it listens there), got "${raw}".`,
    )
  }
  return host
}

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_SECURE_SITE_PORT
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`SECURE_SITE_PORT must be a port number between 0 and 65535, got "${raw}".`)
  }
  return port
}

function readCloudUrl(raw: string | undefined): string {
  const value = raw?.trim().replace(/\/+$/, '') || DEFAULT_CLOUD_URL
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {
    url = undefined
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new Error(`CLOUD_URL must be an http(s) URL such as ${DEFAULT_CLOUD_URL}, got "${raw}".`)
  }
  return value
}

function readSmtpUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim()
  if (!value) return undefined
  if (!/^smtps?:\/\/[^\s]+$/.test(value)) {
    throw new Error(
      `SECURE_SITE_SMTP_URL must be an smtp:// or smtps:// URL such as smtp://127.0.0.1:2525, got "${raw}".`,
    )
  }
  return value
}

/** Checked here, not at first use: a wrong key would seal shares no later start could open. */
export function readRecoveryKey(raw: string | undefined): string | undefined {
  const value = raw?.trim()
  if (!value) return undefined
  if (!/^[0-9a-fA-F]{64}$/.test(value)) {
    throw new Error('SECURE_SITE_RECOVERY_KEY must be 64 hex digits (32 bytes), e.g. openssl rand -hex 32.')
  }
  return value.toLowerCase()
}

function readRpcUrl(raw: string): string {
  const protocol = URL.canParse(raw) ? new URL(raw).protocol : ''
  if (protocol !== 'http:' && protocol !== 'https:')
    throw new Error(`SECURE_SITE_FARCASTER_RPC_URL must be an http(s) URL, got "${raw}".`)
  return raw
}
