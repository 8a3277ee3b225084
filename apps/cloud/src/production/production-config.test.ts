import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SHUTDOWN_DEADLINE_MS,
  loadProductionConfig,
  PRODUCTION_SERVICES,
  ProductionConfigError,
} from './production-config.js'

const SECRET = 'a'.repeat(64)

/** The least a deployment of every service sets. */
const MINIMAL = {
  DATABASE_URL: 'postgres://cloud:pw@db:5432/appkit',
  ALLOWED_HOSTS: 'api.example.com,relay.example.com',
  SMTP_URL: 'smtps://mailer:pw@mail.example:465',
  AUTH_SECRET: SECRET,
  SECURE_SITE_ORIGIN: 'https://secure.example.com',
}

function problemsOf(env: Record<string, string | undefined>): readonly string[] {
  try {
    loadProductionConfig(env)
  } catch (error) {
    if (error instanceof ProductionConfigError) return error.problems
    throw error
  }
  throw new Error('expected the configuration to be refused')
}

describe('loadProductionConfig', () => {
  it('refuses projects’ remote features it cannot read, naming the flag', () => {
    expect(problemsOf({ ...MINIMAL, PROJECT_FEATURES: '{"p1":{"emial":false}}' })).toEqual([
      expect.stringMatching(/^PROJECT_FEATURES: p1/),
    ])
  })

  it('runs every service on 0.0.0.0 with the default ports when only the required settings are given', () => {
    const config = loadProductionConfig({ ...MINIMAL, PATH: '/usr/bin' })
    expect([...config.services]).toEqual([...PRODUCTION_SERVICES])
    expect(config).toMatchObject({
      databaseUrl: MINIMAL.DATABASE_URL,
      host: '0.0.0.0',
      port: 8787,
      relayPort: 8788,
      allowedHosts: ['api.example.com', 'relay.example.com'],
      trustedOrigins: [],
      authSecret: SECRET,
      smtpUrl: MINIMAL.SMTP_URL,
      secureSiteOrigin: MINIMAL.SECURE_SITE_ORIGIN,
      evmChains: [],
      solanaChains: [],
      esploraUrls: [],
      analyticsOffProjects: [],
      shutdownDeadlineMs: DEFAULT_SHUTDOWN_DEADLINE_MS,
      logLevel: 'info',
    })
    expect(config.redisUrl).toBeUndefined()
  })

  it('reads the services, Redis, listen address, upstream nodes and origins', () => {
    const config = loadProductionConfig({
      DATABASE_URL: 'postgresql://db/appkit',
      REDIS_URL: 'rediss://:pw@cache:6380',
      SERVICES: 'relay, api ,explorer',
      LISTEN_HOST: '10.0.0.5',
      CLOUD_PORT: '9000',
      RELAY_PORT: '9001',
      PUBLIC_URL: 'https://cloud.example.com/',
      TRUSTED_ORIGINS: 'https://dapp.example.com',
      ALLOWED_ORIGINS: 'https://dapp.example.com',
      PROJECT_ORIGINS: 'p1=https://one.example.com',
      PROJECT_FEATURES: '{"p1":{"email":false}}',
      EVM_RPC_URLS: '1=https://eth.example.com/,8453=https://base.example.com',
      SOLANA_RPC_URLS: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp=https://sol.example.com',
      ESPLORA_URLS: 'https://esplora.example.com/api/',
      SHUTDOWN_DEADLINE_MS: '5000',
      LOG_LEVEL: 'warn',
      SIWX_SESSION_TTL_MS: '60000',
    })
    expect([...config.services]).toEqual(['relay', 'api', 'explorer'])
    expect(config).toMatchObject({
      redisUrl: 'rediss://:pw@cache:6380',
      host: '10.0.0.5',
      port: 9000,
      relayPort: 9001,
      publicUrl: 'https://cloud.example.com',
      allowedHosts: [],
      trustedOrigins: ['https://dapp.example.com'],
      allowedOrigins: ['https://dapp.example.com'],
      projectOrigins: { p1: ['https://one.example.com'] },
      projectFeatures: { p1: { email: false } },
      evmChains: [
        { chainId: 1, rpcUrl: 'https://eth.example.com' },
        { chainId: 8453, rpcUrl: 'https://base.example.com' },
      ],
      solanaChains: [
        { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', rpcUrl: 'https://sol.example.com' },
      ],
      esploraUrls: ['https://esplora.example.com/api'],
      siwx: { sessionTtlMs: 60000 },
      shutdownDeadlineMs: 5000,
      logLevel: 'warn',
    })
  })

  it('takes the projects whose analytics are off from ANALYTICS_OFF_PROJECTS', () => {
    const config = loadProductionConfig({
      ...MINIMAL,
      SERVICES: 'analytics',
      ANALYTICS_OFF_PROJECTS: ' quiet, ,other ',
    })
    expect([...config.services]).toEqual(['analytics'])
    expect(config.analyticsOffProjects).toEqual(['quiet', 'other'])
  })

  it('takes the load balancers whose X-Forwarded-For names the client, and refuses a malformed one', () => {
    expect(
      loadProductionConfig({ ...MINIMAL, TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.2' }).trustedProxies,
    ).toEqual(['10.0.0.0/8', '192.168.1.2'])
    expect(loadProductionConfig(MINIMAL).trustedProxies).toBeUndefined()
    expect(() => loadProductionConfig({ ...MINIMAL, TRUSTED_PROXIES: 'balancer.example' })).toThrow(
      ProductionConfigError,
    )
  })

  it('refuses to start without DATABASE_URL or a public host name', () => {
    expect(problemsOf({ SERVICES: 'relay' })).toEqual([
      'DATABASE_URL is required in production: the PostgreSQL server every instance shares.',
      'ALLOWED_HOSTS is required in production: the public host names clients reach this instance by.',
    ])
  })

  it('refuses every dev-only setting by name', () => {
    const problems = problemsOf({ ...MINIMAL, CLOUD_TEST_MODE: '1', INBOX: 'on', ANVIL_A_PORT: '8545' })
    expect(problems).toEqual([
      'CLOUD_TEST_MODE is a setting of the dev cloud; remove it in production.',
      'ANVIL_A_PORT is a setting of the dev cloud; remove it in production.',
      'INBOX is a setting of the dev cloud; remove it in production.',
    ])
  })

  it('asks the mail services for their mail server, shared secret and secure site', () => {
    expect(
      problemsOf({ DATABASE_URL: MINIMAL.DATABASE_URL, ALLOWED_HOSTS: 'a.example', SERVICES: 'auth' }),
    ).toEqual([
      'SMTP_URL is required with the auth or siwx service: their one-time codes go out by mail.',
      'AUTH_SECRET is required with the auth or siwx service: every instance must share it.',
      'SECURE_SITE_ORIGIN is required with the auth service: the only origin that may call it.',
    ])
  })

  it('names every malformed value at once', () => {
    const problems = problemsOf({
      ...MINIMAL,
      DATABASE_URL: 'mysql://db',
      REDIS_URL: 'http://cache',
      CLOUD_PORT: '70000',
      SERVICES: 'api,inbox',
      EVM_RPC_URLS: 'mainnet=https://eth.example.com',
      SOLANA_RPC_URLS: 'solana:devnet=https://sol.example.com',
      ESPLORA_URLS: 'ftp://esplora',
      AUTH_SECRET: 'short',
      LOG_LEVEL: 'loud',
      SHUTDOWN_DEADLINE_MS: '-1',
    })
    expect(problems).toEqual(
      expect.arrayContaining([
        'DATABASE_URL must be a postgres:// or postgresql:// URL, e.g. postgres://user:password@db:5432/appkit.',
        'REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://cache:6379.',
        'CLOUD_PORT must be a port number between 0 and 65535, got "70000".',
        'SHUTDOWN_DEADLINE_MS must be milliseconds from 1 to 600000, got "-1".',
        expect.stringMatching(/^LOG_LEVEL: /),
        'SERVICES lists api, auth, siwx, relay, explorer, origins, analytics; got "inbox".',
        'EVM_RPC_URLS: "mainnet" is not a chain id (a positive whole number).',
        'SOLANA_RPC_URLS: "solana:devnet" is not a CAIP-2 Solana chain id (solana:<32 base58>).',
        'ESPLORA_URLS: "ftp://esplora" is not an http(s) URL.',
        expect.stringMatching(/^AUTH_SECRET must be at least 32 characters/),
      ]),
    )
    expect(problems).toHaveLength(10)
  })

  it('reads the social login providers and the linking switch, and refuses half a provider', () => {
    const config = loadProductionConfig({
      ...MINIMAL,
      SOCIAL_GOOGLE_ISSUER: 'https://accounts.google.com',
      SOCIAL_GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
      SOCIAL_LINK_BY_EMAIL: '1',
    })
    expect(config.social).toEqual({
      providers: [
        {
          name: 'google',
          issuer: 'https://accounts.google.com',
          clientId: 'client.apps.googleusercontent.com',
        },
      ],
      linkByEmail: true,
    })
    expect(loadProductionConfig(MINIMAL).social).toEqual({ providers: [], linkByEmail: false })
    expect(
      problemsOf({
        ...MINIMAL,
        SOCIAL_X_CLIENT_ID: 'x',
        SOCIAL_DISCORD_ISSUER: 'discord',
        SOCIAL_DISCORD_CLIENT_ID: 'd',
      }),
    ).toEqual([
      'SOCIAL_X_ISSUER and SOCIAL_X_CLIENT_ID go together: set both or neither.',
      'SOCIAL_DISCORD_ISSUER must be the issuer\'s http(s) URL, got "discord".',
    ])
    expect(problemsOf({ ...MINIMAL, SOCIAL_CLIENT_SECRET: 'dev' })).toEqual([
      'SOCIAL_CLIENT_SECRET is a setting of the dev cloud; remove it in production.',
    ])
  })

  it("reads Farcaster's ID registry (OP mainnet's address by default), and refuses an address that is not one or comes without its node", () => {
    expect(loadProductionConfig(MINIMAL).farcaster).toBeUndefined()
    expect(
      loadProductionConfig({ ...MINIMAL, FARCASTER_ID_REGISTRY_RPC_URL: 'https://op.example.com' }).farcaster,
    ).toEqual({
      rpcUrl: 'https://op.example.com',
      registryAddress: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
    })
    const other = '0x1111111111111111111111111111111111111111'
    expect(
      loadProductionConfig({
        ...MINIMAL,
        FARCASTER_ID_REGISTRY_RPC_URL: 'https://op.example.com',
        FARCASTER_ID_REGISTRY_ADDRESS: other,
      }).farcaster?.registryAddress,
    ).toBe(other)
    expect(
      problemsOf({
        ...MINIMAL,
        FARCASTER_ID_REGISTRY_RPC_URL: 'wss://op.example.com',
        FARCASTER_ID_REGISTRY_ADDRESS: '0x1234',
      }),
    ).toEqual([
      'FARCASTER_ID_REGISTRY_RPC_URL must be a https:// or http:// URL, e.g. https://optimism-rpc.example.',
      'FARCASTER_ID_REGISTRY_ADDRESS must be a contract address (0x and 40 hex digits), e.g. 0x00000000Fc6c5F01Fc30151999387Bb99A9f489b.',
    ])
    expect(problemsOf({ ...MINIMAL, FARCASTER_ID_REGISTRY_ADDRESS: other })).toEqual([
      'FARCASTER_ID_REGISTRY_ADDRESS needs FARCASTER_ID_REGISTRY_RPC_URL: the node the registry is read through.',
    ])
  })

  it('refuses a node list entry without its id or with a URL that is not http(s)', () => {
    expect(problemsOf({ ...MINIMAL, EVM_RPC_URLS: 'https://eth.example.com' })).toEqual([
      'EVM_RPC_URLS: "https://eth.example.com" is not id=http(s)-URL.',
    ])
  })

  it('takes settings from the file, the environment winning over it', () => {
    const config = loadProductionConfig(
      { ...MINIMAL, CLOUD_PORT: '9000', RELAY_PORT: '' },
      { CLOUD_PORT: '7000', RELAY_PORT: '7001', SERVICES: 'relay' },
    )
    expect(config.port).toBe(9000)
    expect(config.relayPort).toBe(7001)
    expect([...config.services]).toEqual(['relay'])
  })

  it('says the whole story in its message', () => {
    expect(() => loadProductionConfig({})).toThrow(
      'The production configuration is not valid:\n- DATABASE_URL is required in production',
    )
  })
})
