import { describe, expect, it } from 'vitest'
import { DEFAULT_MAIL_AUTH_CONFIG, loadMailAuthConfig } from './mail-auth-config.js'

describe('loadMailAuthConfig', () => {
  it('gives the documented defaults', () => {
    expect(loadMailAuthConfig({})).toEqual(DEFAULT_MAIL_AUTH_CONFIG)
    expect(DEFAULT_MAIL_AUTH_CONFIG).toEqual({
      smtpPort: 8789,
      inbox: true,
      mailFrom: 'AppKit Lab <no-reply@appkit.localhost>',
      secureSiteOrigin: 'http://127.0.0.1:4176',
    })
  })

  it('reads every override', () => {
    expect(
      loadMailAuthConfig({
        SMTP_PORT: '0',
        SMTP_URL: 'smtps://user:pass@mail.example:465',
        INBOX: 'OFF',
        MAIL_FROM: 'Wallet <wallet@example.com>',
        SECURE_SITE_ORIGIN: 'https://secure.example',
        AUTH_SECRET: 'k'.repeat(40),
        PUBLIC_URL: 'https://cloud.example/',
        ALLOWED_ORIGINS: 'https://app.example,http://127.0.0.1:3000',
        PROJECT_ORIGINS: 'shop=https://shop.example',
      }),
    ).toEqual({
      smtpPort: 0,
      smtpUrl: 'smtps://user:pass@mail.example:465',
      inbox: false,
      mailFrom: 'Wallet <wallet@example.com>',
      secureSiteOrigin: 'https://secure.example',
      authSecret: 'k'.repeat(40),
      publicUrl: 'https://cloud.example',
      allowedOrigins: ['https://app.example', 'http://127.0.0.1:3000'],
      projectOrigins: { shop: ['https://shop.example'] },
    })
  })

  it('reads the social providers that replace the dev issuers, the linking switch and the dev client secret', () => {
    expect(
      loadMailAuthConfig({
        SOCIAL_APPLE_ISSUER: 'https://appleid.apple.com',
        SOCIAL_APPLE_CLIENT_ID: 'com.example.web',
        SOCIAL_LINK_BY_EMAIL: 'true',
        SOCIAL_CLIENT_SECRET: 'lab secret',
      }),
    ).toMatchObject({
      social: {
        providers: [{ name: 'apple', issuer: 'https://appleid.apple.com', clientId: 'com.example.web' }],
        linkByEmail: true,
      },
      socialClientSecret: 'lab secret',
    })
  })

  it('reads the load balancers whose X-Forwarded-For is believed (TRUSTED_PROXIES)', () => {
    expect(loadMailAuthConfig({ TRUSTED_PROXIES: ' 10.0.0.0/8, 2001:db8::1 ,' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '2001:db8::1',
    ])
  })

  it.each([
    [{ TRUSTED_PROXIES: '10.0.0.0/8,lb.internal' }, 'TRUSTED_PROXIES: "lb.internal" is not an IP address'],
    [{ SMTP_PORT: 'twenty-five' }, 'SMTP_PORT must be a port number between 0 and 65535, got "twenty-five".'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ INBOX: 'maybe' }, 'INBOX must be "on" or "off", got "maybe".'],
    [{ INBOX: 'off' }, 'INBOX=off needs SMTP_URL'],
    [
      { SECURE_SITE_ORIGIN: 'http://127.0.0.1:4176/' },
      'SECURE_SITE_ORIGIN: "http://127.0.0.1:4176/" is not an origin',
    ],
    [{ PUBLIC_URL: 'cloud.example' }, 'PUBLIC_URL: "cloud.example" is not an origin'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET must be at least 32 characters'],
    [
      { ALLOWED_ORIGINS: 'https://a.example/path' },
      'ALLOWED_ORIGINS: "https://a.example/path" is not an origin',
    ],
  ])('stops the start on %o', (env, message) => {
    expect(() => loadMailAuthConfig(env)).toThrow(message)
  })
})
