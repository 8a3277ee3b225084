import { describe, expect, it } from 'vitest'
import { DEFAULT_DATA_DIR } from './package-paths.js'
import { DEFAULT_MAIL_FROM, loadServerConfig } from './server-config.js'

describe('loadServerConfig', () => {
  it('defaults to port 4176, the local cloud and the package data directory', () => {
    expect(loadServerConfig({})).toEqual({
      port: 4176,
      cloudUrl: 'http://127.0.0.1:8787',
      dataDir: DEFAULT_DATA_DIR,
      recoveryKey: undefined,
      smtpUrl: undefined,
      mailFrom: DEFAULT_MAIL_FROM,
      publicHost: '127.0.0.1',
    })
  })

  it('reads every variable', () => {
    const key = 'AB'.repeat(32)
    expect(
      loadServerConfig({
        SECURE_SITE_PORT: '0',
        CLOUD_URL: 'https://cloud.example/base/',
        SECURE_SITE_DATA_DIR: '/tmp/site',
        SECURE_SITE_RECOVERY_KEY: key,
        SECURE_SITE_SMTP_URL: 'smtp://127.0.0.1:2525',
        SECURE_SITE_MAIL_FROM: 'Wallet <wallet@example.test>',
        SECURE_SITE_PUBLIC_HOST: 'localhost',
      }),
    ).toEqual({
      port: 0,
      cloudUrl: 'https://cloud.example/base',
      dataDir: '/tmp/site',
      recoveryKey: key.toLowerCase(),
      smtpUrl: 'smtp://127.0.0.1:2525',
      mailFrom: 'Wallet <wallet@example.test>',
      publicHost: 'localhost',
    })
  })

  it('reads the Farcaster registry node (http or https), leaves it unset when blank, and refuses anything else', () => {
    expect(
      loadServerConfig({ SECURE_SITE_FARCASTER_RPC_URL: ' https://op.example/rpc ' }).farcasterRpcUrl,
    ).toBe('https://op.example/rpc')
    expect(loadServerConfig({ SECURE_SITE_FARCASTER_RPC_URL: 'http://127.0.0.1:8545' }).farcasterRpcUrl).toBe(
      'http://127.0.0.1:8545',
    )
    expect(loadServerConfig({ SECURE_SITE_FARCASTER_RPC_URL: '  ' })).not.toHaveProperty('farcasterRpcUrl')
    for (const wrong of ['ws://op.example', 'op.example/rpc'])
      expect(() => loadServerConfig({ SECURE_SITE_FARCASTER_RPC_URL: wrong })).toThrow(
        `SECURE_SITE_FARCASTER_RPC_URL must be an http(s) URL, got "${wrong}".`,
      )
  })

  it('stops on values that cannot be right, naming the variable', () => {
    expect(() => loadServerConfig({ SECURE_SITE_PORT: '70000' })).toThrow('SECURE_SITE_PORT')
    expect(() => loadServerConfig({ SECURE_SITE_PORT: 'abc' })).toThrow('SECURE_SITE_PORT')
    expect(() => loadServerConfig({ CLOUD_URL: 'ftp://x' })).toThrow('CLOUD_URL')
    expect(() => loadServerConfig({ CLOUD_URL: 'http://x/?a=1' })).toThrow('CLOUD_URL')
    expect(() => loadServerConfig({ SECURE_SITE_RECOVERY_KEY: 'short' })).toThrow('SECURE_SITE_RECOVERY_KEY')
    expect(() => loadServerConfig({ SECURE_SITE_SMTP_URL: 'http://mail' })).toThrow('SECURE_SITE_SMTP_URL')
    expect(() => loadServerConfig({ SECURE_SITE_SOCIAL_PROVIDERS: '{"x":1}' })).toThrow(
      'SECURE_SITE_SOCIAL_PROVIDERS',
    )
  })

  it('reads the social providers; unset, none (the cloud’s dev issuers are the server’s default)', () => {
    expect(loadServerConfig({})).not.toHaveProperty('socialProviders')
    const config = loadServerConfig({
      SECURE_SITE_SOCIAL_PROVIDERS: '{"github":{"issuer":"https://github.example","clientId":"c"}}',
    })
    expect(config.socialProviders?.github?.clientId).toBe('c')
    expect(() => loadServerConfig({ SECURE_SITE_PUBLIC_HOST: 'wallet.example' })).toThrow(
      'SECURE_SITE_PUBLIC_HOST',
    )
  })
})
