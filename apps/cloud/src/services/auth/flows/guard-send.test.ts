import { describe, expect, it } from 'vitest'
import { logIn, newDeviceId, newEmail, useAuthServer } from '../auth-test-server.test-helper.js'

// Small limits, so that a few requests reach them; the windows are the real fixed ones.
const server = useAuthServer({
  sendsPerIp: { max: 4, windowMs: 60_000 },
  sendsPerEmail: { max: 2, windowMs: 3_600_000 },
  checksPerIp: { max: 3, windowMs: 60_000 },
})
const COOLDOWN_MS = 30_000
// Windows of their own, whatever the tests before used: an hour's start is also a minute's.
const HOUR = 3_600_000
const start = (email: string) =>
  server().call('POST', '/auth/v1/email/start', { body: { email, deviceId: newDeviceId() } })

describe('limits on mail and code checks', () => {
  it('gives the cooldown back when the mail cannot be sent: MAIL_FAILED, then a retry works at once', async () => {
    const h = server()
    h.toNextWindow(HOUR)
    const email = newEmail()
    h.breakMail(true)
    const failed = await start(email)
    h.breakMail(false)
    expect(failed).toMatchObject({ status: 502, body: { error: { code: 'MAIL_FAILED' } } })
    expect(failed.body.error.message).toMatch(
      /^The email could not be sent \(.*SMTP server down.*\)\. Please try again\.$/,
    )
    expect(await h.db.query('SELECT key FROM auth_codes WHERE email = $1', [email])).toEqual([])
    expect((await start(email)).status).toBe(200)
  })

  it('limits mail to one address per hour, whatever the cooldown', async () => {
    const h = server()
    h.toNextWindow(HOUR)
    const email = newEmail()
    expect((await start(email)).status).toBe(200)
    h.advance(COOLDOWN_MS)
    expect((await start(email)).status).toBe(200)
    h.advance(COOLDOWN_MS)
    const third = await start(email)
    expect(third).toMatchObject({ status: 429, body: { error: { code: 'RATE_LIMITED' } } })
    expect(third.body.error.retryAfter).toBeGreaterThan(0)
    expect(third.body.error.message).toBe(
      `Too many requests. Please try again after ${third.body.error.retryAfter} seconds`,
    )
    expect(third.headers.get('retry-after')).toBe(String(third.body.error.retryAfter))
  })

  it('limits mail-sending requests per IP, across addresses, until the window ends', async () => {
    const h = server()
    h.toNextWindow(HOUR)
    const statuses: number[] = []
    for (let request = 0; request < 5; request++) statuses.push((await start(newEmail())).status)
    expect(statuses).toEqual([200, 200, 200, 200, 429])
    const refused = await start(newEmail())
    expect(refused.body.error.code).toBe('RATE_LIMITED')
    expect(refused.body.error.retryAfter).toBeLessThanOrEqual(60)
    h.advance(60_000)
    expect((await start(newEmail())).status).toBe(200)
  })

  it('limits code checks per IP, whatever the code', async () => {
    const h = server()
    h.toNextWindow(HOUR)
    const verify = () =>
      h.call('POST', '/auth/v1/email/verify', {
        body: { email: newEmail(), deviceId: newDeviceId(), otp: '123456' },
      })
    const codes: string[] = []
    for (let request = 0; request < 4; request++) codes.push((await verify()).body.error.code)
    expect(codes).toEqual(['OTP_EXPIRED', 'OTP_EXPIRED', 'OTP_EXPIRED', 'RATE_LIMITED'])
  })

  it('holds on every instance: the cooldown and the counters live in the database', async () => {
    const h = server()
    h.toNextWindow(HOUR)
    const email = newEmail()
    const body = { email, deviceId: newDeviceId() }
    expect((await h.call('POST', '/auth/v1/email/start', { body, instance: 0 })).status).toBe(200)
    const elsewhere = await h.call('POST', '/auth/v1/email/start', { body, instance: 1 })
    expect(elsewhere.body.error.code).toBe('COOLDOWN')
    // Two more sends on each instance: the fourth of the window is the last one allowed.
    for (const instance of [1, 0, 1] as const) {
      await h.call('POST', '/auth/v1/email/start', {
        body: { email: newEmail(), deviceId: newDeviceId() },
        instance,
      })
    }
    const fifth = await h.call('POST', '/auth/v1/email/start', {
      body: { email: newEmail(), deviceId: newDeviceId() },
      instance: 0,
    })
    expect(fifth.body.error.code).toBe('RATE_LIMITED')
  })
})

describe('a stranger who knows only the address', () => {
  it('cannot burn its hourly mails for its owner on a known device: the owner still gets a code and logs in', async () => {
    const h = server()
    h.toNextWindow(HOUR)
    const owner = await logIn(h)
    h.advance(COOLDOWN_MS)
    // The stranger's devices are new to the address: approval mails, from the address's shared budget.
    const stranger = () =>
      h.call('POST', '/auth/v1/email/start', { body: { email: owner.email, deviceId: newDeviceId() } })
    expect((await stranger()).body).toEqual({ action: 'VERIFY_DEVICE' })
    h.advance(COOLDOWN_MS)
    expect((await stranger()).body.error.code).toBe('RATE_LIMITED')

    const again = await h.call('POST', '/auth/v1/email/start', {
      body: { email: owner.email, deviceId: owner.deviceId },
    })
    expect(again.body).toEqual({ action: 'VERIFY_OTP' })
    const otp = await h.lastCode(owner.email)
    const verified = await h.call('POST', '/auth/v1/email/verify', {
      body: { email: owner.email, deviceId: owner.deviceId, otp },
    })
    expect(verified.status).toBe(200)
    expect(verified.body.user.id).toBe(owner.user.id)
  })
})
