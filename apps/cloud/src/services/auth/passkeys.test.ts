import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ENGINES } from '../../db/engines.test-helper.js'
import {
  type AuthHarness,
  logIn,
  newDeviceId,
  SECURE_SITE,
  useAuthServer,
} from './auth-test-server.test-helper.js'
import { createSoftwareAuthenticator } from './software-authenticator.test-helper.js'

const shares = {
  evmAddress: `0x${'ab'.repeat(20)}`,
  authShare: 'YXV0aCBzaGFyZQ==',
  recoveryShareSealed: 'c2VydmVyLXNlYWxlZA==',
}
const PASSKEY_SEALED = 'cGFzc2tleS1zZWFsZWQ='

/** A user with a wallet and a passkey registered from their first device. */
async function userWithPasskey(h: AuthHarness, authenticator = createSoftwareAuthenticator(SECURE_SITE)) {
  const login = await logIn(h)
  // The server-sealed share is this user's own, so that a test can look for it anywhere.
  const serverSealed = randomBytes(24).toString('base64')
  await h.call('PUT', '/auth/v1/wallet', {
    token: login.token,
    body: { ...shares, recoveryShareSealed: serverSealed },
  })
  const options = await h.call('POST', '/auth/v1/passkey/register/options', { token: login.token })
  const response = authenticator.create(options.body)
  const registered = await h.call('POST', '/auth/v1/passkey/register', {
    token: login.token,
    body: { response, recoveryShareSealed: PASSKEY_SEALED },
  })
  expect(registered).toMatchObject({ status: 200, body: { credentialId: response.id } })
  return { ...login, authenticator, credentialId: response.id, serverSealed }
}

async function answerLogin(
  h: AuthHarness,
  user: Awaited<ReturnType<typeof userWithPasskey>>,
  instance: 0 | 1 = 0,
) {
  const options = await h.call('POST', '/auth/v1/passkey/login/options', { instance })
  expect(options.status).toBe(200)
  return user.authenticator.get(options.body, user.credentialId)
}

