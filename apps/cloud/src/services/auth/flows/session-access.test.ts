import { createHash, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { logIn, logInOnApprovedDevice, newEmail, useAuthServer } from '../auth-test-server.test-helper.js'

// The endpoints behind a session (session-access.ts, email-update.ts, wallet-shares.ts) share one
// server: a test file of its own each would open a database each for a few requests.
const server = useAuthServer()

const shares = {
  evmAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  solanaAddress: 'So11111111111111111111111111111111111111112',
  authShare: Buffer.from('auth share bytes').toString('base64'),
  recoveryShareSealed: Buffer.from('sealed recovery share').toString('base64'),
}

describe('sessions (Bearer tokens)', () => {
  it('stop working once signed out, on every instance', async () => {
    const h = server()
    const { token } = await logIn(h)
    expect((await h.call('GET', '/auth/v1/session', { token, instance: 1 })).status).toBe(200)
    const signedOut = await h.call('POST', '/auth/v1/signout', { token })
    expect(signedOut.status).toBe(204)
    for (const instance of [0, 1] as const) {
      const answer = await h.call('GET', '/auth/v1/session', { token, instance })
      expect(answer).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHORIZED' } } })
    }
    expect((await h.call('POST', '/auth/v1/signout', { token })).status).toBe(401)
  })

  it('of a lost or stolen device end when the owner signs out everywhere, and that device must be approved again', async () => {
    const h = server()
    const owner = await logIn(h)
    // The same person's second device (approved once from the mail) — then lost, or its token stolen.
    const lost = await logInOnApprovedDevice(h, owner.email)
    expect((await h.call('GET', '/auth/v1/session', { token: lost.token })).status).toBe(200)

    const answer = await h.call('POST', '/auth/v1/signout/everywhere', { token: owner.token })
    expect(answer).toMatchObject({ status: 200, body: { sessionsEnded: 1, devicesForgotten: 1 } })
    for (const instance of [0, 1] as const) {
      const gone = await h.call('GET', '/auth/v1/wallet', { token: lost.token, instance })
      expect(gone).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHORIZED' } } })
    }
    // The owner's own device stays signed in; the lost one starts over with a mail to approve it.
    expect((await h.call('GET', '/auth/v1/session', { token: owner.token })).status).toBe(200)
    h.advance(30_000)
    const again = await h.call('POST', '/auth/v1/email/start', {
      body: { email: owner.email, deviceId: lost.deviceId },
    })
    expect(again.body).toEqual({ action: 'VERIFY_DEVICE' })
  })

  it('are signed out everywhere only from a live session', async () => {
    const h = server()
    const answer = await h.call('POST', '/auth/v1/signout/everywhere', { token: 'x'.repeat(43) })
    expect(answer).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHORIZED' } } })
  })

  it('expire after seven days', async () => {
    const h = server()
    const { token } = await logIn(h)
    h.advance(7 * 86_400_000 - 60_000)
    expect((await h.call('GET', '/auth/v1/session', { token })).status).toBe(200)
    h.advance(60_000)
    expect((await h.call('GET', '/auth/v1/session', { token })).status).toBe(401)
  })

  it('refuse a missing, malformed or unknown token', async () => {
    const h = server()
    const { token } = await logIn(h)
    const other = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    for (const headers of [undefined, token.slice(1), other]) {
      const answer = await h.call('GET', '/auth/v1/session', headers === undefined ? {} : { token: headers })
      expect(answer.body.error.code).toBe('UNAUTHORIZED')
    }
    const basic = await fetch(`${h.url}/auth/v1/session`, { headers: { authorization: `Basic ${token}` } })
    expect(basic.status).toBe(401)
  })
})

describe('a database writer', () => {
  it('cannot mint a session by inserting the SHA-256 of a token of their choosing: the hash is keyed by AUTH_SECRET', async () => {
    const h = server()
    const { token } = await logIn(h)
    const [victim] = await h.db.query<{ user_id: string; device_id: string }>(
      'SELECT user_id, device_id FROM auth_sessions LIMIT 1',
    )
    const forged = randomBytes(32).toString('base64url')
    await h.db.query(
      `INSERT INTO auth_sessions (token_hash, user_id, device_id, created_at, expires_at)
       VALUES ($1, $2, $3, 0, $4)`,
      [createHash('sha256').update(forged).digest('hex'), victim!.user_id, victim!.device_id, Date.now() * 2],
    )
    expect((await h.call('GET', '/auth/v1/wallet', { token: forged })).status).toBe(401)
    expect((await h.call('GET', '/auth/v1/session', { token: forged })).status).toBe(401)
    // The stored hash is not the token's plain SHA-256 either (a leaked table tells nothing to try).
    const rows = await h.db.query<{ token_hash: string }>('SELECT token_hash FROM auth_sessions')
    expect(rows.map((row) => row.token_hash)).not.toContain(createHash('sha256').update(token).digest('hex'))
  })
})

describe('the key shares the cloud keeps', () => {
  it('are stored once for the user and read back as given', async () => {
    const h = server()
    const { token } = await logIn(h)
    expect((await h.call('GET', '/auth/v1/wallet', { token })).body.error.code).toBe('WALLET_NOT_FOUND')
    expect((await h.call('PUT', '/auth/v1/wallet', { token, body: shares })).status).toBe(204)
    const again = await h.call('PUT', '/auth/v1/wallet', { token, body: { ...shares, authShare: 'AAAA' } })
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'WALLET_EXISTS' } } })
    expect(await h.call('GET', '/auth/v1/wallet', { token })).toMatchObject({ status: 200, body: shares })
  })

  it('belong to their user only', async () => {
    const h = server()
    const owner = await logIn(h)
    await h.call('PUT', '/auth/v1/wallet', { token: owner.token, body: shares })
    const stranger = await logIn(h)
    expect((await h.call('GET', '/auth/v1/wallet', { token: stranger.token })).status).toBe(404)
  })

  it('need a session of a verified device', async () => {
    const h = server()
    const { token } = await logIn(h)
    await h.call('PUT', '/auth/v1/wallet', { token, body: shares })
    expect((await h.call('GET', '/auth/v1/wallet', {})).body.error.code).toBe('UNAUTHORIZED')
    expect((await h.call('PUT', '/auth/v1/wallet', { body: shares })).body.error.code).toBe('UNAUTHORIZED')

    // The device forgotten since the session began: the session alone no longer reaches the shares.
    const { deviceId, user } = (await h.call('GET', '/auth/v1/session', { token })).body
    await h.db.query('DELETE FROM auth_devices WHERE user_id = $1 AND device_id = $2', [user.id, deviceId])
    for (const method of ['GET', 'PUT']) {
      const answer = await h.call(method, '/auth/v1/wallet', {
        token,
        ...(method === 'PUT' ? { body: shares } : {}),
      })
      expect(answer).toMatchObject({ status: 403, body: { error: { code: 'DEVICE_NOT_VERIFIED' } } })
    }
  })

  it('refuse shares that are not base64 or addresses not in their form, storing nothing', async () => {
    const h = server()
    const { token } = await logIn(h)
    const bad = await h.call('PUT', '/auth/v1/wallet', {
      token,
      body: { ...shares, authShare: 'not base64!' },
    })
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'BAD_REQUEST' } } })
    expect(bad.body.error.message).toContain('authShare')
    expect((await h.call('GET', '/auth/v1/wallet', { token })).status).toBe(404)
  })
})

