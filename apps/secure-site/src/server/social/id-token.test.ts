import { describe, expect, it } from 'vitest'
import { CLIENT_ID, fakeIssuer, ISSUER, mintIdToken } from './fake-issuer.test-helper.js'
import { verifyIdToken } from './id-token.js'
import { createIssuerCache } from './oidc-issuer.js'

const issuer = () => createIssuerCache({ fetch: fakeIssuer().fetch }).get(ISSUER)
const now = () => Math.floor(Date.now() / 1000)

async function problem(
  token: string,
  expect_: Parameters<typeof verifyIdToken>[2] = { clientId: CLIENT_ID },
) {
  return verifyIdToken(token, await issuer(), expect_).then(
    () => 'accepted',
    (error: { code: string; problem: string }) => `${error.code}:${error.problem}`,
  )
}

describe('verifyIdToken', () => {
  it('accepts the issuer’s token for this client and reads the identity', async () => {
    const token = await mintIdToken('ada', { claims: { nonce: 'n1' } })
    expect(await verifyIdToken(token, await issuer(), { clientId: CLIENT_ID, nonce: 'n1' })).toEqual({
      issuer: ISSUER,
      subject: 'ada',
      email: 'ada@example.com',
      emailVerified: true,
      userName: 'ada',
    })
  })

  it('refuses a token made for another client (wrong audience)', async () => {
    expect(await problem(await mintIdToken('ada', { claims: { aud: 'another-client' } }))).toBe(
      'ID_TOKEN_INVALID:audience',
    )
  })

  it('refuses a token of another login attempt (wrong nonce)', async () => {
    const token = await mintIdToken('ada', { claims: { nonce: 'theirs' } })
    expect(await problem(token, { clientId: CLIENT_ID, nonce: 'ours' })).toBe('ID_TOKEN_INVALID:nonce')
  })

  it('refuses a token signed with a key the issuer does not publish (forged signature)', async () => {
    expect(await problem(await mintIdToken('ada', { foreignKey: true }))).toBe('ID_TOKEN_INVALID:signature')
  })

  it('refuses an expired token', async () => {
    expect(await problem(await mintIdToken('ada', { iat: now() - 7200, exp: now() - 3600 }))).toBe(
      'ID_TOKEN_INVALID:expired',
    )
  })

  it('refuses a token of another issuer', async () => {
    expect(await problem(await mintIdToken('ada', { claims: { iss: 'https://evil.test' } }))).toBe(
      'ID_TOKEN_INVALID:issuer',
    )
  })

  it('refuses an old token when a fresh login is asked for', async () => {
    const token = await mintIdToken('ada', { iat: now() - 11 * 60, exp: now() + 3600 })
    expect(await problem(token, { clientId: CLIENT_ID, maxAgeSeconds: 600 })).toBe('ID_TOKEN_INVALID:stale')
    expect(await problem(token)).toBe('accepted')
  })

  it('refuses what is not a signed token', async () => {
    expect(await problem('not.a.token')).toBe('ID_TOKEN_INVALID:malformed')
  })

  it('refuses a token without a subject', async () => {
    expect(await problem(await mintIdToken('ada', { claims: { sub: undefined } }))).toBe(
      'ID_TOKEN_INVALID:malformed',
    )
  })

  it('a provider whose keys cannot be read is unavailable, not a bad token', async () => {
    const fetch = fakeIssuer().fetch
    const cache = createIssuerCache({
      fetch: async (url, init) =>
        url.endsWith('/jwks') ? new Response('down', { status: 503 }) : fetch(url, init),
    })
    await expect(
      verifyIdToken(await mintIdToken('ada'), await cache.get(ISSUER), { clientId: CLIENT_ID }),
    ).rejects.toMatchObject({ code: 'SOCIAL_PROVIDER_UNAVAILABLE' })
  })
})
