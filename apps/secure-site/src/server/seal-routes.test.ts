import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import { describe, expect, it, vi } from 'vitest'
import { UnauthorizedError } from './errors.js'
import { importSealKey } from './seal.js'
import { sealRoute, unsealRoute } from './seal-routes.js'

const TOKEN = 'T'.repeat(43)
function request(body: unknown, authorization?: string): IncomingMessage {
  const req = Readable.from([Buffer.from(JSON.stringify(body))]) as unknown as IncomingMessage
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (authorization) headers.authorization = authorization
  Object.assign(req, { headers })
  return req
}
const sessionFetch = (userId: string) =>
  vi.fn(
    async () =>
      new Response(
        JSON.stringify({ user: { id: userId, email: 'x@example.com' }, deviceId: 'd', expiresAt: 'x' }),
      ),
  )

describe('the seal routes', () => {
  it('seal for the session’s user and unseal for the same user', async () => {
    const key = await importSealKey(randomBytes(32))
    const ctx = { key, cloudUrl: () => 'http://cloud.test', fetch: sessionFetch('u1') }
    const { sealed } = await sealRoute(ctx, request({ share: 'AAECAw==' }, `Bearer ${TOKEN}`))
    expect(await unsealRoute(ctx, request({ sealed }, `Bearer ${TOKEN}`))).toEqual({ share: 'AAECAw==' })
  })

  it('check the session before reading the body, and never call the cloud without a token', async () => {
    const key = await importSealKey(randomBytes(32))
    const fetch = sessionFetch('u1')
    const ctx = { key, cloudUrl: () => 'http://cloud.test', fetch }
    await expect(unsealRoute(ctx, request({ sealed: 'AAAA' }))).rejects.toBeInstanceOf(UnauthorizedError)
    expect(fetch).not.toHaveBeenCalled()
  })
})
