import { type Address, isAddress } from 'viem'
import { z } from 'zod'
import { loadEdgeConfig } from '../edge/edge-config.js'
import type { LogLevel } from '../logging/logger.js'
import { DEFAULT_MAIL_FROM, readTrustedProxies } from '../mail-auth-config.js'
import { parseAuthSecret } from '../services/auth/auth-secret.js'
import { readSocialConfig, type SocialConfig } from '../services/auth/social/social-config.js'
import type { SolanaEndpoint } from '../services/blockchain-api/api-context.js'
import type { ChainInfo } from '../services/chains/chains.js'
import { ID_REGISTRY_ADDRESS } from '../services/farcaster/id-registry.js'
import {
  assertOrigin,
  parseAllowedOrigins,
  parseProjectOrigins,
} from '../services/origins/allowed-origins.js'
import { type ProjectFeatures, parseProjectFeatures } from '../services/remote-config/project-features.js'
import type { SiwxLimits } from '../services/siwx/siwx-limits.js'
import { loadSiwxConfig } from '../siwx-config.js'

/** The services a production instance can run; /health and /metrics always answer. */
export const PRODUCTION_SERVICES = [
  'api',
  'auth',
  'siwx',
  'relay',
  'explorer',
  'origins',
  'analytics',
] as const
export type ProductionService = (typeof PRODUCTION_SERVICES)[number]

/**
 * Settings of the dev cloud only: local chains, the inbox, test routes, a data directory. Set in
 * production, they would mean a deployment that believes it has something it does not.
 */
export const DEV_ONLY_SETTINGS = [
  'CLOUD_TEST_MODE',
  'CLOUD_DATA_DIR',
  'ANVIL_A_PORT',
  'ANVIL_B_PORT',
  'INBOX',
  'SMTP_PORT',
  'BITCOIN_FUND',
  // The client secret at the dev cloud's own OpenID Connect issuers, which production never mounts.
  'SOCIAL_CLIENT_SECRET',
] as const

/** Under the 30 s a process manager (Kubernetes, systemd, docker stop) waits before SIGKILL. */
export const DEFAULT_SHUTDOWN_DEADLINE_MS = 25_000

export interface ProductionConfig {
  services: ReadonlySet<ProductionService>
  databaseUrl: string
  /** The relay's shared state across instances. */
  redisUrl?: string
  /** Listen address of both ports. */
  host: string
  port: number
  relayPort: number
  /** Names the ports answer to (ALLOWED_HOSTS and PUBLIC_URL's host). */
  allowedHosts: string[]
  /** Pages that may open the relay (TRUSTED_ORIGINS). */
  trustedOrigins: string[]
  /** The relay's URLs behind a load balancer (RELAY_PUBLIC_URLS): what client tokens name as `aud`. */
  relayPublicUrls: string[]
  publicUrl?: string
  allowedOrigins?: string[]
  projectOrigins?: Record<string, string[]>
  /** Projects' own flags of GET /appkit/v1/config (PROJECT_FEATURES), served with the origins. */
  projectFeatures?: Record<string, ProjectFeatures>
  secureSiteOrigin?: string
  authSecret?: string
  /** Load balancers whose X-Forwarded-For names the client (TRUSTED_PROXIES). */
  trustedProxies?: string[]
  smtpUrl?: string
  mailFrom: string
  /** Upstream nodes the blockchain API reads and sign-in with X verifies contract accounts on. */
  evmChains: ChainInfo[]
  solanaChains: SolanaEndpoint[]
  esploraUrls: string[]
  siwx: Partial<SiwxLimits>
  /** The identity providers of social login (SOCIAL_<NAME>_ISSUER, _CLIENT_ID), none by default. */
  social: SocialConfig
  /** Projects whose analytics are off (ANALYTICS_OFF_PROJECTS); on for every other. */
  analyticsOffProjects: string[]
  /** Farcaster login: the ID registry read on chain (FARCASTER_ID_REGISTRY_RPC_URL); off without it. */
  farcaster?: { rpcUrl: string; registryAddress: Address }
  shutdownDeadlineMs: number
  logLevel: LogLevel
}

