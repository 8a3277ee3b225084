import { describe, expect, it } from 'vitest'
import { logIn, newDeviceId, newEmail, useAuthServer } from '../auth-test-server.test-helper.js'
import { useTestIssuer } from '../social/test-issuer.test-helper.js'

// POST /auth/v1/social/login against an issuer of the test's own (its keys over HTTP); the whole
// code flow against the cloud's OpenID Connect provider is cloud-social.integration.test.ts's.
const issuer = useTestIssuer()
const server = useAuthServer({}, { social: issuer.config() })
const linking = useAuthServer({}, { social: issuer.config(true) })

let subjects = 0
const newSubject = () => `subject-${process.pid}-${++subjects}-${Math.random().toString(36).slice(2, 8)}`

const login = (
  h: ReturnType<typeof server>,
  idToken: string,
  deviceId = newDeviceId(),
  instance: 0 | 1 = 0,
) => h.call('POST', '/auth/v1/social/login', { body: { idToken, deviceId }, instance })

describe('POST /auth/v1/social/login', () => {
  it('opens a session for the provider’s person, answering as an email login does with the provider and name', async () => {
    const h = server()
    const idToken = await issuer.get().sign({
      sub: newSubject(),
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      email_verified: true,
    })
    const answer = await login(h, idToken)
    expect(answer).toMatchObject({
      status: 200,
      body: {
        sessionToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expiresAt: expect.any(String),
        user: { id: expect.any(String), email: null, isNew: true },
        provider: 'google',
        userName: 'Ada Lovelace',
        email: 'ada@example.com',
      },
    })
    const session = await h.call('GET', '/auth/v1/session', { token: answer.body.sessionToken, instance: 1 })
    expect(session.body.user).toEqual({ id: answer.body.user.id, email: null })
    // The provider's proof verified the device: the wallet endpoints serve it.
    const wallet = await h.call('GET', '/auth/v1/wallet', { token: answer.body.sessionToken })
    expect(wallet.body.error.code).toBe('WALLET_NOT_FOUND')
  })

  it('finds the same user for the same person on every login and device', async () => {
    const h = server()
    const sub = newSubject()
    const first = await login(h, await issuer.get().sign({ sub }))
    const second = await login(h, await issuer.get().sign({ sub, name: 'Renamed' }), newDeviceId(), 1)
    expect(second.body.user).toEqual({ ...first.body.user, isNew: false })
    expect(second.body.userName).toBe('Renamed')
  })

  it('refuses the same ID token a second time, on the other instance too (replay)', async () => {
    const h = server()
    const idToken = await issuer.get().sign({ sub: newSubject() })
    expect((await login(h, idToken)).status).toBe(200)
    for (const instance of [0, 1] as const) {
      const replay = await login(h, idToken, newDeviceId(), instance)
      expect(replay).toMatchObject({ status: 401, body: { error: { code: 'ID_TOKEN_INVALID' } } })
      expect(replay.body.error.message).toMatch(/nonce was used already/)
    }
  })

  it('refuses a forged token and opens no session', async () => {
    const h = server()
    const forged = await issuer.get().sign({ sub: newSubject() }, { key: issuer.get().strangerKey })
    const answer = await login(h, forged)
    expect(answer).toMatchObject({ status: 401, body: { error: { code: 'ID_TOKEN_INVALID' } } })
    expect(answer.body.error.message).toMatch(/signature/)
    expect(answer.body.sessionToken).toBeUndefined()
  })

  it('answers PROVIDER_UNKNOWN for an issuer that is not configured', async () => {
    const h = server()
    const answer = await login(h, await issuer.get().sign({ iss: 'https://accounts.evil.example' }))
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'PROVIDER_UNKNOWN' } } })
  })

  it('refuses pages of other origins before reading the token', async () => {
    const h = server()
    const idToken = await issuer.get().sign({ sub: newSubject() })
    const answer = await h.call('POST', '/auth/v1/social/login', {
      body: { idToken, deviceId: newDeviceId() },
      origin: 'https://evil.example',
    })
    expect(answer.body.error.code).toBe('ORIGIN_NOT_ALLOWED')
    // The token was not used up by the refused call.
    expect((await login(h, idToken)).status).toBe(200)
  })

  it('does not let a provider that reports an email user’s address into that account when linking is off', async () => {
    const h = server()
    const owner = await logIn(h)
    const idToken = await issuer.get().sign({ sub: newSubject(), email: owner.email, email_verified: true })
    const answer = await login(h, idToken)
    expect(answer.body.user).toMatchObject({ email: null, isNew: true })
    expect(answer.body.user.id).not.toBe(owner.user.id)
  })

  it('links a verified email to the email user when linking is on, and never an unverified one', async () => {
    const h = linking()
    const owner = await logIn(h)
    const unverified = await issuer
      .get()
      .sign({ sub: newSubject(), email: owner.email, email_verified: false })
    expect((await login(h, unverified)).body.user.id).not.toBe(owner.user.id)

    const verified = await issuer.get().sign({ sub: newSubject(), email: owner.email, email_verified: true })
    const answer = await login(h, verified)
    expect(answer.body.user).toEqual({ id: owner.user.id, email: owner.email, isNew: false })
    expect(answer.body.linked).toBe(true)
  })

  it('refuses an email update for a user without a login email', async () => {
    const h = server()
    const { body } = await login(h, await issuer.get().sign({ sub: newSubject() }))
    const answer = await h.call('POST', '/auth/v1/email/update/start', {
      token: body.sessionToken,
      body: { newEmail: newEmail() },
    })
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'BAD_REQUEST' } } })
  })
})
