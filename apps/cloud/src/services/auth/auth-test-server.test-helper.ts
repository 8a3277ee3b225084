import { afterAll, afterEach, beforeAll } from 'vitest'
import type { Database } from '../../db/database.js'
import { type Engine, openTestDatabase } from '../../db/engines.test-helper.js'
import { openDatabase } from '../../db/open-database.js'
import { type RunningServer, startServer } from '../../http/server.js'
import { deliverToInbox } from '../mail/inbox-delivery.js'
import { inboxService } from '../mail/inbox-service.js'
import { createMailSender, type MailSender } from '../mail/mail-sender.js'
import { type RunningSmtp, startSmtpReceiver } from '../mail/smtp-receiver.js'
import type { AuthLimits } from './auth-limits.js'
import { authService } from './auth-service.js'
import type { SocialConfig } from './social/social-config.js'

export const SECURE_SITE = 'http://127.0.0.1:4176'

// biome-ignore lint/suspicious/noExplicitAny: a test reads an answer by the paths it expects.
export type Answer = { status: number; body: any; headers: Headers }

export interface AuthHarness {
  url: string
  db: Database
  /** The service's clock, as `advance`, `freeze` and `toNextWindow` left it (ms). */
  now(): number
  /** Moves the service's clock (not the timers) forward. */
  advance(ms: number): void
  /**
   * Stops the service's clock until the test ends, so only `advance` moves it: a test that reads a
   * countdown then sees the same seconds however slowly its requests ran.
   */
  freeze(): void
  /**
   * Moves the clock to just after the start of the next window of `windowMs` (rate-limit windows
   * are aligned to the epoch), so a test's requests all fall in one fresh window.
   */
  toNextWindow(windowMs: number): void
  /** Calls an auth endpoint as the secure site's page would (JSON, its Origin). */
  call(
    method: string,
    path: string,
    options?: {
      body?: unknown
      token?: string
      origin?: string | null
      raw?: string
      /** Sent as an HTML form post (application/x-www-form-urlencoded), as the approval page does. */
      form?: Record<string, string>
      /** 1: a second instance of the service on the same database, as behind a load balancer. */
      instance?: 0 | 1
      /** Sent as X-Forwarded-For, as a load balancer in front of the cloud adds it. */
      forwardedFor?: string
    },
  ): Promise<Answer>
  /** The newest mail to `email` in the inbox, read over HTTP as a person or a test would. */
  lastMail(email: string): Promise<{ subject: string; text: string } | undefined>
  /** The code in the newest mail to `email`. */
  lastCode(email: string): Promise<string>
  /** How many mails `email` received. */
  mailCount(email: string): Promise<number>
  /** While broken, every mail fails as if the SMTP server were down. */
  breakMail(broken: boolean): void
}

/**
 * A server with the auth service and the inbox, on a database of `engine` (PGlite by default),
 * mailing through a real SMTP receiver: everything of the cloud the auth flows use, without its
 * chains. For one test file. Instance 1 is a second service on the same database; on PostgreSQL it
 * has connections of its own, as another process behind the load balancer would.
 */
