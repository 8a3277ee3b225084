import { describe, expect, it } from 'vitest'
import {
  type AuthHarness,
  logIn,
  newDeviceId,
  newEmail,
  useAuthServer,
} from '../auth-test-server.test-helper.js'

// A short device wait, so that waiting in vain takes a moment; every other limit is the default.
const WAIT_MS = 1_500
const server = useAuthServer({ deviceWaitMs: WAIT_MS, devicePollMs: 25, waitsPerIp: 2 })
const COOLDOWN_MS = 30_000

describe('email login (start, code from the inbox, verify)', () => {
  it('logs a new user in: VERIFY_OTP, the code by mail, then a session for the device', async () => {
    const h = server()
    const email = newEmail('ada')
    const deviceId = newDeviceId()
    const started = await h.call('POST', '/auth/v1/email/start', {
      body: { email: ` ${email.toUpperCase()} `, deviceId },
    })
    expect(started).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })
    expect(started.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4176')

    const mail = await h.lastMail(email)
    expect(mail?.subject).toMatch(/^\d{6} is your login code$/)
    const otp = await h.lastCode(email)
    expect(mail?.text).toContain(`Your code to log in: ${otp}`)

    const before = Date.now()
    const verified = await h.call('POST', '/auth/v1/email/verify', { body: { email, deviceId, otp } })
    expect(verified.status).toBe(200)
    expect(verified.body).toEqual({
      sessionToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.any(String),
      user: { id: expect.any(String), email, isNew: true },
    })
    const expiresIn = Date.parse(verified.body.expiresAt) - before
    expect(expiresIn).toBeGreaterThan(7 * 86_400_000 - 60_000)
    expect(expiresIn).toBeLessThanOrEqual(7 * 86_400_000 + 60_000)

    const session = await h.call('GET', '/auth/v1/session', { token: verified.body.sessionToken })
    expect(session).toMatchObject({
      status: 200,
      body: { user: { id: verified.body.user.id, email }, deviceId, expiresAt: verified.body.expiresAt },
    })
  })

  it('keeps only hashes of the code and the session token', async () => {
    const h = server()
    const email = newEmail()
    const deviceId = newDeviceId()
    await h.call('POST', '/auth/v1/email/start', { body: { email, deviceId } })
    const otp = await h.lastCode(email)
    const stored = JSON.stringify(await h.db.query('SELECT * FROM auth_codes WHERE email = $1', [email]))
    expect(stored).toContain('hash')
    expect(stored).not.toContain(otp)
    const { sessionToken } = (
      await h.call('POST', '/auth/v1/email/verify', { body: { email, deviceId, otp } })
    ).body
    expect(JSON.stringify(await h.db.query('SELECT * FROM auth_sessions'))).not.toContain(sessionToken)
  })

  it('logs a known user back in on a verified device, as the same user', async () => {
    const h = server()
    const first = await logIn(h)
    h.advance(COOLDOWN_MS)
    const again = await logIn(h, first.email, first.deviceId)
    expect(again.user).toEqual({ ...first.user, isNew: false })
    expect(again.token).not.toBe(first.token)
  })

  it('answers INVALID_OTP with the attempts left, and the right code still works after', async () => {
    const h = server()
    const email = newEmail()
    const deviceId = newDeviceId()
    await h.call('POST', '/auth/v1/email/start', { body: { email, deviceId } })
    const otp = await h.lastCode(email)
    const wrong = otp === '000000' ? '111111' : '000000'
    const answer = await h.call('POST', '/auth/v1/email/verify', { body: { email, deviceId, otp: wrong } })
    expect(answer).toMatchObject({
      status: 400,
      body: { error: { code: 'INVALID_OTP', message: 'The code is not correct.', attemptsLeft: 4 } },
    })
    expect((await h.call('POST', '/auth/v1/email/verify', { body: { email, deviceId, otp } })).status).toBe(
      200,
    )
    // Single use: the same code again is no longer pending.
    const reused = await h.call('POST', '/auth/v1/email/verify', { body: { email, deviceId, otp } })
    expect(reused.body.error.code).toBe('OTP_EXPIRED')
  })

  it('answers OTP_EXPIRED once the code is 10 minutes old', async () => {
    const h = server()
    const email = newEmail()
    const deviceId = newDeviceId()
    await h.call('POST', '/auth/v1/email/start', { body: { email, deviceId } })
    const otp = await h.lastCode(email)
    h.advance(10 * 60_000)
    const answer = await h.call('POST', '/auth/v1/email/verify', { body: { email, deviceId, otp } })
    expect(answer).toMatchObject({
      status: 400,
      body: { error: { code: 'OTP_EXPIRED', message: 'The code has expired. Ask for a new code.' } },
    })
  })

  it('takes a code still valid a moment before it expires', async () => {
    const h = server()
    const email = newEmail()
    const deviceId = newDeviceId()
    await h.call('POST', '/auth/v1/email/start', { body: { email, deviceId } })
    const otp = await h.lastCode(email)
    h.advance(10 * 60_000 - 5_000)
    expect((await h.call('POST', '/auth/v1/email/verify', { body: { email, deviceId, otp } })).status).toBe(
      200,
    )
  })

  it('burns the code on the fifth wrong guess: TOO_MANY_ATTEMPTS, even for the right code', async () => {
    const h = server()
    const email = newEmail()
    const deviceId = newDeviceId()
    await h.call('POST', '/auth/v1/email/start', { body: { email, deviceId } })
    const otp = await h.lastCode(email)
    const wrong = otp === '000000' ? '111111' : '000000'
    const left: unknown[] = []
    for (let guess = 0; guess < 4; guess++) {
      left.push(
        (await h.call('POST', '/auth/v1/email/verify', { body: { email, deviceId, otp: wrong } })).body.error
          .attemptsLeft,
      )
    }
    expect(left).toEqual([4, 3, 2, 1])
    const fifth = await h.call('POST', '/auth/v1/email/verify', { body: { email, deviceId, otp: wrong } })
    expect(fifth).toMatchObject({ status: 429, body: { error: { code: 'TOO_MANY_ATTEMPTS' } } })
    const right = await h.call('POST', '/auth/v1/email/verify', { body: { email, deviceId, otp } })
    expect(right.body.error.code).toBe('TOO_MANY_ATTEMPTS')

    // A new code (after the cooldown) starts over.
    h.advance(COOLDOWN_MS)
    await h.call('POST', '/auth/v1/email/start', { body: { email, deviceId } })
    const fresh = await h.lastCode(email)
    expect(
      (await h.call('POST', '/auth/v1/email/verify', { body: { email, deviceId, otp: fresh } })).status,
    ).toBe(200)
  })

  it('invalidates the previous code when a new one is sent', async () => {
    const h = server()
    const email = newEmail()
    const deviceId = newDeviceId()
    await h.call('POST', '/auth/v1/email/start', { body: { email, deviceId } })
    const first = await h.lastCode(email)
    h.advance(COOLDOWN_MS)
    await h.call('POST', '/auth/v1/email/start', { body: { email, deviceId } })
    const second = await h.lastCode(email)
    if (first !== second) {
      const old = await h.call('POST', '/auth/v1/email/verify', { body: { email, deviceId, otp: first } })
      expect(old.body.error.code).toBe('INVALID_OTP')
    }
    expect(
      (await h.call('POST', '/auth/v1/email/verify', { body: { email, deviceId, otp: second } })).status,
    ).toBe(200)
  })

  it('holds a second code for 30 s: COOLDOWN with retryAfter and Retry-After, counting down', async () => {
    const h = server()
    h.freeze()
    const email = newEmail()
    const deviceId = newDeviceId()
    await h.call('POST', '/auth/v1/email/start', { body: { email, deviceId } })
    const again = await h.call('POST', '/auth/v1/email/start', { body: { email, deviceId } })
    expect(again).toMatchObject({
      status: 429,
      body: { error: { code: 'COOLDOWN', message: 'Please try again after 30 seconds', retryAfter: 30 } },
    })
    expect(again.headers.get('retry-after')).toBe('30')
    h.advance(12_000)
    const later = await h.call('POST', '/auth/v1/email/start', {
      body: { email: email.toUpperCase(), deviceId },
    })
    expect(later.body.error).toMatchObject({ code: 'COOLDOWN', retryAfter: 18 })
    expect(await h.mailCount(email)).toBe(1)
    h.advance(18_000)
    expect((await h.call('POST', '/auth/v1/email/start', { body: { email, deviceId } })).status).toBe(200)
    expect(await h.mailCount(email)).toBe(2)
  })

  it('refuses an invalid address with spec §5’s message, sending nothing', async () => {
    const h = server()
    const answer = await h.call('POST', '/auth/v1/email/start', {
      body: { email: 'ada@', deviceId: newDeviceId() },
    })
    expect(answer).toMatchObject({
      status: 400,
      body: { error: { code: 'INVALID_EMAIL', message: 'Please enter a valid email address.' } },
    })
    expect(await h.mailCount('ada@')).toBe(0)
  })
})

