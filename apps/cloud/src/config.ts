import { fileURLToPath } from 'node:url'
import { type BitcoinCloudConfig, loadBitcoinConfig } from './bitcoin-config.js'
import { type EdgeConfig, loadEdgeConfig } from './edge/edge-config.js'
import { DEFAULT_MAIL_AUTH_CONFIG, loadMailAuthConfig, type MailAuthConfig } from './mail-auth-config.js'
import type { AuthLimits } from './services/auth/auth-limits.js'
import { type ProjectFeatures, parseProjectFeatures } from './services/remote-config/project-features.js'
import { loadSponsorship, type SponsorshipConfig } from './services/smart-accounts/sponsor-policy.js'
import { loadSiwxConfig, type SiwxCloudConfig } from './siwx-config.js'

/**
 * What the local cloud runs and where. Tests and the lab import this instead of repeating ports,
 * chain ids or keys, so a change here moves every consumer at once.
 */

/** Anvil's standard dev accounts (mnemonic "test test … junk"), funded at genesis on every chain. */
export const DEV_ACCOUNTS = [
  {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  },
  {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  },
  {
    address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  },
] as const satisfies readonly { address: `0x${string}`; privateKey: `0x${string}` }[]

/**
 * Anvil's dev account #9 (same mnemonic), used only to deploy the test tokens. Contract addresses
 * follow from the deployer and its nonce, so keeping this account for deployments alone gives the
 * tokens the same addresses on every fresh chain.
 */
export const TOKEN_DEPLOYER = {
  address: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
  privateKey: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
} as const satisfies { address: `0x${string}`; privateKey: `0x${string}` }

/**
 * Anvil's dev account #8 (same mnemonic), used only for the swap pools (services/swap): it deploys
 * the pool contract with its first transaction, so the contract has the same address on every fresh
 * chain, and it is the one liquidity provider.
 */
export const POOL_DEPLOYER = {
  address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  privateKey: '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
} as const satisfies { address: `0x${string}`; privateKey: `0x${string}` }

/** Everything is bound to loopback: the cloud is for this machine only. */
export const CLOUD_HOST = '127.0.0.1'

export interface ChainConfig {
  chainId: number
  /** 0 lets the OS pick a free port (tests). */
  port: number
  /** ETH per dev account; anvil's default (10000) when absent. */
  balanceEth?: number
}

/**
 * The mail, auth and origins services' settings (SMTP_PORT, SMTP_URL, INBOX, …) are MailAuthConfig's;
 * the ports' Host and Origin checks (ALLOWED_HOSTS, TRUSTED_ORIGINS) EdgeConfig's.
 */
export interface CloudConfig extends MailAuthConfig, EdgeConfig {
  host: string
  /** Port of the HTTP server; 0 lets the OS pick one. */
  port: number
  /** Port of the WalletConnect relay (WebSocket, ws://host:port); 0 lets the OS pick one. */
  relayPort: number
  chains: ChainConfig[]
  /**
   * Where the database and the chains' state live, so both survive a restart. Undefined: a fresh
   * temporary directory, removed on stop (tests).
   */
  dataDir?: string
  /** A PostgreSQL connection string; when set, the database is that server instead of PGlite. */
  databaseUrl?: string
  /** redis://… (REDIS_URL); when set, the relay keeps its state there, shared by its instances. */
  redisUrl?: string
  /** The auth API's times and counts (AUTH.md "Limits"); tests shorten them, `pnpm start` never. */
  authLimits?: Partial<AuthLimits>
  /** Sign-in with X's times and counts (SIWX_*); tests shorten them and may pass a clock. */
  siwx?: SiwxCloudConfig
  /** The Bitcoin test chain's funding and fee estimates, and the Esplora of Bitcoin balances (BITCOIN_*). */
  bitcoin?: BitcoinCloudConfig
  /**
   * Mounts the test-only routes (POST/DELETE /test/faults, which make any service fail on demand).
   * Off unless set (CLOUD_TEST_MODE=1): any page can post to the cloud, so a default start must not
   * let one break it for everybody. The tests and the lab's e2e set it.
   */
  testMode?: boolean
  /** Whose gas each project's paymaster pays (SPONSOR_GAS, PROJECT_SPONSOR_GAS); none by default. */
  sponsorship?: SponsorshipConfig
  /** Each project's own flags of GET /appkit/v1/config (PROJECT_FEATURES); none by default. */
  projectFeatures?: Record<string, ProjectFeatures>
  /** Projects whose analytics are off (ANALYTICS_OFF_PROJECTS, comma-separated); on for every other. */
  analyticsOffProjects?: string[]
}

