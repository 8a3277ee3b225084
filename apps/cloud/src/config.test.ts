import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DEFAULT_CONFIG, DEFAULT_DATA_DIR, loadConfig } from './config.js'

describe('loadConfig', () => {
  it('gives the documented defaults without overrides', () => {
    expect(loadConfig({})).toEqual({ ...DEFAULT_CONFIG, dataDir: DEFAULT_DATA_DIR })
    expect(DEFAULT_DATA_DIR).toBe(fileURLToPath(new URL('../.data', import.meta.url)))
    expect(DEFAULT_CONFIG).toEqual({
      host: '127.0.0.1',
      port: 8787,
      relayPort: 8788,
      chains: [
        { chainId: 31337, port: 8545 },
        { chainId: 31338, port: 8546, balanceEth: 500 },
      ],
      smtpPort: 8789,
      inbox: true,
      mailFrom: 'AppKit Lab <no-reply@appkit.localhost>',
      secureSiteOrigin: 'http://127.0.0.1:4176',
    })
  })

  it('turns test mode on only with CLOUD_TEST_MODE=1, and refuses a typo', () => {
    expect(loadConfig({}).testMode).toBeUndefined()
    expect(loadConfig({ CLOUD_TEST_MODE: '0' }).testMode).toBeUndefined()
    expect(loadConfig({ CLOUD_TEST_MODE: '1' }).testMode).toBe(true)
    expect(() => loadConfig({ CLOUD_TEST_MODE: 'yes' })).toThrow('CLOUD_TEST_MODE must be 1 or 0, got "yes".')
  })

  it('takes the projects’ own remote features from PROJECT_FEATURES', () => {
    expect(loadConfig({}).projectFeatures).toBeUndefined()
    expect(loadConfig({ PROJECT_FEATURES: '{"shop":{"email":false}}' }).projectFeatures).toEqual({
      shop: { email: false },
    })
    expect(() => loadConfig({ PROJECT_FEATURES: '{"shop":{"email":1}}' })).toThrow(
      /PROJECT_FEATURES: shop\.email/,
    )
  })

  it('takes the ports from the environment', () => {
    const config = loadConfig({
      CLOUD_PORT: '9000',
      RELAY_PORT: '9002',
      ANVIL_A_PORT: '9001',
      ANVIL_B_PORT: '0',
    })
    expect(config.port).toBe(9000)
    expect(config.relayPort).toBe(9002)
    expect(config.chains.map((chain) => chain.port)).toEqual([9001, 0])
  })

  it('takes the data directory and the database URL from the environment', () => {
    const config = loadConfig({ CLOUD_DATA_DIR: '/var/lib/cloud', DATABASE_URL: 'postgres://db/cloud' })
    expect(config.dataDir).toBe('/var/lib/cloud')
    expect(config.databaseUrl).toBe('postgres://db/cloud')
    expect(loadConfig({ CLOUD_DATA_DIR: ' ', DATABASE_URL: '' })).toEqual(loadConfig({}))
  })

  it('takes the relay’s Redis from REDIS_URL, and keeps the relay in process without it', () => {
    expect(loadConfig({ REDIS_URL: ' redis://cache:6379 ' }).redisUrl).toBe('redis://cache:6379')
    expect(loadConfig({ REDIS_URL: '' })).toEqual(loadConfig({}))
    expect(loadConfig({}).redisUrl).toBeUndefined()
  })

  it('takes the mail and auth settings from the environment', () => {
    const config = loadConfig({ SMTP_PORT: '0', SECURE_SITE_ORIGIN: 'https://secure.example', INBOX: 'on' })
    expect(config).toMatchObject({ smtpPort: 0, secureSiteOrigin: 'https://secure.example', inbox: true })
    expect(() => loadConfig({ SMTP_PORT: '-1' })).toThrow('SMTP_PORT must be a port number')
  })

  it('takes sign-in with X’s times and counts from the environment', () => {
    expect(loadConfig({ SIWX_NONCE_TTL_MS: '1000', SIWX_NONCES_PER_MINUTE: '5' }).siwx).toEqual({
      nonceTtlMs: 1000,
      noncesPerIp: { max: 5, windowMs: 60_000 },
    })
    expect(() => loadConfig({ SIWX_SESSION_TTL_MS: 'day' })).toThrow(
      'SIWX_SESSION_TTL_MS must be a whole number',
    )
  })

  it('takes the Bitcoin chain’s Esplora and funding from the environment', () => {
    expect(
      loadConfig({ BITCOIN_ESPLORA_URL: 'https://esplora.example/api', BITCOIN_FUND: 'bcrt1qa=5' }).bitcoin,
    ).toEqual({ esploraUrl: 'https://esplora.example/api', fund: [{ address: 'bcrt1qa', sats: 5n }] })
    expect(loadConfig({}).bitcoin).toBeUndefined()
  })

  it('takes the projects with analytics off from ANALYTICS_OFF_PROJECTS, and has none without it', () => {
    expect(loadConfig({ ANALYTICS_OFF_PROJECTS: ' quiet, ,other ' }).analyticsOffProjects).toEqual([
      'quiet',
      'other',
    ])
    expect(loadConfig({}).analyticsOffProjects).toBeUndefined()
  })

  it('rejects a port that is not a number', () => {
    expect(() => loadConfig({ CLOUD_PORT: 'eighty' })).toThrow(
      'CLOUD_PORT must be a port number between 0 and 65535, got "eighty".',
    )
  })
})