/**
 * What a person does with the mail's link: opens it (a page that only asks) and presses its
 * button (a form post, from the cloud's own page: no Origin of the secure site).
 */
async function approveFromLink(h: AuthHarness, link: string, instance: 0 | 1 = 0) {
  const url = new URL(link)
  const page = await h.call('GET', url.pathname + url.search, { origin: null, instance })
  // An approved link's page says so; it has no button left to press.
  if (page.status !== 200 || page.body.includes('<h1>Device approved</h1>')) return page
  expect(page.body).toContain('<h1>Approve this device?</h1>')
  // The owner sees who asks before the button: the device's browser, its address, the site.
  expect(page.body).toContain(
    '<strong>A program (Node.js), from the address 127.0.0.1, logging in on http://127.0.0.1:4173</strong>',
  )
  return h.call('POST', url.pathname, {
    origin: h.url,
    form: { token: url.searchParams.get('token')! },
    instance,
  })
}

/** A known user (logged in once on another device) starting on a new one: VERIFY_DEVICE. */
async function knownUserOnNewDevice(h: AuthHarness) {
  const first = await logIn(h)
  h.advance(COOLDOWN_MS)
  const deviceId = newDeviceId()
  const started = await h.call('POST', '/auth/v1/email/start', {
    body: { email: first.email, deviceId, dapp: 'http://127.0.0.1:4173' },
  })
  expect(started).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } })
  const mail = await h.lastMail(first.email)
  expect(mail?.subject).toBe('Approve your new device')
  // Node's fetch says "node": the mail names what asked, where from and on which site.
  expect(mail?.text).toContain(
    'A program (Node.js), from the address 127.0.0.1, logging in on http://127.0.0.1:4173.',
  )
  const link = /^(http:\/\/\S+\/auth\/v1\/device\/approve\?token=\S+)$/m.exec(mail!.text)![1]!
  return { ...first, deviceId, link }
}

