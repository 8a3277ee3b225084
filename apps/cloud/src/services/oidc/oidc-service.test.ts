import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../../http/server.js'
import { DEV_SOCIAL_CLIENT_ID } from '../auth/social/social-config.js'
import { runCodeFlow } from './code-flow.test-helper.js'
import { DEV_CLIENT_SECRET, type DevOidc, devOidc } from './oidc-service.js'

// The provider on a server of its own; the whole login with the auth API is
// cloud-social.integration.test.ts's.
const SECURE_SITE = 'https://secure.example'
let server: RunningServer
let oidc: DevOidc

beforeAll(async () => {
  oidc = devOidc({ secureSiteOrigin: SECURE_SITE, keysDir: undefined })
  server = await startServer('127.0.0.1', 0, [oidc.service])
})
afterAll(() => server.close())

describe('devOidc', () => {
  it('answers 503 until its issuers are made, then serves each one’s discovery under /oidc/<name>', async () => {
    const discovery = `${server.url}/oidc/github/.well-known/openid-configuration`
    expect((await fetch(discovery)).status).toBe(503)
    await oidc.start(server.url)
    const metadata = await (await fetch(discovery)).json()
    expect(metadata).toMatchObject({
      issuer: `${server.url}/oidc/github`,
      jwks_uri: `${server.url}/oidc/github/jwks`,
      authorization_endpoint: `${server.url}/oidc/github/auth`,
      token_endpoint: `${server.url}/oidc/github/token`,
      code_challenge_methods_supported: ['S256'],
      scopes_supported: expect.arrayContaining(['openid', 'profile', 'email']),
    })
    expect((await fetch(`${server.url}/oidc/myspace/.well-known/openid-configuration`)).status).toBe(404)
    expect((await fetch(`${server.url}/elsewhere`)).status).toBe(404)
  })

  it('refuses an authorization request for another redirect URI (a code sent to an attacker)', async () => {
    const flow = runCodeFlow({
      issuer: `${server.url}/oidc/google`,
      clientId: DEV_SOCIAL_CLIENT_ID,
      clientSecret: DEV_CLIENT_SECRET,
      redirectUri: 'https://evil.example/social/callback',
    })
    await expect(flow).rejects.toThrow(/The issuer answered 400/)
  })

  it('refuses a token request with the wrong client secret', async () => {
    const flow = await runCodeFlow({
      issuer: `${server.url}/oidc/google`,
      clientId: DEV_SOCIAL_CLIENT_ID,
      clientSecret: 'guessed',
      redirectUri: `${SECURE_SITE}/social/callback`,
    })
    expect(flow.tokens).toMatchObject({ status: 401, body: { error: 'invalid_client' } })
  })

  it('answers an interaction page without its browser’s cookie with a page asking to start again', async () => {
    const page = await fetch(`${server.url}/oidc/google/interaction/unknown-uid`)
    expect(page.status).toBe(400)
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(await page.text()).toContain('Start it again from the site')
    const post = await fetch(`${server.url}/oidc/google/interaction/unknown-uid/consent`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=allow',
    })
    expect(post.status).toBe(400)
  })
})
