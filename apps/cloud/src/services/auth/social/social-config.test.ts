import { describe, expect, it } from 'vitest'
import { devSocialProviders, readSocialConfig, withProviders } from './social-config.js'

describe('readSocialConfig', () => {
  it('accepts no provider and no linking by default', () => {
    expect(readSocialConfig({})).toEqual({ providers: [], linkByEmail: false })
  })

  it('reads each provider’s issuer and client id, and the linking switch', () => {
    const config = readSocialConfig({
      SOCIAL_GOOGLE_ISSUER: 'https://accounts.google.com',
      SOCIAL_GOOGLE_CLIENT_ID: ' 123.apps.googleusercontent.com ',
      SOCIAL_LINK_BY_EMAIL: '1',
    })
    expect(config).toEqual({
      providers: [
        { name: 'google', issuer: 'https://accounts.google.com', clientId: '123.apps.googleusercontent.com' },
      ],
      linkByEmail: true,
    })
  })

  it('stops the start on half a provider, a bad issuer or a bad switch, naming each', () => {
    expect(() =>
      readSocialConfig({
        SOCIAL_GITHUB_ISSUER: 'https://github.example',
        SOCIAL_X_ISSUER: 'ftp://x.example',
        SOCIAL_X_CLIENT_ID: 'x',
        SOCIAL_LINK_BY_EMAIL: 'yes',
      }),
    ).toThrow(
      /SOCIAL_GITHUB_ISSUER and SOCIAL_GITHUB_CLIENT_ID go together[\s\S]*SOCIAL_X_ISSUER must be[\s\S]*SOCIAL_LINK_BY_EMAIL must be 1 or 0/,
    )
  })
})

describe('devSocialProviders and withProviders', () => {
  it('names one issuer per provider under the cloud, replaced by a configured one of the same name', () => {
    const dev = devSocialProviders('http://127.0.0.1:8787')
    expect(dev.map((provider) => provider.issuer)).toEqual([
      'http://127.0.0.1:8787/oidc/google',
      'http://127.0.0.1:8787/oidc/github',
      'http://127.0.0.1:8787/oidc/apple',
      'http://127.0.0.1:8787/oidc/facebook',
      'http://127.0.0.1:8787/oidc/x',
      'http://127.0.0.1:8787/oidc/discord',
    ])
    const google = { name: 'google' as const, issuer: 'https://accounts.google.com', clientId: 'c' }
    const merged = withProviders(dev, [google])
    expect(merged).toHaveLength(6)
    expect(merged.filter((provider) => provider.name === 'google')).toEqual([google])
  })
})
