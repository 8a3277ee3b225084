import { describe, expect, it, vi } from 'vitest'
import type { FetchLike } from '../cloud-session.js'
import { fakeIssuer, ISSUER } from './fake-issuer.test-helper.js'
import { createIssuerCache } from './oidc-issuer.js'

describe('the issuer cache', () => {
  it('discovers an issuer once and keeps it an hour', async () => {
    const issuer = fakeIssuer()
    let now = 0
    const cache = createIssuerCache({ fetch: issuer.fetch, now: () => now })
    const found = await cache.get(ISSUER)
    expect(found.tokenEndpoint).toBe(`${ISSUER}/token`)
    await cache.get(ISSUER)
    expect(issuer.fetch).toHaveBeenCalledTimes(1)
    now = 60 * 60 * 1000
    await cache.get(ISSUER)
    expect(issuer.fetch).toHaveBeenCalledTimes(2)
  })

  it('refuses metadata naming another issuer (a mix-up), and tries again after a failure', async () => {
    const answers = [
      new Response(
        JSON.stringify({
          issuer: 'https://evil.test',
          authorization_endpoint: 'https://a',
          token_endpoint: 'https://t',
          jwks_uri: 'https://j',
        }),
      ),
      new Response('down', { status: 503 }),
    ]
    const fetch = vi.fn<FetchLike>(async () => answers.shift()!)
    const cache = createIssuerCache({ fetch })
    await expect(cache.get(ISSUER)).rejects.toMatchObject({ code: 'SOCIAL_PROVIDER_UNAVAILABLE' })
    await expect(cache.get(ISSUER)).rejects.toThrow('HTTP status code: 503')
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('refuses an issuer without PKCE S256', async () => {
    const metadata = {
      issuer: ISSUER,
      authorization_endpoint: 'https://a',
      token_endpoint: 'https://t',
      jwks_uri: 'https://j',
      code_challenge_methods_supported: ['plain'],
    }
    const cache = createIssuerCache({ fetch: async () => new Response(JSON.stringify(metadata)) })
    await expect(cache.get(ISSUER)).rejects.toThrow('PKCE with S256')
  })
})
