import type { SiwxSession } from '@appkit/siwx'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '../../db/database.js'
import { ENGINES, openTestDatabase } from '../../db/engines.test-helper.js'
import { openDatabase } from '../../db/open-database.js'
import { type RunningServer, startServer } from '../../http/server.js'
import type { MailSender, OutgoingMail } from '../mail/mail-sender.js'
import { seedDefaultOrigins } from '../origins/origins-store.js'
import { siwxCaller } from './siwx-call.test-helper.js'
import { siwxService } from './siwx-service.js'
import { signedAppSession } from './siwx-sign.test-helper.js'

// Two instances of sign-in with X on one database, behind a load balancer (the tests' own address,
// trusted to name the client in X-Forwarded-For). On PostgreSQL each has its own connections, as two
// processes would, so the races below are real ones between pools.

const APP = 'https://app.example'
const account = privateKeyToAccount(generatePrivateKey())
const sent: OutgoingMail[] = []
const mail: MailSender = {
  send: async (message) => {
    sent.push(message)
  },
  close: () => undefined,
}
const secret = Buffer.from('siwx instances test secret, 32 bytes or more')

describe.each(ENGINES)('two sign-in instances on one database (%s)', (engine) => {
  let clock = Date.parse('2030-01-01T00:00:00Z')
  let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined
  let secondDb: Database | undefined
  const servers: RunningServer[] = []

  beforeAll(async () => {
    opened = await openTestDatabase(engine)
    if (opened.url) secondDb = (await openDatabase({ dataDir: undefined, databaseUrl: opened.url })).db
    await seedDefaultOrigins(opened.db, [APP])
    const limits = { noncesPerIp: { max: 3, windowMs: 60_000 } }
    for (const db of [opened.db, secondDb ?? opened.db]) {
      const backend = Promise.resolve({ db, chains: [] })
      servers.push(
        await startServer('127.0.0.1', 0, [
          siwxService({ backend, mail, secret, limits, trustedProxies: ['127.0.0.1'], now: () => clock }),
        ]),
      )
    }
  }, 60_000)
  afterAll(async () => {
    for (const server of servers) await server.close()
    await secondDb?.close()
    await opened?.dispose()
  })

  const call = siwxCaller(servers)
  /** Each test starts in a rate-limit window of its own. */
  const nextMinute = () => {
    clock = (Math.floor(clock / 60_000) + 1) * 60_000
  }

  async function nonceFrom(instance: number): Promise<string> {
    const answer = await call('POST', '/siwx/v1/nonces?projectId=lab', { instance })
    expect(answer.status).toBe(201)
    return answer.body.nonce
  }

  const signed = (nonce: string, statement?: string) =>
    signedAppSession(account, { nonce, issuedAt: clock, ...(statement ? { statement } : {}) })

  const signIn = (session: SiwxSession, instance: number) =>
    call('POST', '/siwx/v1/sessions?projectId=lab', { json: session, instance })

  it('accepts a nonce issued on one instance once on the other, and refuses it on the first after', async () => {
    nextMinute()
    const nonce = await nonceFrom(0)
    expect((await signIn(await signed(nonce), 1)).status).toBe(201)
    // Another message signed over the same nonce: a replay, whichever instance it reaches.
    expect(await signIn(await signed(nonce, 'Again'), 0)).toMatchObject({
      status: 409,
      body: { message: 'Nonce already used' },
    })
  })

  it('opens one session for a nonce sent to both instances at once', async () => {
    nextMinute()
    const session = await signed(await nonceFrom(1))
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => signIn(session, i % 2)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409])
  })

  it('counts every one of ten guesses at an email code sent at once to both instances: five at most are checked', async () => {
    nextMinute()
    const email = `visitor-${engine}@example.com`
    const requested = await call('POST', '/siwx/v1/emails?projectId=lab', { json: { email }, instance: 0 })
    expect(requested.status).toBe(201)
    const code = /^(\d{6}) /.exec(sent.findLast((message) => message.to === email)!.subject)![1]!
    const guess = (value: string, instance: number) =>
      call('POST', '/siwx/v1/emails/verify?projectId=lab', {
        json: { challenge: requested.body.challenge, code: value },
        instance,
      })
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => guess(wrong, i % 2)))
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429])
    expect((await guess(code, 1)).status).toBe(429)
  })

  it('shares the per-IP nonce limit: two on one instance and one on the other, then 429 on both', async () => {
    nextMinute()
    for (const instance of [0, 1, 0]) await nonceFrom(instance)
    for (const instance of [0, 1]) {
      expect((await call('POST', '/siwx/v1/nonces?projectId=lab', { instance })).status).toBe(429)
    }
  })

  it('counts each visitor’s nonces apart behind the load balancer', async () => {
    nextMinute()
    const ask = (instance: number, forwardedFor: string) =>
      call('POST', '/siwx/v1/nonces?projectId=lab', { instance, forwardedFor })
    for (const instance of [0, 1, 0]) expect((await ask(instance, '198.51.100.1')).status).toBe(201)
    expect((await ask(1, '198.51.100.1')).status).toBe(429)
    expect((await ask(0, '198.51.100.2')).status).toBe(201)
  })

  // PGlite is one process's database: only PostgreSQL is shared by instances.
  if (engine === 'postgres')
    it('an instance started with its own auth secret answers 503 rather than refuse the others’ sessions and challenges', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      const backend = Promise.resolve({ db: opened!.db, chains: [] })
      const stray = await startServer('127.0.0.1', 0, [
        siwxService({ backend, mail, secret: Buffer.from('its own secret, thirty-two bytes or more') }),
      ])
      try {
        expect((await siwxCaller([stray])('POST', '/siwx/v1/nonces?projectId=lab')).status).toBe(503)
        expect(errors).toHaveBeenCalledWith(
          expect.stringContaining('set the same AUTH_SECRET on every instance'),
        )
      } finally {
        await stray.close()
        errors.mockRestore()
      }
    })
})
