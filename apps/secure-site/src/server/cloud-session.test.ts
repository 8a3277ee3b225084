import { describe, expect, it, vi } from 'vitest'
import { bearerToken, checkCloudSession } from './cloud-session.js'
import { CloudUnavailableError, UnauthorizedError } from './errors.js'

const TOKEN = 'a'.repeat(43)
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('bearerToken', () => {
  it('reads a well-formed token', () => {
    expect(bearerToken(`Bearer ${TOKEN}`)).toBe(TOKEN)
  })

  it('refuses a missing, malformed or other-scheme header', () => {
    for (const header of [undefined, '', TOKEN, `Basic ${TOKEN}`, 'Bearer short', `Bearer ${TOKEN}!`]) {
      expect(() => bearerToken(header)).toThrow(UnauthorizedError)
    }
  })
})

describe('checkCloudSession', () => {
  it('asks the cloud with the token and answers whose session it is', async () => {
    const fetch = vi.fn(async () =>
      json(200, { user: { id: 'u1', email: 'a@example.com' }, deviceId: 'device-1', expiresAt: 'x' }),
    )
    const session = await checkCloudSession({ cloudUrl: 'http://cloud.test', token: TOKEN, fetch })
    expect(session).toEqual({ userId: 'u1', email: 'a@example.com', deviceId: 'device-1' })
    expect(fetch).toHaveBeenCalledWith('http://cloud.test/auth/v1/session', expect.anything())
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1]
    expect(init.headers).toEqual({ authorization: `Bearer ${TOKEN}` })
  })

  it('is unauthorized when the cloud says 401', async () => {
    const fetch = async () => json(401, { error: { code: 'UNAUTHORIZED', message: 'x' } })
    await expect(checkCloudSession({ cloudUrl: 'http://c', token: TOKEN, fetch })).rejects.toBeInstanceOf(
      UnauthorizedError,
    )
  })

  it('is unavailable when the cloud fails, does not answer, or answers nonsense', async () => {
    const fetches = [
      async () => json(500, {}),
      async () => Promise.reject(new TypeError('fetch failed')),
      async () => json(200, { user: null }),
      async () => new Response('not json', { status: 200 }),
    ]
    for (const fetch of fetches) {
      await expect(checkCloudSession({ cloudUrl: 'http://c', token: TOKEN, fetch })).rejects.toBeInstanceOf(
        CloudUnavailableError,
      )
    }
  })
})
