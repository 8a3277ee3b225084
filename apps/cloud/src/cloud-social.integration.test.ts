import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCloud } from './cloud.js'
import type { Cloud } from './cloud-info.js'
import { DEV_SOCIAL_CLIENT_ID } from './services/auth/social/social-config.js'
import { runCodeFlow } from './services/oidc/code-flow.test-helper.js'
import { DEV_CLIENT_SECRET } from './services/oidc/oidc-service.js'

// The whole social login on one started cloud, in Node: this test plays the secure site (its page
// and its server) and the person's browser; the cloud is the identity provider and the auth API.
const SECURE_SITE = 'https://secure.example'
const REDIRECT_URI = `${SECURE_SITE}/social/callback`

let cloud: Cloud
beforeAll(async () => {
  cloud = await startCloud({
    host: '127.0.0.1',
    port: 0,
    relayPort: 0,
    chains: [],
    secureSiteOrigin: SECURE_SITE,
    testMode: true,
  })
}, 30_000)
afterAll(() => cloud?.stop())

const issuerOf = (name: string) => `${cloud.url}/oidc/${name}`
const flow = (name: string, options: Partial<Parameters<typeof runCodeFlow>[0]> = {}) =>
  runCodeFlow({
    issuer: issuerOf(name),
    clientId: DEV_SOCIAL_CLIENT_ID,
    clientSecret: DEV_CLIENT_SECRET,
    redirectUri: REDIRECT_URI,
    ...options,
  })

let devices = 0
const socialLogin = async (idToken: unknown) => {
  const answer = await fetch(`${cloud.authUrl}/social/login`, {
    method: 'POST',
    headers: { origin: SECURE_SITE, 'content-type': 'application/json' },
    body: JSON.stringify({ idToken, deviceId: `social-device-${++devices}` }),
  })
  // biome-ignore lint/suspicious/noExplicitAny: the test reads the answer by the paths it expects.
  return { status: answer.status, body: (await answer.json()) as any }
}