describe('a known user on a new device (approval link, wait, code)', () => {
  it('waits for the link, then mails the code and logs the device in', async () => {
    const h = server()
    const { email, deviceId, link, user } = await knownUserOnNewDevice(h)
    expect(new URL(link).origin).toBe(h.url)
    const waiting = h.call('POST', '/auth/v1/device/wait', { body: { email, deviceId } })
    let settled = false
    void waiting.finally(() => {
      settled = true
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(settled).toBe(false)

    // Opening the link (a mail scanner does too) approves nothing: the wait goes on.
    const opened = await h.call('GET', new URL(link).pathname + new URL(link).search, { origin: null })
    expect(opened.status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(settled).toBe(false)
    const page = await approveFromLink(h, link)
    expect(page.status).toBe(200)
    expect(page.body).toContain('<h1>Device approved</h1>')
    expect(await waiting).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })

    const otp = await h.lastCode(email)
    const verified = await h.call('POST', '/auth/v1/email/verify', { body: { email, deviceId, otp } })
    expect(verified.status).toBe(200)
    expect(verified.body.user).toEqual({ ...user, isNew: false })
  })

  it('refuses a site that is not an origin (it would be shown to the owner): BAD_REQUEST, nothing mailed', async () => {
    const h = server()
    const first = await logIn(h)
    h.advance(COOLDOWN_MS)
    const mails = await h.mailCount(first.email)
    const answer = await h.call('POST', '/auth/v1/email/start', {
      body: {
        email: first.email,
        deviceId: newDeviceId(),
        dapp: 'https://real.dapp/ approve now at evil.example',
      },
    })
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'BAD_REQUEST' } } })
    expect(await h.mailCount(first.email)).toBe(mails)
  })

  it('refuses to log the device in before its approval: DEVICE_NOT_VERIFIED', async () => {
    const h = server()
    const { email, deviceId } = await knownUserOnNewDevice(h)
    const answer = await h.call('POST', '/auth/v1/email/verify', { body: { email, deviceId, otp: '123456' } })
    expect(answer).toMatchObject({ status: 403, body: { error: { code: 'DEVICE_NOT_VERIFIED' } } })
  })

  it('refuses a page that opens device waits in a loop: past two at once from one IP, RATE_LIMITED until one ends', async () => {
    const h = server()
    const { email, deviceId } = await knownUserOnNewDevice(h)
    const wait = () => h.call('POST', '/auth/v1/device/wait', { body: { email, deviceId } })
    // Three at once: each is held for the whole wait, so whichever arrives third finds both slots taken.
    const answers = await Promise.all([wait(), wait(), wait()])
    const refused = answers.filter((answer) => answer.status === 429)
    expect(refused).toHaveLength(1)
    expect(refused[0]!.body.error).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 5 })
    expect(refused[0]!.headers.get('retry-after')).toBe('5')
    const held = answers.filter((answer) => answer.status !== 429)
    for (const answer of held) expect(answer.body).toEqual({ action: 'VERIFY_DEVICE' })
    // The held waits have ended: their slots are free again.
    expect((await wait()).body).toEqual({ action: 'VERIFY_DEVICE' })
  })

  it('answers VERIFY_DEVICE when nobody approves within the wait', async () => {
    const h = server()
    const { email, deviceId } = await knownUserOnNewDevice(h)
    const before = performance.now()
    const answer = await h.call('POST', '/auth/v1/device/wait', { body: { email, deviceId } })
    expect(answer.body).toEqual({ action: 'VERIFY_DEVICE' })
    expect(performance.now() - before).toBeGreaterThanOrEqual(WAIT_MS - 50)
  })

  it('sends one code when the link is opened twice and two instances wait', async () => {
    const h = server()
    const { email, deviceId, link } = await knownUserOnNewDevice(h)
    const mails = await h.mailCount(email)
    const waits = [0, 1].map((instance) =>
      h.call('POST', '/auth/v1/device/wait', { body: { email, deviceId }, instance: instance as 0 | 1 }),
    )
    expect((await approveFromLink(h, link)).status).toBe(200)
    expect((await approveFromLink(h, link, 1)).body).toContain('Device approved')
    expect((await Promise.all(waits)).map((answer) => answer.body)).toEqual([
      { action: 'VERIFY_OTP' },
      { action: 'VERIFY_OTP' },
    ])
    expect(await h.mailCount(email)).toBe(mails + 1)
  })

  it('tries the code again on the next wait when its mail failed', async () => {
    const h = server()
    const { email, deviceId, link } = await knownUserOnNewDevice(h)
    await approveFromLink(h, link)
    h.breakMail(true)
    const failed = await h.call('POST', '/auth/v1/device/wait', { body: { email, deviceId } })
    h.breakMail(false)
    expect(failed.body.error.code).toBe('MAIL_FAILED')
    const again = await h.call('POST', '/auth/v1/device/wait', { body: { email, deviceId } })
    expect(again.body).toEqual({ action: 'VERIFY_OTP' })
    const otp = await h.lastCode(email)
    expect((await h.call('POST', '/auth/v1/email/verify', { body: { email, deviceId, otp } })).status).toBe(
      200,
    )
  })

  it('refuses an unknown or expired link, and a wait with nothing to wait for', async () => {
    const h = server()
    const bad = await h.call('GET', '/auth/v1/device/approve?token=nope', { origin: null })
    expect(bad.status).toBe(400)
    expect(bad.body).toContain('<h1>This link does not work</h1>')
    const notAForm = await h.call('POST', '/auth/v1/device/approve', { origin: null, raw: '{"token":"x"}' })
    expect(notAForm.status).toBe(400)
    expect(notAForm.body).toContain('<h1>This link does not work</h1>')

    const { email, deviceId, link } = await knownUserOnNewDevice(h)
    h.advance(15 * 60_000)
    const expired = await approveFromLink(h, link)
    expect(expired.status).toBe(400)
    expect(expired.body).toContain('<h1>This link does not work</h1>')
    const wait = await h.call('POST', '/auth/v1/device/wait', { body: { email, deviceId } })
    expect(wait).toMatchObject({ status: 403, body: { error: { code: 'DEVICE_NOT_VERIFIED' } } })
    const stranger = await h.call('POST', '/auth/v1/device/wait', { body: { email: newEmail(), deviceId } })
    expect(stranger.body.error.code).toBe('DEVICE_NOT_VERIFIED')
  })
})
