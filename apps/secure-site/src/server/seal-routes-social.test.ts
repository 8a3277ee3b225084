import { randomBytes } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { fromBase64, toBase64 } from '../shared/base64.js'
import { decryptOnDevice, newDeviceKey } from '../shared/share-transport.js'
import { createRecoveryCodes, DEFAULT_RECOVERY_LIMITS } from './recovery-codes.js'
import { importSealKey } from './seal.js'
import { recoveryCodeRoute, type SealContext, sealRoute, unsealRoute } from './seal-routes.js'
import { fakeIssuer, jsonRequest, mintIdToken, socialContext } from './social/fake-issuer.test-helper.js'
import { recoveryGrant } from './social/recovery-grant.js'

// A social user's recovery share: sealed to (issuer, subject) and opened with a fresh login as
// that identity, proven by an ID token this server verifies and the grant it made when it
// redeemed that token. The cloud's session check is a fetch the test answers as a malicious cloud would.

const TOKEN = 'T'.repeat(43)
const SHARE = 'AAECAwQFBgc='
const auth = { authorization: `Bearer ${TOKEN}` }
const cloudSays = (id: string) =>
  vi.fn(
    async () => new Response(JSON.stringify({ user: { id, email: null }, deviceId: 'd', expiresAt: 'x' })),
  )

async function site() {
  const ctx: SealContext = {
    key: await importSealKey(randomBytes(32)),
    cloudUrl: () => 'http://cloud.test',
    codes: createRecoveryCodes({ ...DEFAULT_RECOVERY_LIMITS, cooldownMs: 0 }),
    mailer: { send: vi.fn() },
    social: socialContext(fakeIssuer()),
    // No Farcaster account in these tests' registry.
    farcaster: { fidOf: async () => 0n },
    fetch: cloudSays('user-ada'),
  }
  /** A login as `subject` through this server: the token and the grant only the page gets. */
  const login = async (subject: string, iat?: number) => {
    const idToken = await mintIdToken(subject, iat === undefined ? {} : { iat })
    return { idToken, recoveryGrant: recoveryGrant(ctx.social.grantKey, idToken) }
  }
  const seal = async (subject = 'ada') =>
    (await sealRoute(ctx, jsonRequest({ share: SHARE, social: await login(subject) }, auth))).sealed
  const unseal = async (sealed: string, social: { idToken: string; recoveryGrant: string }) => {
    const device = await newDeviceKey()
    const answer = await unsealRoute(
      ctx,
      jsonRequest({ sealed, social, deviceKey: toBase64(device.publicKey) }, auth),
    )
    const share = await decryptOnDevice(device, {
      serverKey: fromBase64(answer.serverKey),
      iv: fromBase64(answer.iv),
      ciphertext: fromBase64(answer.ciphertext),
    })
    return toBase64(share)
  }
  return { ctx, login, seal, unseal }
}

describe('a social user’s recovery share', () => {
  it('opens for a fresh login as the identity it is sealed to (a second browser gets the same wallet)', async () => {
    const s = await site()
    const sealed = await s.seal()
    expect(await s.unseal(sealed, await s.login('ada'))).toBe(SHARE)
  })

  it('a token of another subject does not open it', async () => {
    const s = await site()
    const sealed = await s.seal('ada')
    await expect(s.unseal(sealed, await s.login('mallory'))).rejects.toMatchObject({
      code: 'SOCIAL_IDENTITY_MISMATCH',
    })
  })

  it('an old token (issued over 10 minutes ago) does not open it', async () => {
    const s = await site()
    const sealed = await s.seal()
    const old = await s.login('ada', Math.floor(Date.now() / 1000) - 11 * 60)
    await expect(s.unseal(sealed, old)).rejects.toMatchObject({ code: 'ID_TOKEN_INVALID', problem: 'stale' })
  })

  it('the cloud naming another identity gets nothing: its session for the victim’s account with the attacker’s login is refused', async () => {
    const s = await site()
    const sealed = await s.seal('ada')
    // The cloud vouches for the attacker's token as Ada's account, the attacker logs in as himself.
    s.ctx.fetch = cloudSays('user-ada')
    await expect(s.unseal(sealed, await s.login('mallory'))).rejects.toMatchObject({
      code: 'SOCIAL_IDENTITY_MISMATCH',
    })
  })

  it('the cloud alone cannot open it with the ID token it saw at login: without this server’s grant it is refused', async () => {
    const s = await site()
    const sealed = await s.seal('ada')
    const { idToken } = await s.login('ada')
    await expect(s.unseal(sealed, { idToken, recoveryGrant: 'A'.repeat(43) })).rejects.toMatchObject({
      code: 'SOCIAL_IDENTITY_MISMATCH',
    })
  })

  it('a share sealed for another account does not open (the user id is sealed in)', async () => {
    const s = await site()
    const sealed = await s.seal('ada')
    s.ctx.fetch = cloudSays('user-other')
    await expect(s.unseal(sealed, await s.login('ada'))).rejects.toMatchObject({
      code: 'SEALED_SHARE_INVALID',
    })
  })

  it('no code is mailed for it, and an email share does not open with a login', async () => {
    const s = await site()
    const sealed = await s.seal()
    await expect(recoveryCodeRoute(s.ctx, jsonRequest({ sealed }, auth))).rejects.toMatchObject({
      code: 'RECOVERY_METHOD_MISMATCH',
    })
    s.ctx.fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            user: { id: 'user-ada', email: 'ada@example.com' },
            deviceId: 'd',
            expiresAt: 'x',
          }),
        ),
    )
    const emailSealed = (
      await sealRoute(s.ctx, jsonRequest({ share: SHARE, email: 'ada@example.com' }, auth))
    ).sealed
    await expect(s.unseal(emailSealed, await s.login('ada'))).rejects.toMatchObject({
      code: 'RECOVERY_METHOD_MISMATCH',
    })
  })

  it('a session without an email cannot seal to an email', async () => {
    const s = await site()
    await expect(
      sealRoute(s.ctx, jsonRequest({ share: SHARE, email: 'ada@example.com' }, auth)),
    ).rejects.toMatchObject({ code: 'RECOVERY_EMAIL_MISMATCH' })
  })

  it('a login that is not a token of a configured issuer does not seal', async () => {
    const s = await site()
    const foreign = await mintIdToken('ada', { claims: { iss: 'https://evil.test' } })
    const seal = (idToken: string) =>
      sealRoute(s.ctx, jsonRequest({ share: SHARE, social: { idToken, recoveryGrant: 'g' } }, auth))
    await expect(seal(foreign)).rejects.toMatchObject({ code: 'ID_TOKEN_INVALID', problem: 'issuer' })
    await expect(seal('not-a-jwt')).rejects.toMatchObject({ code: 'ID_TOKEN_INVALID', problem: 'malformed' })
  })
})