describe('email update (a code to the current address, then one to the new address)', () => {
  it('moves the account to the new address after both codes', async () => {
    const h = server()
    const { email, token, user, deviceId } = await logIn(h)
    const newAddress = newEmail('moved')
    h.advance(30_000)

    const started = await h.call('POST', '/auth/v1/email/update/start', {
      token,
      body: { newEmail: newAddress.toUpperCase() },
    })
    expect(started).toMatchObject({ status: 200, body: { action: 'VERIFY_PRIMARY_OTP' } })
    const toCurrent = await h.lastMail(email)
    expect(toCurrent?.subject).toMatch(/^\d{6} is your code to change your email$/)
    expect(toCurrent?.text).toContain(`to change your email to ${newAddress}`)

    const primary = await h.call('POST', '/auth/v1/email/update/primary', {
      token,
      body: { otp: await h.lastCode(email) },
    })
    expect(primary).toMatchObject({ status: 200, body: { action: 'VERIFY_SECONDARY_OTP' } })
    expect((await h.lastMail(newAddress))?.subject).toMatch(/^\d{6} is your code to confirm your new email$/)

    const secondary = await h.call('POST', '/auth/v1/email/update/secondary', {
      token,
      body: { otp: await h.lastCode(newAddress) },
    })
    expect(secondary).toMatchObject({ status: 200, body: { email: newAddress } })
    const session = await h.call('GET', '/auth/v1/session', { token })
    expect(session.body.user).toEqual({ id: user.id, email: newAddress })

    // The new address now logs in as the same user, on the device it already verified.
    h.advance(30_000)
    const again = await logIn(h, newAddress, deviceId)
    expect(again.user).toEqual({ id: user.id, email: newAddress, isNew: false })
  })

  it('checks each step’s code: the current address’s code does not confirm the new one', async () => {
    const h = server()
    const { email, token } = await logIn(h)
    const newAddress = newEmail()
    h.advance(30_000)
    await h.call('POST', '/auth/v1/email/update/start', { token, body: { newEmail: newAddress } })
    const currentCode = await h.lastCode(email)
    const early = await h.call('POST', '/auth/v1/email/update/secondary', {
      token,
      body: { otp: currentCode },
    })
    expect(early.body.error.code).toBe('OTP_EXPIRED')
    const wrong = currentCode === '000000' ? '111111' : '000000'
    const bad = await h.call('POST', '/auth/v1/email/update/primary', { token, body: { otp: wrong } })
    expect(bad.body.error).toMatchObject({ code: 'INVALID_OTP', attemptsLeft: 4 })
    expect(
      (await h.call('POST', '/auth/v1/email/update/primary', { token, body: { otp: currentCode } })).status,
    ).toBe(200)
    const session = await h.call('GET', '/auth/v1/session', { token })
    expect(session.body.user.email).toBe(email)
  })

  it('refuses an address another account has (EMAIL_TAKEN), an invalid one, and the same one', async () => {
    const h = server()
    const other = await logIn(h)
    const { email, token } = await logIn(h)
    h.advance(30_000)
    const taken = await h.call('POST', '/auth/v1/email/update/start', {
      token,
      body: { newEmail: other.email },
    })
    expect(taken).toMatchObject({
      status: 409,
      body: { error: { code: 'EMAIL_TAKEN', message: 'This email address is used by another account.' } },
    })
    const invalid = await h.call('POST', '/auth/v1/email/update/start', { token, body: { newEmail: 'nope' } })
    expect(invalid.body.error).toEqual({
      code: 'INVALID_EMAIL',
      message: 'Please enter a valid email address.',
    })
    const same = await h.call('POST', '/auth/v1/email/update/start', { token, body: { newEmail: email } })
    expect(same.body.error.code).toBe('BAD_REQUEST')
  })

  it('refuses the last step when the address was taken meanwhile', async () => {
    const h = server()
    const { email, token } = await logIn(h)
    const newAddress = newEmail()
    h.advance(30_000)
    await h.call('POST', '/auth/v1/email/update/start', { token, body: { newEmail: newAddress } })
    await h.call('POST', '/auth/v1/email/update/primary', { token, body: { otp: await h.lastCode(email) } })
    const otp = await h.lastCode(newAddress)
    h.advance(30_000)
    await logIn(h, newAddress)
    const late = await h.call('POST', '/auth/v1/email/update/secondary', { token, body: { otp } })
    expect(late).toMatchObject({ status: 409, body: { error: { code: 'EMAIL_TAKEN' } } })
  })

  it('needs a session', async () => {
    const h = server()
    const answer = await h.call('POST', '/auth/v1/email/update/start', { body: { newEmail: newEmail() } })
    expect(answer).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHORIZED' } } })
  })
})
