import { SignJWT } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { createIdTokenVerifier, type IdTokenVerifier } from './id-token-verifier.js'
import { TEST_CLIENT_ID, useTestIssuer } from './test-issuer.test-helper.js'

const NOW = 1_800_000_000_000
const seconds = (ms: number) => Math.floor(ms / 1000)
const testIssuer = useTestIssuer(() => NOW)
let verifier: IdTokenVerifier
beforeAll(async () => {
  verifier = createIdTokenVerifier((await testIssuer.config()).providers)
})

const token = (...args: Parameters<ReturnType<typeof testIssuer.get>['sign']>) =>
  testIssuer.get().sign(...args)
const refusal = (code: string, message: RegExp) => ({ code, message: expect.stringMatching(message) })

describe('createIdTokenVerifier', () => {
  it('accepts a token of a configured issuer, signed with its published key, for our client', async () => {
    const idToken = await token({
      nonce: 'nonce-1',
      name: 'Ada Lovelace',
      email: 'Ada@Example.com',
      email_verified: true,
    })
    expect(await verifier.verify(idToken, NOW)).toEqual({
      provider: 'google',
      issuer: testIssuer.get().issuer,
      subject: 'subject-1',
      userName: 'Ada Lovelace',
      verifiedEmail: 'ada@example.com',
      nonce: 'nonce-1',
      acceptableUntil: NOW + 10 * 60_000 + 60_000,
    })
  })

  it('does not report an email the issuer did not verify', async () => {
    const idToken = await token({ email: 'eve@example.com', email_verified: false })
    expect((await verifier.verify(idToken, NOW)).verifiedEmail).toBeNull()
  })

  it('refuses a token signed by another key that claims the issuer (forged signature)', async () => {
    const forged = await token({}, { key: testIssuer.get().strangerKey })
    await expect(verifier.verify(forged, NOW)).rejects.toMatchObject(refusal('ID_TOKEN_INVALID', /signature/))
  })

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, , signature] = (await token()).split('.')
    const payload = Buffer.from(
      JSON.stringify({ iss: testIssuer.get().issuer, aud: TEST_CLIENT_ID, sub: 'someone-else' }),
    ).toString('base64url')
    await expect(verifier.verify(`${header}.${payload}.${signature}`, NOW)).rejects.toMatchObject(
      refusal('ID_TOKEN_INVALID', /signature/),
    )
  })

  it('refuses a token issued to another client (wrong audience)', async () => {
    await expect(verifier.verify(await token({ aud: 'another-app' }), NOW)).rejects.toMatchObject(
      refusal('ID_TOKEN_INVALID', /another client \(aud\)/),
    )
  })

  it('refuses an expired token, and accepts one within the clock skew', async () => {
    const expired = await token({ iat: seconds(NOW) - 3600, exp: seconds(NOW) - 61 })
    await expect(verifier.verify(expired, NOW)).rejects.toMatchObject(
      refusal('ID_TOKEN_INVALID', /expired \(exp\)/),
    )
    const justNow = await token({ exp: seconds(NOW) - 30 })
    await expect(verifier.verify(justNow, NOW)).resolves.toMatchObject({ subject: 'subject-1' })
  })

  it('refuses a token issued long ago or in the future (iat), even if it has not expired', async () => {
    const old = await token({ iat: seconds(NOW) - 3600 })
    await expect(verifier.verify(old, NOW)).rejects.toMatchObject(refusal('ID_TOKEN_INVALID', /\(iat\)/))
    const future = await token({ iat: seconds(NOW) + 600 })
    await expect(verifier.verify(future, NOW)).rejects.toMatchObject(refusal('ID_TOKEN_INVALID', /\(iat\)/))
  })

  it('refuses a token without a nonce (it could not be bound to one login)', async () => {
    await expect(verifier.verify(await token({}, { omit: ['nonce'] }), NOW)).rejects.toMatchObject(
      refusal('ID_TOKEN_INVALID', /nonce is missing/),
    )
  })

  it('refuses an unsigned token (alg none) and one "signed" with a shared secret', async () => {
    const [, payload] = (await token()).split('.')
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`
    await expect(verifier.verify(none, NOW)).rejects.toMatchObject({ code: 'ID_TOKEN_INVALID' })
    const claims = { iss: testIssuer.get().issuer, aud: TEST_CLIENT_ID, sub: 's', nonce: 'n' }
    const hmac = await new SignJWT({ ...claims, iat: seconds(NOW), exp: seconds(NOW) + 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a shared secret of thirty-two bytes!'))
    await expect(verifier.verify(hmac, NOW)).rejects.toMatchObject(refusal('ID_TOKEN_INVALID', /algorithm/))
  })

  it('refuses a token of an issuer that is not configured, and one that is not a JWT', async () => {
    const foreign = await token({ iss: 'https://accounts.evil.example' })
    await expect(verifier.verify(foreign, NOW)).rejects.toMatchObject({ code: 'PROVIDER_UNKNOWN' })
    await expect(verifier.verify('not a token', NOW)).rejects.toMatchObject({ code: 'ID_TOKEN_INVALID' })
  })

  it('does not take keys from a discovery document that names another issuer', async () => {
    const issuer = testIssuer.get()
    issuer.discoveryIssuer = () => 'https://accounts.evil.example'
    try {
      const fresh = createIdTokenVerifier((await testIssuer.config()).providers)
      await expect(fresh.verify(await token(), NOW)).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' })
    } finally {
      issuer.discoveryIssuer = (own) => own
    }
  })
})