export const DEFAULT_CLOUD_PORT = 8787
export const DEFAULT_RELAY_PORT = 8788
/** Chain A: anvil's defaults, like a dev's own node. */
export const CHAIN_A = { chainId: 31337, port: 8545 } as const satisfies ChainConfig
/** Chain B: a second chain with a different id and balance, so switching is visible in tests. */
export const CHAIN_B = { chainId: 31338, port: 8546, balanceEth: 500 } as const satisfies ChainConfig

/** Where `pnpm start` keeps its data: apps/cloud/.data (gitignored), next to src/ and dist/. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data', import.meta.url))

export const DEFAULT_CONFIG: CloudConfig = {
  host: CLOUD_HOST,
  port: DEFAULT_CLOUD_PORT,
  relayPort: DEFAULT_RELAY_PORT,
  chains: [CHAIN_A, CHAIN_B],
  ...DEFAULT_MAIL_AUTH_CONFIG,
}

/**
 * Reads the port overrides (CLOUD_PORT, RELAY_PORT, ANVIL_A_PORT, ANVIL_B_PORT), the data directory
 * (CLOUD_DATA_DIR, default DEFAULT_DATA_DIR), DATABASE_URL, REDIS_URL, the mail and auth settings
 * (loadMailAuthConfig), sign-in with X's (loadSiwxConfig), the Bitcoin chain's
 * (loadBitcoinConfig), the edge's (loadEdgeConfig), CLOUD_TEST_MODE=1 (testMode) and the paymaster's
 * SPONSOR_GAS and PROJECT_SPONSOR_GAS (loadSponsorship), PROJECT_FEATURES and ANALYTICS_OFF_PROJECTS; anything else
 * is fixed.
 */
export function loadConfig(env: Record<string, string | undefined>): CloudConfig {
  const databaseUrl = env.DATABASE_URL?.trim()
  const redisUrl = env.REDIS_URL?.trim()
  const siwx = loadSiwxConfig(env)
  const bitcoin = loadBitcoinConfig(env)
  const projectFeatures = parseProjectFeatures(env.PROJECT_FEATURES)
  const analyticsOff = (env.ANALYTICS_OFF_PROJECTS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '')
  return {
    host: CLOUD_HOST,
    port: readPort(env, 'CLOUD_PORT', DEFAULT_CLOUD_PORT),
    relayPort: readPort(env, 'RELAY_PORT', DEFAULT_RELAY_PORT),
    chains: [
      { ...CHAIN_A, port: readPort(env, 'ANVIL_A_PORT', CHAIN_A.port) },
      { ...CHAIN_B, port: readPort(env, 'ANVIL_B_PORT', CHAIN_B.port) },
    ],
    dataDir: env.CLOUD_DATA_DIR?.trim() || DEFAULT_DATA_DIR,
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(redisUrl ? { redisUrl } : {}),
    ...loadMailAuthConfig(env),
    ...loadEdgeConfig(env),
    ...(siwx === undefined ? {} : { siwx }),
    ...(bitcoin === undefined ? {} : { bitcoin }),
    ...(readTestMode(env) ? { testMode: true } : {}),
    ...(env.SPONSOR_GAS?.trim() || env.PROJECT_SPONSOR_GAS?.trim()
      ? { sponsorship: loadSponsorship(env) }
      : {}),
    ...(projectFeatures === undefined ? {} : { projectFeatures }),
    ...(analyticsOff.length > 0 ? { analyticsOffProjects: analyticsOff } : {}),
  }
}

/** CLOUD_TEST_MODE: "1" turns it on, unset, empty or "0" leaves it off; anything else is a typo. */
function readTestMode(env: Record<string, string | undefined>): boolean {
  const raw = env.CLOUD_TEST_MODE?.trim() ?? ''
  if (raw === '' || raw === '0') return false
  if (raw === '1') return true
  throw new Error(`CLOUD_TEST_MODE must be 1 or 0, got "${raw}".`)
}

function readPort(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const port = Number(raw)
  // A typo must fail loudly at start, not silently bind somewhere else.
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number between 0 and 65535, got "${raw}".`)
  }
  return port
}