describe('passkeys', () => {
  const server = useAuthServer()

  it('asks the browser for a resident passkey of the secure site with the PRF extension', async () => {
    const h = server()
    const login = await logIn(h)
    await h.call('PUT', '/auth/v1/wallet', { token: login.token, body: shares })
    const { body } = await h.call('POST', '/auth/v1/passkey/register/options', { token: login.token })
    expect(body).toMatchObject({
      rp: { id: '127.0.0.1' },
      user: { name: login.email },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      extensions: { prf: {} },
    })
  })

  it('replaces the server-sealed recovery share with the passkey-sealed one, keeping no copy of it', async () => {
    const h = server()
    const user = await userWithPasskey(h)
    const wallet = await h.call('GET', '/auth/v1/wallet', { token: user.token })
    expect(wallet.body).toEqual({ ...shares, recoveryShareSealed: PASSKEY_SEALED })
    for (const table of ['auth_wallets', 'auth_passkeys', 'auth_passkey_challenges', 'auth_sessions']) {
      const copies = await h.db.query(`SELECT 1 FROM ${table} t WHERE row_to_json(t)::text LIKE $1`, [
        `%${user.serverSealed}%`,
      ])
      expect(copies, table).toEqual([])
    }
  })

  it('logs in with the passkey alone on a new device: a session there, the wallet’s shares readable', async () => {
    const h = server()
    const user = await userWithPasskey(h)
    const deviceId = newDeviceId()
    const response = await answerLogin(h, user)
    const login = await h.call('POST', '/auth/v1/passkey/login', { body: { response, deviceId } })
    expect(login.status).toBe(200)
    expect(login.body).toMatchObject({
      user: { id: user.user.id, email: user.email },
      recoveryShareSealed: PASSKEY_SEALED,
    })
    const token = login.body.sessionToken
    expect((await h.call('GET', '/auth/v1/session', { token })).body).toMatchObject({ deviceId })
    expect((await h.call('GET', '/auth/v1/wallet', { token })).body.authShare).toBe(shares.authShare)
  })

  it('refuses a replayed login answer: each challenge is used once', async () => {
    const h = server()
    const user = await userWithPasskey(h)
    const response = await answerLogin(h, user)
    const body = { response, deviceId: newDeviceId() }
    expect((await h.call('POST', '/auth/v1/passkey/login', { body })).status).toBe(200)
    const replayed = await h.call('POST', '/auth/v1/passkey/login', { body })
    expect(replayed).toMatchObject({ status: 400, body: { error: { code: 'PASSKEY_INVALID' } } })
  })

  it('refuses an answer a phishing site got signed for its own origin', async () => {
    const h = server()
    const user = await userWithPasskey(h)
    const options = await h.call('POST', '/auth/v1/passkey/login/options')
    // A real signature by the person's passkey over our challenge, for a page of another origin.
    const response = user.authenticator.get(options.body, user.credentialId, 'http://127.0.0.1:9999')
    const login = await h.call('POST', '/auth/v1/passkey/login', {
      body: { response, deviceId: newDeviceId() },
    })
    expect(login.body.error.code).toBe('PASSKEY_INVALID')
  })

  it('accepts an answer made in the frame on the dapp the page names, and refuses one framed by another page', async () => {
    const h = server()
    const user = await userWithPasskey(h)
    const login = async (topOrigin: string, dapp: string | undefined) => {
      const options = await h.call('POST', '/auth/v1/passkey/login/options')
      const response = user.authenticator.get(options.body, user.credentialId, SECURE_SITE, topOrigin)
      return h.call('POST', '/auth/v1/passkey/login', { body: { response, deviceId: newDeviceId(), dapp } })
    }
    expect((await login('https://dapp.example', 'https://dapp.example')).status).toBe(200)
    expect((await login('https://evil.example', 'https://dapp.example')).body.error.code).toBe(
      'PASSKEY_INVALID',
    )
    expect((await login('https://evil.example', undefined)).body.error.code).toBe('PASSKEY_INVALID')
  })

  it('refuses a cloned passkey whose counter went back', async () => {
    const h = server()
    const user = await userWithPasskey(h)
    const first = await answerLogin(h, user)
    const second = await answerLogin(h, user)
    // The later signature (counter 2) is used first; then the clone's older one (counter 1).
    expect(
      (
        await h.call('POST', '/auth/v1/passkey/login', {
          body: { response: second, deviceId: newDeviceId() },
        })
      ).status,
    ).toBe(200)
    const clone = await h.call('POST', '/auth/v1/passkey/login', {
      body: { response: first, deviceId: newDeviceId() },
    })
    expect(clone.body.error.code).toBe('PASSKEY_INVALID')
  })

  it('refuses an expired challenge', async () => {
    const h = server()
    const user = await userWithPasskey(h)
    const response = await answerLogin(h, user)
    h.advance(5 * 60_000 + 1)
    const login = await h.call('POST', '/auth/v1/passkey/login', {
      body: { response, deviceId: newDeviceId() },
    })
    expect(login.body.error.code).toBe('PASSKEY_INVALID')
  })

  it('refuses to register a passkey on a challenge given to another user', async () => {
    const h = server()
    const victim = await logIn(h)
    await h.call('PUT', '/auth/v1/wallet', { token: victim.token, body: shares })
    const attacker = await logIn(h)
    await h.call('PUT', '/auth/v1/wallet', { token: attacker.token, body: shares })
    const options = await h.call('POST', '/auth/v1/passkey/register/options', { token: attacker.token })
    const response = createSoftwareAuthenticator(SECURE_SITE).create(options.body)
    const registered = await h.call('POST', '/auth/v1/passkey/register', {
      token: victim.token,
      body: { response, recoveryShareSealed: PASSKEY_SEALED },
    })
    expect(registered.body.error.code).toBe('PASSKEY_INVALID')
    expect((await h.call('GET', '/auth/v1/wallet', { token: victim.token })).body).toEqual(shares)
  })

  it('refuses to register a passkey that skipped user verification (a touch without PIN or biometric)', async () => {
    const h = server()
    const login = await logIn(h)
    await h.call('PUT', '/auth/v1/wallet', { token: login.token, body: shares })
    const options = await h.call('POST', '/auth/v1/passkey/register/options', { token: login.token })
    const authenticator = createSoftwareAuthenticator(SECURE_SITE)
    authenticator.userVerified = false
    const response = authenticator.create(options.body)
    const registered = await h.call('POST', '/auth/v1/passkey/register', {
      token: login.token,
      body: { response, recoveryShareSealed: PASSKEY_SEALED },
    })
    expect(registered).toMatchObject({ status: 400, body: { error: { code: 'PASSKEY_INVALID' } } })
    expect((await h.call('GET', '/auth/v1/wallet', { token: login.token })).body).toEqual(shares)
  })

  it('refuses a login by someone holding the device who skipped user verification: no session', async () => {
    const h = server()
    const user = await userWithPasskey(h)
    // The same passkey, used without the person's PIN or biometric.
    const options = await h.call('POST', '/auth/v1/passkey/login/options')
    expect(options.body.userVerification).toBe('required')
    user.authenticator.userVerified = false
    const response = user.authenticator.get(options.body, user.credentialId)
    const login = await h.call('POST', '/auth/v1/passkey/login', {
      body: { response, deviceId: newDeviceId() },
    })
    expect(login).toMatchObject({ status: 400, body: { error: { code: 'PASSKEY_INVALID' } } })
  })

  it('keeps one passkey per account, and asks for a wallet first', async () => {
    const h = server()
    const user = await userWithPasskey(h)
    const again = await h.call('POST', '/auth/v1/passkey/register/options', { token: user.token })
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'PASSKEY_EXISTS' } } })
    const newcomer = await logIn(h)
    const none = await h.call('POST', '/auth/v1/passkey/register/options', { token: newcomer.token })
    expect(none.body.error.code).toBe('WALLET_NOT_FOUND')
  })

  it('refuses an unknown passkey and an answer that is not one', async () => {
    const h = server()
    await userWithPasskey(h)
    const options = await h.call('POST', '/auth/v1/passkey/login/options')
    const stranger = createSoftwareAuthenticator(SECURE_SITE)
    const made = stranger.create({
      ...options.body,
      rp: { id: '127.0.0.1', name: 'x' },
      user: { id: 'dQ', name: 'x', displayName: 'x' },
      pubKeyCredParams: [],
    })
    const unknown = stranger.get(options.body, made.id)
    expect(
      (
        await h.call('POST', '/auth/v1/passkey/login', {
          body: { response: unknown, deviceId: newDeviceId() },
        })
      ).body.error.code,
    ).toBe('PASSKEY_INVALID')
    const malformed = await h.call('POST', '/auth/v1/passkey/login', {
      body: { response: { id: 'x' }, deviceId: newDeviceId() },
    })
    expect(malformed.body.error.code).toBe('BAD_REQUEST')
  })
})

describe.each(ENGINES)('passkeys on two instances of one database (%s)', (engine) => {
  const server = useAuthServer({}, { engine })

  it('accepts on one instance the answer to a challenge the other gave, once only', async () => {
    const h = server()
    const user = await userWithPasskey(h)
    const response = await answerLogin(h, user, 0)
    const body = { response, deviceId: newDeviceId() }
    const answers = await Promise.all([
      h.call('POST', '/auth/v1/passkey/login', { body, instance: 1 }),
      h.call('POST', '/auth/v1/passkey/login', { body, instance: 0 }),
      h.call('POST', '/auth/v1/passkey/login', { body, instance: 1 }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400])
  })
})