const arm = async (name: string, fault: string) => {
  const armed = await fetch(`${cloud.url}/test/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: `/oidc/${name}`, fault }),
  })
  expect(armed.status).toBe(204)
}

describe('social login through the cloud’s own OpenID Connect provider', () => {
  it('names its six issuers, each with keys of its own, in /health and the cloud’s info', async () => {
    const health = (await (await fetch(`${cloud.url}/health`)).json()) as { socialProviders: unknown }
    const expected = ['google', 'github', 'apple', 'facebook', 'x', 'discord'].map((name) => ({
      name,
      issuer: issuerOf(name),
      clientId: DEV_SOCIAL_CLIENT_ID,
    }))
    expect(health.socialProviders).toEqual(expected)
    expect(cloud.socialProviders).toEqual(expected)
    const kids = await Promise.all(
      expected.map(async ({ issuer }) => {
        const { keys } = (await (await fetch(`${issuer}/jwks`)).json()) as {
          keys: { kid: string; d?: string }[]
        }
        expect(keys.every((key) => key.d === undefined)).toBe(true)
        return keys.map((key) => key.kid).join()
      }),
    )
    expect(new Set(kids).size).toBe(6)
  })

  it('logs a person in: authorize, pick a user, allow, code with PKCE, ID token, session; the same person again is the same user', async () => {
    const first = await flow('google', { user: 'ada' })
    expect(first.callback.searchParams.get('state')).toBe(first.state)
    expect(first.tokens?.status).toBe(200)
    const idToken = first.tokens!.body.id_token as string
    // What the secure site checks before it hands the token over.
    expect(decodeJwt(idToken)).toMatchObject({
      iss: issuerOf('google'),
      aud: DEV_SOCIAL_CLIENT_ID,
      sub: 'ada',
      nonce: first.nonce,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      email_verified: true,
    })
    const login = await socialLogin(idToken)
    expect(login).toMatchObject({
      status: 200,
      body: {
        user: { email: null, isNew: true },
        provider: 'google',
        userName: 'Ada Lovelace',
        email: 'ada@example.com',
      },
    })
    const session = await fetch(`${cloud.authUrl}/session`, {
      headers: { origin: SECURE_SITE, authorization: `Bearer ${login.body.sessionToken}` },
    })
    expect(session.status).toBe(200)

    // Another browser (a fresh cookie jar): a new login page, the same user.
    const again = await socialLogin((await flow('google', { user: 'ada' })).tokens!.body.id_token)
    expect(again.body.user).toEqual({ ...login.body.user, isNew: false })
    // The same test user at another provider is another identity, so another user.
    const github = await socialLogin((await flow('github', { user: 'ada' })).tokens!.body.id_token)
    expect(github.body).toMatchObject({ provider: 'github', user: { isNew: true } })
    expect(github.body.user.id).not.toBe(login.body.user.id)
  })

  it('reports an unverified email as no email', async () => {
    const eve = await socialLogin((await flow('discord', { user: 'eve' })).tokens!.body.id_token)
    expect(eve.status).toBe(200)
    expect(eve.body.email).toBeUndefined()
    expect(eve.body.userName).toBe('Eve Unverified')
  })

  it('sends a denied consent back to the site as access_denied, with no code', async () => {
    const denied = await flow('apple', { decision: 'deny' })
    expect(denied.callback.origin + denied.callback.pathname).toBe(REDIRECT_URI)
    expect(denied.callback.searchParams.get('error')).toBe('access_denied')
    expect(denied.callback.searchParams.get('code')).toBeNull()
    expect(denied.callback.searchParams.get('state')).toBe(denied.state)
  })

  it('requires PKCE: no code without a challenge, no token without the right verifier', async () => {
    const withoutPkce = await flow('x', { withoutPkce: true })
    expect(withoutPkce.callback.searchParams.get('error')).toBe('invalid_request')
    expect(withoutPkce.callback.searchParams.get('code')).toBeNull()
    const stolenCode = await flow('x', { codeVerifier: 'a'.repeat(43) })
    expect(stolenCode.tokens).toMatchObject({ status: 400, body: { error: 'invalid_grant' } })
  })

  it('serves its pages without script, framing refused, and says there are no passwords', async () => {
    const { loginPage } = await flow('facebook')
    const csp = loginPage!.headers.get('content-security-policy')!
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('script-src')
    expect(loginPage!.html).not.toContain('<script')
    expect(loginPage!.html).toContain('no passwords')
  })

  it.each([
    ['wrong-audience', /another client \(aud\)/],
    ['bad-signature', /signature/],
    ['expired', /expired \(exp\)/],
  ])('refuses an ID token with the armed fault %s, and only the next one', async (fault, message) => {
    await arm('google', fault)
    const faulty = await flow('google', { user: 'grace' })
    const refused = await socialLogin(faulty.tokens!.body.id_token)
    expect(refused).toMatchObject({ status: 401, body: { error: { code: 'ID_TOKEN_INVALID' } } })
    expect(refused.body.error.message).toMatch(message)
    expect(refused.body.sessionToken).toBeUndefined()
    const next = await flow('google', { user: 'grace' })
    expect((await socialLogin(next.tokens!.body.id_token)).status).toBe(200)
  })

  it('arms wrong-nonce: a token whose nonce is not the one the secure site sent, and used once at most', async () => {
    await arm('google', 'wrong-nonce')
    const faulty = await flow('google', { user: 'grace' })
    const idToken = faulty.tokens!.body.id_token as string
    // The secure site refuses it: its nonce is not the one it put in the authorization request.
    expect(decodeJwt(idToken).nonce).not.toBe(faulty.nonce)
    expect(decodeJwt(idToken)).toMatchObject({ iss: issuerOf('google'), aud: DEV_SOCIAL_CLIENT_ID })
  })
})
