import { describe, expect, it, vi } from 'vitest'
import { ENGINES } from '../../db/engines.test-helper.js'
import { startServer } from '../../http/server.js'
import { authService } from './auth-service.js'
import {
  type AuthHarness,
  logIn,
  newDeviceId,
  newEmail,
  SECURE_SITE,
  useAuthServer,
} from './auth-test-server.test-helper.js'
import { useTestIssuer } from './social/test-issuer.test-helper.js'

// Two instances of the auth API on one database, behind a load balancer (the tests' own address,
// trusted to name the client in X-Forwarded-For): on PostgreSQL each instance has its own
// connections, so the races below are real ones between two pools.

const HOUR = 3_600_000
const COOLDOWN_MS = 30_000
/** A six-digit code that is not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe.each(ENGINES)('two auth instances on one database (%s)', (engine) => {
  const issuer = useTestIssuer()
  const server = useAuthServer(
    { sendsPerIp: { max: 4, windowMs: 60_000 }, deviceWaitMs: 5_000, devicePollMs: 25 },
    { engine, trustedProxies: ['127.0.0.1'], social: issuer.config() },
  )

  /** Each test in rate-limit windows of its own: an hour's start is also a minute's. */
  const fresh = () => {
    const h = server()
    h.toNextWindow(HOUR)
    return h
  }

  async function startOn(h: AuthHarness, instance: 0 | 1, email = newEmail(), deviceId = newDeviceId()) {
    const started = await h.call('POST', '/auth/v1/email/start', { body: { email, deviceId }, instance })
    expect(started.body).toEqual({ action: 'VERIFY_OTP' })
    return { email, deviceId, otp: await h.lastCode(email) }
  }

  const verifyOn = (
    h: AuthHarness,
    instance: 0 | 1,
    body: { email: string; deviceId: string; otp: string },
  ) => h.call('POST', '/auth/v1/email/verify', { body, instance })

  it('accepts an ID token once when it is replayed to both instances at once: one session, one user', async () => {
    const h = fresh()
    // Issued by the service's clock, which fresh() moved to the next hour's window.
    const iat = Math.floor(h.now() / 1000)
    const idToken = await issuer.get().sign({ sub: `racer-${newDeviceId()}`, iat, exp: iat + 600 })
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        h.call('POST', '/auth/v1/social/login', {
          body: { idToken, deviceId: newDeviceId() },
          instance: (i % 2) as 0 | 1,
        }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401, 401, 401, 401])
    const users = await h.db.query(
      "SELECT count(*)::int AS n FROM auth_identities WHERE issuer = $1 AND subject LIKE 'racer-%'",
      [issuer.get().issuer],
    )
    expect(users).toEqual([{ n: 1 }])
  })

  it('verifies on one instance a login started on the other, and its session works on both', async () => {
    const h = fresh()
    const login = await startOn(h, 0)
    const verified = await verifyOn(h, 1, login)
    expect(verified.status).toBe(200)
    for (const instance of [0, 1] as const) {
      const session = await h.call('GET', '/auth/v1/session', { token: verified.body.sessionToken, instance })
      expect(session.status).toBe(200)
    }
  })

  it('counts a code’s wrong guesses on both instances: three on one and two on the other burn it', async () => {
    const h = fresh()
    const login = await startOn(h, 0)
    const wrong = { ...login, otp: wrongCode(login.otp) }
    const left: unknown[] = []
    for (const instance of [0, 0, 0, 1] as const) {
      left.push((await verifyOn(h, instance, wrong)).body.error.attemptsLeft)
    }
    expect(left).toEqual([4, 3, 2, 1])
    expect((await verifyOn(h, 1, wrong)).body.error.code).toBe('TOO_MANY_ATTEMPTS')
    // The right code, on the instance that saw three misses, comes too late.
    expect((await verifyOn(h, 0, login)).body.error.code).toBe('TOO_MANY_ATTEMPTS')
  })

  it('counts every one of ten wrong guesses sent at once to both instances: five at most are checked', async () => {
    const h = fresh()
    const login = await startOn(h, 1)
    const wrong = { ...login, otp: wrongCode(login.otp) }
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => verifyOn(h, (i % 2) as 0 | 1, wrong)),
    )
    const codes = answers.map((answer) => answer.body.error.code)
    expect(codes.filter((code) => code === 'INVALID_OTP')).toHaveLength(4)
    expect(codes.filter((code) => code === 'TOO_MANY_ATTEMPTS')).toHaveLength(6)
    expect((await verifyOn(h, 0, login)).body.error.code).toBe('TOO_MANY_ATTEMPTS')
  })

  it('opens one session for a code sent to both instances at once', async () => {
    const h = fresh()
    const login = await startOn(h, 0)
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => verifyOn(h, (i % 2) as 0 | 1, login)),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    // A request that looks after the winner made the user is asked for the device's approval: the
    // code was for a new address, and the address now has an account.
    const refusals = answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.error.code)
    expect(refusals).toHaveLength(5)
    for (const code of refusals) expect(['OTP_EXPIRED', 'DEVICE_NOT_VERIFIED']).toContain(code)
  })

  it('shares the per-IP mail limit: two sends on each instance, and the fifth is refused on either', async () => {
    const h = fresh()
    for (const instance of [0, 1, 1, 0] as const) await startOn(h, instance)
    for (const instance of [0, 1] as const) {
      const refused = await h.call('POST', '/auth/v1/email/start', {
        body: { email: newEmail(), deviceId: newDeviceId() },
        instance,
      })
      expect(refused.body.error.code).toBe('RATE_LIMITED')
    }
  })

  it('counts each visitor’s mail apart behind the load balancer: one at the limit does not stop another', async () => {
    const h = fresh()
    const start = (instance: 0 | 1, forwardedFor: string) =>
      h.call('POST', '/auth/v1/email/start', {
        body: { email: newEmail(), deviceId: newDeviceId() },
        instance,
        forwardedFor,
      })
    for (const instance of [0, 1, 0, 1] as const) {
      expect((await start(instance, '198.51.100.1')).status).toBe(200)
    }
    expect((await start(0, '198.51.100.1')).body.error.code).toBe('RATE_LIMITED')
    expect((await start(1, '198.51.100.2')).status).toBe(200)
  })

  it('a visitor cannot reset its mail budget by writing other addresses before its own in X-Forwarded-For', async () => {
    const h = fresh()
    // What the balancer passes on: whatever the visitor sent, then the address it saw.
    const start = (forged: string) =>
      h.call('POST', '/auth/v1/email/start', {
        body: { email: newEmail(), deviceId: newDeviceId() },
        forwardedFor: `${forged}, 198.51.100.3`,
      })
    for (let i = 0; i < 4; i++) expect((await start(`203.0.113.${i}`)).status).toBe(200)
    expect((await start('203.0.113.99')).body.error.code).toBe('RATE_LIMITED')
  })

  it('lets a device wait on one instance while its owner approves it on the other', async () => {
    const h = fresh()
    const { email } = await logIn(h)
    h.advance(COOLDOWN_MS)
    const deviceId = newDeviceId()
    const started = await h.call('POST', '/auth/v1/email/start', { body: { email, deviceId }, instance: 1 })
    expect(started.body).toEqual({ action: 'VERIFY_DEVICE' })
    const waiting = h.call('POST', '/auth/v1/device/wait', { body: { email, deviceId }, instance: 0 })

    const text = (await h.lastMail(email))?.text ?? ''
    const link = new URL(/(http:\/\/\S+\/auth\/v1\/device\/approve\?token=\S+)/.exec(text)![1]!)
    const approved = await h.call('POST', link.pathname, {
      origin: null,
      form: { token: link.searchParams.get('token')! },
      instance: 1,
    })
    expect(approved.status).toBe(200)
    expect((await waiting).body).toEqual({ action: 'VERIFY_OTP' })

    const verified = await verifyOn(h, 1, { email, deviceId, otp: await h.lastCode(email) })
    expect(verified.status).toBe(200)
  })

  // PGlite is one process's database: only PostgreSQL is shared by instances.
  if (engine === 'postgres')
    it('an instance started with its own AUTH_SECRET answers UNAVAILABLE rather than refuse the codes and sessions of the others', async () => {
      const h = fresh()
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      const stray = await startServer('127.0.0.1', 0, [
        authService({
          db: Promise.resolve(h.db),
          mail: { send: async () => undefined, close: () => undefined },
          secret: Buffer.from('its own secret, thirty-two bytes or more'),
          secureSiteOrigin: SECURE_SITE,
        }),
      ])
      try {
        const answer = await fetch(`${stray.url}/auth/v1/email/start`, {
          method: 'POST',
          headers: { origin: SECURE_SITE, 'content-type': 'application/json' },
          body: JSON.stringify({ email: newEmail(), deviceId: newDeviceId() }),
        })
        expect(answer.status).toBe(503)
        expect(await answer.json()).toEqual({
          error: { code: 'UNAVAILABLE', message: 'The service is not available. Please try again later.' },
        })
        expect(errors).toHaveBeenCalledWith(
          expect.stringContaining('set the same AUTH_SECRET on every instance'),
        )
      } finally {
        await stray.close()
        errors.mockRestore()
      }
    })
})
