import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { startCloud } from './cloud.js'

// A first start on a new machine builds the PGlite template (~6 s).
const START_TIMEOUT_MS = 30_000
const SECURE_SITE = 'https://secure.example'

function portIsClosed(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })
}

describe('the cloud’s embedded-wallet services', () => {
  it(
    'log a user in by a code delivered through its own SMTP server, and answer the allowed origins',
    async () => {
      const cloud = await startCloud({
        host: '127.0.0.1',
        port: 0,
        relayPort: 0,
        chains: [],
        secureSiteOrigin: SECURE_SITE,
        allowedOrigins: ['https://dapp.example'],
        testMode: true,
      })
      try {
        expect(cloud.authUrl).toBe(`${cloud.url}/auth/v1`)
        expect(cloud.inboxUrl).toBe(`${cloud.url}/inbox`)
        expect(cloud.smtp).toEqual({
          host: '127.0.0.1',
          port: expect.any(Number),
          url: `smtp://127.0.0.1:${cloud.smtp!.port}`,
        })

        const email = 'grace@example.com'
        const deviceId = 'integration-device-1'
        const post = (path: string, body: unknown) =>
          fetch(`${cloud.authUrl}${path}`, {
            method: 'POST',
            headers: { origin: SECURE_SITE, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        expect(await (await post('/email/start', { email, deviceId })).json()).toEqual({
          action: 'VERIFY_OTP',
        })

        const inbox = await fetch(`${cloud.url}/inbox/v1/messages?to=${email}`)
        const { messages } = (await inbox.json()) as { messages: { subject: string; from: string }[] }
        expect(messages).toHaveLength(1)
        expect(messages[0]!.from).toBe('"AppKit Lab" <no-reply@appkit.localhost>')
        const otp = /^(\d{6}) is your login code$/.exec(messages[0]!.subject)![1]!
        const page = await (await fetch(`${cloud.inboxUrl}?to=${email}`)).text()
        expect(page).toContain(`${otp} is your login code`)

        const login = await post('/email/verify', { email, deviceId, otp })
        expect(login.headers.get('access-control-allow-origin')).toBe(SECURE_SITE)
        const { sessionToken, user } = (await login.json()) as { sessionToken: string; user: unknown }
        expect(user).toEqual({ id: expect.any(String), email, isNew: true })
        const session = await fetch(`${cloud.authUrl}/session`, {
          headers: { authorization: `Bearer ${sessionToken}` },
        })
        expect(await session.json()).toMatchObject({ user: { email }, deviceId })

        const origins = await fetch(`${cloud.url}/projects/v1/origins?projectId=lab`)
        expect(await origins.json()).toEqual({ allowedOrigins: ['https://dapp.example'] })
        await fetch(`${cloud.url}/test/faults`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ path: '/projects/v1/origins', fault: '500' }),
        })
        expect((await fetch(`${cloud.url}/projects/v1/origins?projectId=lab`)).status).toBe(500)
      } finally {
        await cloud.stop()
      }
      expect(await portIsClosed(cloud.smtp!.port)).toBe(true)
    },
    START_TIMEOUT_MS,
  )

  it(
    'another origin cannot POST /test/faults on a default cloud',
    async () => {
      // A default start, as `pnpm start` has it: no testMode.
      const cloud = await startCloud({
        host: '127.0.0.1',
        port: 0,
        relayPort: 0,
        chains: [],
        secureSiteOrigin: SECURE_SITE,
      })
      try {
        for (const method of ['POST', 'DELETE']) {
          const arming = await fetch(`${cloud.url}/test/faults`, {
            method,
            headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
            body: JSON.stringify({ path: '/auth/v1', fault: '503', count: 10_000 }),
          })
          expect(arming.status).toBe(404)
        }
        // The auth service still answers as it should: the page broke nothing.
        const start = await fetch(`${cloud.authUrl}/email/start`, {
          method: 'POST',
          headers: { origin: SECURE_SITE, 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'ada@example.com', deviceId: 'integration-device-2' }),
        })
        expect(start.status).toBe(200)
        expect(await start.json()).toEqual({ action: 'VERIFY_OTP' })
      } finally {
        await cloud.stop()
      }
    },
    START_TIMEOUT_MS,
  )
})