export function useAuthServer(
  limits: Partial<AuthLimits> = {},
  options: { engine?: Engine; trustedProxies?: readonly string[]; social?: Promise<SocialConfig> } = {},
): () => AuthHarness {
  let server: RunningServer
  let second: RunningServer
  let smtp: RunningSmtp
  let opened: Awaited<ReturnType<typeof openTestDatabase>>
  let secondDb: Database | undefined
  let offset = 0
  let frozenAt: number | undefined
  const clock = () => (frozenAt ?? Date.now()) + offset
  afterEach(() => {
    frozenAt = undefined
  })
  let mailBroken = false
  let sender: MailSender | undefined
  const mail: MailSender = {
    send: (message) => (mailBroken ? Promise.reject(new Error('SMTP server down')) : sender!.send(message)),
    close: () => sender?.close(),
  }
  let harness: AuthHarness | undefined

  beforeAll(async () => {
    opened = await openTestDatabase(options.engine ?? 'pglite')
    if (opened.url !== undefined)
      secondDb = (await openDatabase({ dataDir: undefined, databaseUrl: opened.url })).db
    smtp = await startSmtpReceiver({
      host: '127.0.0.1',
      port: 0,
      onMail: deliverToInbox(Promise.resolve(opened.db)),
    })
    sender = createMailSender({ url: smtp.url, from: 'Lab <no-reply@appkit.localhost>' })
    const instance = (db: Database) =>
      authService({
        db: Promise.resolve(db),
        mail,
        secret: Buffer.from('test secret: thirty-two bytes or more'),
        secureSiteOrigin: SECURE_SITE,
        limits,
        trustedProxies: options.trustedProxies,
        ...(options.social ? { social: options.social } : {}),
        now: clock,
      })
    server = await startServer('127.0.0.1', 0, [
      instance(opened.db),
      inboxService({ db: Promise.resolve(opened.db) }),
    ])
    second = await startServer('127.0.0.1', 0, [instance(secondDb ?? opened.db)])
    const url = server.url
    const inbox = async (email: string) => {
      const response = await fetch(`${url}/inbox/v1/messages?to=${encodeURIComponent(email)}`)
      const { messages } = (await response.json()) as { messages: { subject: string; text: string }[] }
      return messages
    }
    const lastMail = async (email: string) => (await inbox(email))[0]
    harness = {
      url,
      db: opened.db,
      now: clock,
      advance: (ms) => {
        offset += ms
      },
      freeze: () => {
        frozenAt = Date.now()
      },
      toNextWindow: (windowMs) => {
        offset += windowMs - (clock() % windowMs) + 1
      },
      async call(method, path, options = {}) {
        const headers: Record<string, string> = {}
        if (options.origin !== null) headers.origin = options.origin ?? SECURE_SITE
        if (options.token) headers.authorization = `Bearer ${options.token}`
        if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor
        const form = options.form && new URLSearchParams(options.form).toString()
        const body =
          form ?? options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
        if (body !== undefined)
          headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json'
        const base = options.instance === 1 ? second.url : url
        const response = await fetch(`${base}${path}`, {
          method,
          headers,
          ...(body === undefined ? {} : { body }),
        })
        const text = await response.text()
        const type = response.headers.get('content-type') ?? ''
        return {
          status: response.status,
          body: type.startsWith('application/json') ? JSON.parse(text) : text,
          headers: response.headers,
        }
      },
      lastMail,
      mailCount: async (email) => (await inbox(email)).length,
      breakMail: (broken) => {
        mailBroken = broken
      },
      async lastCode(email) {
        const subject = (await lastMail(email))?.subject ?? ''
        const code = /^(\d{6}) /.exec(subject)?.[1]
        if (!code) throw new Error(`No code mailed to ${email} (last subject: "${subject}")`)
        return code
      },
    }
  }, 30_000)

  afterAll(async () => {
    await server?.close()
    await second?.close()
    mail.close()
    await smtp?.close()
    await secondDb?.close()
    await opened?.dispose()
  })

  return () => {
    if (!harness) throw new Error('The auth test server did not start')
    return harness
  }
}

let devices = 0
/** A fresh device id, as the secure site would generate one. */
export const newDeviceId = () =>
  `device-${process.pid}-${++devices}-${Math.random().toString(36).slice(2, 10)}`

let emails = 0
/** A fresh address: each test has its own cooldowns and limits. */
export const newEmail = (name = 'user') =>
  `${name}-${++emails}-${Math.random().toString(36).slice(2, 8)}@example.com`

/** Logs a new user in on a new device through the real flow; returns the session and what it used. */
export async function logIn(h: AuthHarness, email = newEmail(), deviceId = newDeviceId()) {
  const started = await h.call('POST', '/auth/v1/email/start', { body: { email, deviceId } })
  if (started.body.action !== 'VERIFY_OTP') throw new Error(`start answered ${JSON.stringify(started.body)}`)
  const otp = await h.lastCode(email)
  const verified = await h.call('POST', '/auth/v1/email/verify', { body: { email, deviceId, otp } })
  if (verified.status !== 200) throw new Error(`verify answered ${JSON.stringify(verified.body)}`)
  return { email, deviceId, token: verified.body.sessionToken as string, user: verified.body.user }
}

/**
 * A known user logging in on another device through the real flow: the approval mail, its page's
 * button, the wait, the code. Moves the clock past the address's cooldown first.
 */
export async function logInOnApprovedDevice(h: AuthHarness, email: string, deviceId = newDeviceId()) {
  h.advance(30_000)
  const started = await h.call('POST', '/auth/v1/email/start', { body: { email, deviceId } })
  if (started.body.action !== 'VERIFY_DEVICE')
    throw new Error(`start answered ${JSON.stringify(started.body)}`)
  const text = (await h.lastMail(email))?.text ?? ''
  const link = new URL(/(http:\/\/\S+\/auth\/v1\/device\/approve\?token=\S+)/.exec(text)![1]!)
  const approved = await h.call('POST', link.pathname, {
    origin: h.url,
    form: { token: link.searchParams.get('token')! },
  })
  if (approved.status !== 200) throw new Error(`approval answered ${approved.status}`)
  const waited = await h.call('POST', '/auth/v1/device/wait', { body: { email, deviceId } })
  if (waited.body.action !== 'VERIFY_OTP') throw new Error(`wait answered ${JSON.stringify(waited.body)}`)
  const otp = await h.lastCode(email)
  const verified = await h.call('POST', '/auth/v1/email/verify', { body: { email, deviceId, otp } })
  if (verified.status !== 200) throw new Error(`verify answered ${JSON.stringify(verified.body)}`)
  return { email, deviceId, token: verified.body.sessionToken as string }
}
