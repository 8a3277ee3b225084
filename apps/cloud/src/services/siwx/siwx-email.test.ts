import type { SiwxSession } from '@appkit/siwx'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { describeOnEngines } from '../../db/engines.test-helper.js'
import { type RunningServer, startServer } from '../../http/server.js'
import type { MailSender, OutgoingMail } from '../mail/mail-sender.js'
import { seedDefaultOrigins, seedProjectOrigins } from '../origins/origins-store.js'
import { siwxCaller } from './siwx-call.test-helper.js'
import { siwxService } from './siwx-service.js'
import { signedAppSession } from './siwx-sign.test-helper.js'

// Email capture over HTTP on each engine: two instances on one database and one secret, as behind a
// load balancer, with one clock the test moves. Mail is caught here; the cloud's integration test
// reads the same codes from the real inbox.

const START = Date.parse('2030-01-01T00:00:00Z')
const APP = 'https://app.example'
const CODE_TTL = 600_000
const account = privateKeyToAccount(generatePrivateKey())
const SECRET = Buffer.from('siwx email test secret, 32 bytes or more')

let emails = 0
const newEmail = () => `visitor-${++emails}@example.com`

describeOnEngines('email capture', (db) => {
  let clock = START
  const servers: RunningServer[] = []
  const sent: OutgoingMail[] = []
  let mailBroken = false
  const mail: MailSender = {
    send: async (message) => {
      if (mailBroken) throw new Error('SMTP server down')
      sent.push(message)
    },
    close: () => undefined,
  }

  beforeAll(async () => {
    await seedDefaultOrigins(db(), [APP])
    await seedProjectOrigins(db(), 'shop', [APP])
    const backend = Promise.resolve({ db: db(), chains: [] })
    const limits = {
      emailCodesPerIp: { max: 5, windowMs: 60_000 },
      emailCodesPerEmail: { max: 3, windowMs: 3_600_000 },
    }
    for (let i = 0; i < 2; i++) {
      const service = siwxService({ backend, mail, secret: SECRET, limits, now: () => clock })
      servers.push(await startServer('127.0.0.1', 0, [service]))
    }
  })
  afterAll(async () => {
    for (const server of servers) await server.close()
  })

  /** Each test starts in rate-limit windows of its own (the hour's also holds the minute's). */
  const nextHour = () => {
    clock = (Math.floor(clock / 3_600_000) + 1) * 3_600_000
  }

  const call = siwxCaller(servers)

  const requestCode = (email: unknown, options: { projectId?: string; instance?: number } = {}) =>
    call('POST', `/siwx/v1/emails?projectId=${options.projectId ?? 'lab'}`, {
      json: { email },
      instance: options.instance,
    })

  const verify = (
    challenge: unknown,
    code: unknown,
    options: { projectId?: string; instance?: number } = {},
  ) =>
    call('POST', `/siwx/v1/emails/verify?projectId=${options.projectId ?? 'lab'}`, {
      json: { challenge, code },
      instance: options.instance,
    })

  /** The code in the newest mail to `email`, read from its subject as the inbox's readers do. */
  function lastCode(email: string): string {
    const subject = sent.findLast((message) => message.to === email)?.subject ?? ''
    const code = /^(\d{6}) is your sign-in code$/.exec(subject)?.[1]
    if (code === undefined) throw new Error(`No code mailed to ${email}`)
    return code
  }

  /** A challenge for a fresh address, and its code. */
  async function challenged(projectId = 'lab') {
    const email = newEmail()
    const answer = await requestCode(email, { projectId })
    expect(answer.status).toBe(201)
    return { email, challenge: answer.body.challenge as string, code: lastCode(email) }
  }

  async function emailToken(projectId = 'lab') {
    const { email, challenge, code } = await challenged(projectId)
    const answer = await verify(challenge, code, { projectId })
    expect(answer.status).toBe(200)
    return { email, token: answer.body.emailToken as string }
  }

  async function signedSession(projectId = 'lab'): Promise<SiwxSession> {
    const nonce = await call('POST', `/siwx/v1/nonces?projectId=${projectId}`)
    return signedAppSession(account, { nonce: nonce.body.nonce, issuedAt: clock })
  }

  const postSession = (body: unknown, projectId = 'lab') =>
    call('POST', `/siwx/v1/sessions?projectId=${projectId}`, { json: body })

  /** `value` with its payload's `field` changed and the signature kept. */
  function altered(value: string, field: string, to: unknown): string {
    const [body, signature] = value.split('.') as [string, string]
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    const changed = Buffer.from(JSON.stringify({ ...payload, [field]: to })).toString('base64url')
    return `${changed}.${signature}`
  }

  describe('POST /siwx/v1/emails', () => {
    it('mails a 6-digit code to the address, trimmed and lowercase, and answers its challenge', async () => {
      nextHour()
      const email = newEmail()
      const answer = await requestCode(`  ${email.toUpperCase()} `)
      expect(answer.status).toBe(201)
      expect(answer.body).toEqual({
        challenge: expect.stringMatching(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/),
        expiresAt: new Date(clock + CODE_TTL).toISOString(),
      })
      expect(answer.headers.get('access-control-allow-origin')).toBe('*')
      expect(answer.headers.get('cache-control')).toBe('no-store')
      const mailed = sent.at(-1)!
      expect(mailed).toMatchObject({
        to: email,
        subject: expect.stringMatching(/^\d{6} is your sign-in code$/),
      })
      const code = lastCode(email)
      expect(mailed.text).toContain(code)
      expect(mailed.text).toContain('10 minutes')
      // Readable by the client, but it holds a keyed hash of the code, never the code.
      const payload = JSON.parse(Buffer.from(answer.body.challenge.split('.')[0], 'base64url').toString())
      expect(payload).toEqual({
        email,
        projectId: 'lab',
        salt: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        codeHash: expect.stringMatching(/^[0-9a-f]{64}$/),
        exp: clock + CODE_TTL,
      })
    })

    it.each([
      ['not an address', { email: 'ada' }],
      ['a number', { email: 7 }],
      ['no email', {}],
      ['a list', [1]],
    ])('refuses %s with spec §5’s words', async (_, body) => {
      nextHour()
      const answer = await call('POST', '/siwx/v1/emails?projectId=lab', { json: body })
      expect(answer).toMatchObject({ status: 400, body: { message: 'Please enter a valid email address.' } })
    })

    it('needs a project and a JSON body', async () => {
      expect(await requestCode(newEmail(), { projectId: '' })).toMatchObject({
        status: 400,
        body: { message: 'Project ID Missing' },
      })
      expect(await call('POST', '/siwx/v1/emails?projectId=lab', { raw: '{' })).toMatchObject({
        status: 400,
        body: { message: 'Invalid JSON body' },
      })
    })

    it('waits out a 30 s cooldown per address, on every instance, then mails again', async () => {
      nextHour()
      const email = newEmail()
      expect((await requestCode(email)).status).toBe(201)
      clock += 10_000
      const refused = await requestCode(email, { instance: 1 })
      expect(refused).toMatchObject({ status: 429, body: { message: 'Please try again after 20 seconds' } })
      expect(refused.headers.get('retry-after')).toBe('20')
      clock += 20_000
      expect((await requestCode(email, { instance: 1 })).status).toBe(201)
      expect(sent.filter((message) => message.to === email)).toHaveLength(2)
    })

    it('counts codes per address in the hour, and per IP', async () => {
      nextHour()
      const email = newEmail()
      for (let i = 0; i < 3; i++) {
        expect((await requestCode(email)).status).toBe(201)
        clock += 30_000
      }
      const hourly = await requestCode(email)
      expect(hourly).toMatchObject({ status: 429, body: { message: 'Please try again after 3510 seconds' } })
      nextHour()
      for (let i = 0; i < 5; i++) expect((await requestCode(newEmail())).status).toBe(201)
      const byIp = await requestCode(newEmail(), { instance: 1 })
      expect(byIp).toMatchObject({ status: 429, body: { message: 'Please try again after 60 seconds' } })
      expect(byIp.headers.get('retry-after')).toBe('60')
    })

    it('answers 502 when the mail does not go out, and gives the cooldown back', async () => {
      nextHour()
      const email = newEmail()
      mailBroken = true
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      try {
        expect(await requestCode(email)).toMatchObject({
          status: 502,
          body: { message: 'The email could not be sent. Please try again.' },
        })
        expect(logged).toHaveBeenCalledWith('Sign-in API: email code not sent: SMTP server down')
      } finally {
        mailBroken = false
        logged.mockRestore()
      }
      expect((await requestCode(email)).status).toBe(201)
    })
  })

  describe('POST /siwx/v1/emails/verify', () => {
    it('gives an email token for the right code, on any instance', async () => {
      nextHour()
      const { email, challenge, code } = await challenged()
      const answer = await verify(challenge, code, { instance: 1 })
      expect(answer).toMatchObject({ status: 200, body: { email, emailToken: expect.any(String) } })
      expect(answer.body.emailToken).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/)
    })

    it('refuses a wrong code, and still takes the right one after it', async () => {
      nextHour()
      const { challenge, code } = await challenged()
      const wrong = code === '000000' ? '000001' : '000000'
      expect(await verify(challenge, wrong)).toMatchObject({ status: 400, body: { message: 'Invalid code' } })
      expect(await verify(challenge, 'abc')).toMatchObject({ status: 400, body: { message: 'Invalid code' } })
      expect(await verify(challenge, 123456)).toMatchObject({
        status: 400,
        body: { message: 'Invalid code' },
      })
      expect((await verify(challenge, ` ${code} `)).status).toBe(200)
    })

    it('takes 5 guesses per challenge across instances; the 6th, even right, is Too many attempts', async () => {
      nextHour()
      const { challenge, code } = await challenged()
      const wrong = code === '999999' ? '999998' : '999999'
      for (let i = 0; i < 5; i++) {
        expect(await verify(challenge, wrong, { instance: i % 2 })).toMatchObject({
          status: 400,
          body: { message: 'Invalid code' },
        })
      }
      expect(await verify(challenge, code, { instance: 1 })).toMatchObject({
        status: 429,
        body: { message: 'Too many attempts' },
      })
      // Another challenge for the same address has guesses of its own.
      clock += 30_000
      const again = await requestCode(lastMailTo(challenge))
      expect((await verify(again.body.challenge, lastCode(lastMailTo(challenge)))).status).toBe(200)
    })

    it('refuses a challenge past its 10 minutes with Code expired', async () => {
      nextHour()
      const { challenge, code } = await challenged()
      clock += CODE_TTL
      expect(await verify(challenge, code)).toMatchObject({ status: 400, body: { message: 'Code expired' } })
    })

    it('refuses a forged, altered or another project’s challenge', async () => {
      nextHour()
      const { challenge, code } = await challenged()
      const [body, signature] = challenge.split('.') as [string, string]
      const lastChar = signature.at(-1) === 'A' ? 'B' : 'A'
      const refused = [
        altered(challenge, 'email', 'mallory@example.com'),
        altered(challenge, 'exp', clock + 10 * CODE_TTL),
        `${body}.${signature.slice(0, -1)}${lastChar}`,
        `${body}.${'A'.repeat(43)}`,
        `${body}.${signature}.x`,
        'not a challenge',
        42,
        undefined,
      ]
      for (const forged of refused) {
        expect(await verify(forged, code)).toMatchObject({
          status: 400,
          body: { message: 'Invalid challenge' },
        })
      }
      expect(await verify(challenge, code, { projectId: 'shop' })).toMatchObject({
        status: 400,
        body: { message: 'Invalid challenge' },
      })
      // An email token is no challenge.
      const { token } = await emailToken()
      expect(await verify(token, code)).toMatchObject({ body: { message: 'Invalid challenge' } })
      expect((await verify(challenge, code)).status).toBe(200)
    })
  })

  describe('POST /siwx/v1/sessions with an email token', () => {
    it('keeps the proven email with the session; GET current answers it', async () => {
      nextHour()
      const { email, token } = await emailToken()
      const session = await signedSession()
      const created = await postSession({ ...session, emailToken: token })
      expect(created).toMatchObject({ status: 201, body: { session, email } })
      const current = await call('GET', '/siwx/v1/sessions/current?projectId=lab', {
        token: created.body.token,
        instance: 1,
      })
      expect(current).toMatchObject({ status: 200, body: { session: created.body.session, email } })
      const plain = await postSession(await signedSession())
      const without = await call('GET', '/siwx/v1/sessions/current?projectId=lab', {
        token: plain.body.token,
      })
      expect(without.status).toBe(200)
      expect(without.body).not.toHaveProperty('email')
      expect(plain.body).not.toHaveProperty('email')
    })

    it('refuses a token of another project, an altered, expired or mistaken one, before the nonce', async () => {
      nextHour()
      const { token: shops } = await emailToken('shop')
      const { token } = await emailToken()
      const { challenge } = await challenged()
      const session = await signedSession()
      for (const bad of [shops, altered(token, 'email', 'mallory@example.com'), challenge, 'x', 7, null]) {
        expect(await postSession({ ...session, emailToken: bad })).toMatchObject({
          status: 400,
          body: { message: 'Invalid email token' },
        })
      }
      // The nonce was not used up: the same signed session goes through with a good token.
      expect((await postSession({ ...session, emailToken: token })).status).toBe(201)

      const { token: late } = await emailToken()
      clock += CODE_TTL
      expect(await postSession({ ...(await signedSession()), emailToken: late })).toMatchObject({
        status: 400,
        body: { message: 'Invalid email token' },
      })
    })
  })

  /** The address a challenge was made for (readable by the client; only not changeable). */
  function lastMailTo(challenge: string): string {
    const [body] = challenge.split('.') as [string]
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')).email
  }
})