/** The production configuration cannot be right: the message lists every problem, one per line. */
export class ProductionConfigError extends Error {
  override name = 'ProductionConfigError'
  constructor(readonly problems: readonly string[]) {
    super(
      `The production configuration is not valid:\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
    )
  }
}

const text = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().optional(),
)

const port = (name: string, fallback: number) =>
  text.transform((raw, ctx) => {
    if (raw === undefined) return fallback
    const value = Number(raw)
    if (Number.isInteger(value) && value >= 0 && value <= 65535) return value
    ctx.addIssue({
      code: 'custom',
      message: `${name} must be a port number between 0 and 65535, got "${raw}".`,
    })
    return z.NEVER
  })

const urlWith = (name: string, protocols: readonly string[], example: string) =>
  text.refine((raw) => raw === undefined || protocols.includes(protocolOf(raw) ?? ''), {
    message: `${name} must be a ${protocols.map((p) => `${p}//`).join(' or ')} URL, e.g. ${example}.`,
  })

const envSchema = z.object({
  SERVICES: text,
  DATABASE_URL: urlWith(
    'DATABASE_URL',
    ['postgres:', 'postgresql:'],
    'postgres://user:password@db:5432/appkit',
  ),
  REDIS_URL: urlWith('REDIS_URL', ['redis:', 'rediss:'], 'redis://cache:6379'),
  LISTEN_HOST: text,
  CLOUD_PORT: port('CLOUD_PORT', 8787),
  RELAY_PORT: port('RELAY_PORT', 8788),
  SMTP_URL: urlWith('SMTP_URL', ['smtp:', 'smtps:'], 'smtps://user:password@mail.example:465'),
  MAIL_FROM: text,
  EVM_RPC_URLS: text,
  SOLANA_RPC_URLS: text,
  ESPLORA_URLS: text,
  SHUTDOWN_DEADLINE_MS: text.transform((raw, ctx) => {
    if (raw === undefined) return DEFAULT_SHUTDOWN_DEADLINE_MS
    const value = Number(raw)
    if (Number.isInteger(value) && value > 0 && value <= 600_000) return value
    ctx.addIssue({
      code: 'custom',
      message: `SHUTDOWN_DEADLINE_MS must be milliseconds from 1 to 600000, got "${raw}".`,
    })
    return z.NEVER
  }),
  FARCASTER_ID_REGISTRY_RPC_URL: urlWith(
    'FARCASTER_ID_REGISTRY_RPC_URL',
    ['https:', 'http:'],
    'https://optimism-rpc.example',
  ),
  FARCASTER_ID_REGISTRY_ADDRESS: text.refine(
    (raw) => raw === undefined || isAddress(raw, { strict: false }),
    {
      message: `FARCASTER_ID_REGISTRY_ADDRESS must be a contract address (0x and 40 hex digits), e.g. ${ID_REGISTRY_ADDRESS}.`,
    },
  ),
  LOG_LEVEL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['debug', 'info', 'warn', 'error']).optional(),
  ),
})

/**
 * Reads the production configuration from `env` (README, "Production"); with CLOUD_CONFIG_FILE,
 * `file` holds the same settings as a JSON object and the environment wins over it. Every problem
 * is reported at once, so a deployment is fixed in one round.
 */
export function loadProductionConfig(
  env: Record<string, string | undefined>,
  file: Record<string, string> = {},
): ProductionConfig {
  const merged: Record<string, string | undefined> = { ...file, ...withoutEmpty(env) }
  const problems: string[] = []
  const attempt = <T>(read: () => T): T | undefined => {
    try {
      return read()
    } catch (error) {
      problems.push(...(error instanceof Error ? error.message : String(error)).split('\n'))
      return undefined
    }
  }

  for (const name of DEV_ONLY_SETTINGS) {
    if (merged[name] !== undefined)
      problems.push(`${name} is a setting of the dev cloud; remove it in production.`)
  }
  const parsed = envSchema.safeParse(merged)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(issueText(issue))
  }
  const raw = parsed.success ? parsed.data : undefined
  const services = attempt(() => readServices(merged.SERVICES))
  const edge = attempt(() => loadEdgeConfig(merged))
  const publicUrl = merged.PUBLIC_URL?.trim().replace(/\/+$/, '')
  if (publicUrl) attempt(() => assertOrigin('PUBLIC_URL', publicUrl))
  const secureSiteOrigin = merged.SECURE_SITE_ORIGIN?.trim()
  if (secureSiteOrigin) attempt(() => assertOrigin('SECURE_SITE_ORIGIN', secureSiteOrigin))
  const authSecret = attempt(() => parseAuthSecret(merged.AUTH_SECRET))
  const proxies = attempt(() => readTrustedProxies(merged.TRUSTED_PROXIES)) ?? []
  const allowedOrigins = attempt(() => parseAllowedOrigins(merged.ALLOWED_ORIGINS))
  const projectOrigins = attempt(() => parseProjectOrigins(merged.PROJECT_ORIGINS))
  const projectFeatures = attempt(() => parseProjectFeatures(merged.PROJECT_FEATURES))
  const siwx = attempt(() => loadSiwxConfig(merged))
  // One problem per line: each provider setting is fixed on its own.
  const social = attempt(() => readSocialConfig(merged))
  const evmChains = attempt(() => readEvmChains(merged.EVM_RPC_URLS))
  const solanaChains = attempt(() => readSolanaChains(merged.SOLANA_RPC_URLS))
  const esploraUrls = attempt(() => readUrls('ESPLORA_URLS', merged.ESPLORA_URLS))
  const analyticsOffProjects = readList(merged.ANALYTICS_OFF_PROJECTS)

  if (raw && raw.DATABASE_URL === undefined) {
    problems.push('DATABASE_URL is required in production: the PostgreSQL server every instance shares.')
  }
  if (edge && (edge.allowedHosts ?? []).length === 0 && !publicUrl) {
    problems.push(
      'ALLOWED_HOSTS is required in production: the public host names clients reach this instance by.',
    )
  }
  const mailing = services && (services.has('auth') || services.has('siwx'))
  if (mailing && raw && raw.SMTP_URL === undefined) {
    problems.push('SMTP_URL is required with the auth or siwx service: their one-time codes go out by mail.')
  }
  if (mailing && merged.AUTH_SECRET === undefined) {
    problems.push('AUTH_SECRET is required with the auth or siwx service: every instance must share it.')
  }
  if (services?.has('auth') && !secureSiteOrigin) {
    problems.push('SECURE_SITE_ORIGIN is required with the auth service: the only origin that may call it.')
  }
  if (
    raw &&
    raw.FARCASTER_ID_REGISTRY_ADDRESS !== undefined &&
    raw.FARCASTER_ID_REGISTRY_RPC_URL === undefined
  ) {
    problems.push(
      'FARCASTER_ID_REGISTRY_ADDRESS needs FARCASTER_ID_REGISTRY_RPC_URL: the node the registry is read through.',
    )
  }
  if (problems.length > 0 || !raw || !services || !edge || !evmChains || !solanaChains || !esploraUrls) {
    throw new ProductionConfigError(problems)
  }

  return {
    services,
    databaseUrl: raw.DATABASE_URL!,
    ...(raw.REDIS_URL === undefined ? {} : { redisUrl: raw.REDIS_URL }),
    host: raw.LISTEN_HOST ?? '0.0.0.0',
    port: raw.CLOUD_PORT,
    relayPort: raw.RELAY_PORT,
    allowedHosts: edge.allowedHosts ?? [],
    trustedOrigins: edge.trustedOrigins ?? [],
    relayPublicUrls: edge.relayPublicUrls ?? [],
    ...(publicUrl ? { publicUrl } : {}),
    ...(allowedOrigins === undefined ? {} : { allowedOrigins }),
    ...(projectOrigins === undefined ? {} : { projectOrigins }),
    ...(projectFeatures === undefined ? {} : { projectFeatures }),
    ...(secureSiteOrigin ? { secureSiteOrigin } : {}),
    ...(authSecret === undefined ? {} : { authSecret }),
    ...(proxies.length === 0 ? {} : { trustedProxies: proxies }),
    ...(raw.SMTP_URL === undefined ? {} : { smtpUrl: raw.SMTP_URL }),
    mailFrom: raw.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    evmChains,
    solanaChains,
    esploraUrls,
    siwx: siwx ?? {},
    social: social ?? { providers: [], linkByEmail: false },
    analyticsOffProjects,
    ...(raw.FARCASTER_ID_REGISTRY_RPC_URL === undefined
      ? {}
      : {
          farcaster: {
            rpcUrl: raw.FARCASTER_ID_REGISTRY_RPC_URL,
            registryAddress: (raw.FARCASTER_ID_REGISTRY_ADDRESS ?? ID_REGISTRY_ADDRESS) as Address,
          },
        }),
    shutdownDeadlineMs: raw.SHUTDOWN_DEADLINE_MS,
    logLevel: raw.LOG_LEVEL ?? 'info',
  }
}

function withoutEmpty(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== '',
    ),
  )
}

function issueText(issue: z.core.$ZodIssue): string {
  const name = String(issue.path[0] ?? '')
  return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`
}

function readServices(raw: string | undefined): ReadonlySet<ProductionService> {
  if (raw === undefined || raw.trim() === '') return new Set(PRODUCTION_SERVICES)
  const names = raw
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '')
  const unknown = names.filter((name) => !(PRODUCTION_SERVICES as readonly string[]).includes(name))
  if (unknown.length > 0 || names.length === 0) {
    throw new Error(`SERVICES lists ${PRODUCTION_SERVICES.join(', ')}; got "${unknown.join(', ') || raw}".`)
  }
  return new Set(names as ProductionService[])
}

/** `chainId=url,chainId=url`: EVM chain ids with their node's http(s) URL. */
function readEvmChains(raw: string | undefined): ChainInfo[] {
  return pairs('EVM_RPC_URLS', raw).map(([id, url]) => {
    const chainId = Number(id)
    if (!Number.isSafeInteger(chainId) || chainId <= 0) {
      throw new Error(`EVM_RPC_URLS: "${id}" is not a chain id (a positive whole number).`)
    }
    return { chainId, rpcUrl: url }
  })
}

/** `solana:<genesis>=url,…`: CAIP-2 Solana chain ids with their node's http(s) URL. */
function readSolanaChains(raw: string | undefined): SolanaEndpoint[] {
  return pairs('SOLANA_RPC_URLS', raw).map(([chainId, rpcUrl]) => {
    if (!/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(chainId)) {
      throw new Error(`SOLANA_RPC_URLS: "${chainId}" is not a CAIP-2 Solana chain id (solana:<32 base58>).`)
    }
    return { chainId, rpcUrl }
  })
}

function pairs(name: string, raw: string | undefined): [string, string][] {
  if (raw === undefined || raw.trim() === '') return []
  return raw.split(',').map((entry) => {
    const at = entry.indexOf('=')
    const key = entry.slice(0, at).trim()
    const url = entry.slice(at + 1).trim()
    if (at <= 0 || !isHttpUrl(url)) throw new Error(`${name}: "${entry.trim()}" is not id=http(s)-URL.`)
    return [key, url.replace(/\/+$/, '')]
  })
}

/** `a,b`: names, blanks dropped. */
function readList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
}

function readUrls(name: string, raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return []
  return raw.split(',').map((entry) => {
    const url = entry.trim()
    if (!isHttpUrl(url)) throw new Error(`${name}: "${url}" is not an http(s) URL.`)
    return url.replace(/\/+$/, '')
  })
}

function isHttpUrl(value: string): boolean {
  const protocol = protocolOf(value)
  return protocol === 'http:' || protocol === 'https:'
}

function protocolOf(value: string): string | undefined {
  try {
    return new URL(value).protocol
  } catch {
    return undefined
  }
}
