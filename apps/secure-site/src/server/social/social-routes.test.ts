import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  DAPP,
  fakeIssuer,
  jsonRequest,
  PROJECT_ID,
  SITE_ORIGIN,
  socialContext,
} from './fake-issuer.test-helper.js'
import { isRecoveryGrantFor } from './recovery-grant.js'
import { socialAuthorizeRoute, socialTokenRoute } from './social-routes.js'
import { verifyState } from './social-state.js'

const VERIFIER = 'v'.repeat(43)
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url')
const NONCE = 'n'.repeat(43)
const authorizeBody = {
  provider: 'google',
  state: 's'.repeat(43),
  nonce: NONCE,
  codeChallenge: CHALLENGE,
  dappOrigin: DAPP,
  projectId: PROJECT_ID,
}

async function login(options: { allowedOrigins?: string[] } = {}) {
  const issuer = fakeIssuer()
  const ctx = socialContext(issuer, options)
  const authorize = () => socialAuthorizeRoute(ctx, jsonRequest(authorizeBody))
  const token = (code: string, overrides: Record<string, string> = {}) =>
    socialTokenRoute(
      ctx,
      jsonRequest({ provider: 'google', code, codeVerifier: VERIFIER, nonce: NONCE, ...overrides }),
    )
  const codeOf = (resultUri: string) => new URL(resultUri).searchParams.get('code')!
  return { issuer, ctx, authorize, token, codeOf }
}

describe('POST /social/authorize', () => {
  it('answers the provider’s URL: authorization code with PKCE S256, this site’s callback, the dapp bound into the state', async () => {
    const { authorize, ctx } = await login()
    const { uri, state } = await authorize()
    const url = new URL(uri)
    expect(url.origin + url.pathname).toBe('https://id.test/oidc/google/auth')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'appkit-secure-site',
      redirect_uri: `${SITE_ORIGIN}/social/callback`,
      scope: 'openid email',
      state,
      nonce: NONCE,
      code_challenge: CHALLENGE,
      code_challenge_method: 'S256',
    })
    expect(state.startsWith(`${authorizeBody.state}.`)).toBe(true)
    expect(verifyState(ctx.stateKey, state)).toEqual({ dappOrigin: DAPP, provider: 'google' })
  })

  it('refuses to bind a dapp that is not one of the project’s origins (its popup result would go there)', async () => {
    const { authorize } = await login({ allowedOrigins: ['https://other.example'] })
    await expect(authorize()).rejects.toMatchObject({ code: 'ORIGIN_NOT_ALLOWED', status: 403 })
  })

  it('refuses a provider the site has no configuration for', async () => {
    const { ctx } = await login()
    await expect(
      socialAuthorizeRoute(ctx, jsonRequest({ ...authorizeBody, provider: 'github' })),
    ).rejects.toMatchObject({ code: 'SOCIAL_PROVIDER_NOT_CONFIGURED' })
  })
})

describe('POST /social/token', () => {
  it('redeems the code with the verifier and the client secret, and answers the verified identity with a recovery grant', async () => {
    const { issuer, ctx, authorize, token, codeOf } = await login()
    const answer = await token(codeOf(issuer.consent((await authorize()).uri, 'ada')))
    expect(answer).toMatchObject({
      provider: 'google',
      issuer: 'https://id.test/oidc/google',
      subject: 'ada',
      email: 'ada@example.com',
      emailVerified: true,
      userName: 'ada',
    })
    expect(isRecoveryGrantFor(ctx.grantKey, answer.idToken, answer.recoveryGrant)).toBe(true)
    expect(issuer.tokenRequests[0]!.get('grant_type')).toBe('authorization_code')
  })

  it('a code stolen without the page’s PKCE verifier is refused by the provider', async () => {
    const { issuer, authorize, token, codeOf } = await login()
    const code = codeOf(issuer.consent((await authorize()).uri, 'ada'))
    await expect(token(code, { codeVerifier: 'w'.repeat(43) })).rejects.toMatchObject({
      code: 'SOCIAL_CODE_REJECTED',
    })
  })

  it('a token answered for another login attempt (nonce) is refused', async () => {
    const { issuer, authorize, token, codeOf } = await login()
    const code = codeOf(issuer.consent((await authorize()).uri, 'ada'))
    await expect(token(code, { nonce: 'm'.repeat(43) })).rejects.toMatchObject({
      code: 'ID_TOKEN_INVALID',
      problem: 'nonce',
    })
  })

  it('a token made for another client (audience) or with a forged signature is refused', async () => {
    const { issuer, authorize, token, codeOf } = await login()
    const uri = (await authorize()).uri
    await expect(
      token(codeOf(issuer.consent(uri, 'ada', { claims: { aud: 'other' } }))),
    ).rejects.toMatchObject({
      problem: 'audience',
    })
    await expect(token(codeOf(issuer.consent(uri, 'ada', { foreignKey: true })))).rejects.toMatchObject({
      problem: 'signature',
    })
  })

  it('a public client (no secret) sends its client_id in the form, and a provider failing is unavailable', async () => {
    const { issuer, ctx, authorize, codeOf } = await login()
    const publicCtx = {
      ...ctx,
      providers: () => ({ google: { ...ctx.providers().google!, clientSecret: undefined } }),
    }
    const code = codeOf(issuer.consent((await authorize()).uri, 'ada'))
    const request = () => jsonRequest({ provider: 'google', code, codeVerifier: VERIFIER, nonce: NONCE })
    // The fake issuer wants its secret: the refusal is the provider's answer.
    await expect(socialTokenRoute(publicCtx, request())).rejects.toMatchObject({
      code: 'SOCIAL_CODE_REJECTED',
    })
    expect(issuer.tokenRequests[0]!.get('client_id')).toBe('appkit-secure-site')
    const down = { ...ctx, fetch: async () => new Response('oops', { status: 500 }) }
    await expect(socialTokenRoute(down, request())).rejects.toMatchObject({
      code: 'SOCIAL_PROVIDER_UNAVAILABLE',
    })
    const noToken = { ...ctx, fetch: async () => new Response('{}') }
    await expect(socialTokenRoute(noToken, request())).rejects.toMatchObject({
      code: 'SOCIAL_PROVIDER_UNAVAILABLE',
    })
    const offline = { ...ctx, fetch: async () => Promise.reject(new TypeError('fetch failed')) }
    await expect(socialTokenRoute(offline, request())).rejects.toMatchObject({
      code: 'SOCIAL_PROVIDER_UNAVAILABLE',
    })
  })
})
