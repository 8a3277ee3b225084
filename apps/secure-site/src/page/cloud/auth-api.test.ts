import { describe, expect, it, vi } from 'vitest'
import { ServiceError } from '../errors.js'
import { createAuthApi, isSessionGone } from './auth-api.js'

const TOKEN = 't'.repeat(43)
const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status })

function api(...answers: Response[]) {
  const fetch = vi.fn(async () => answers.shift() ?? json(500))
  return { api: createAuthApi({ cloudUrl: 'http://cloud.test', fetch }), fetch }
}
const sent = (fetch: ReturnType<typeof api>['fetch'], call = 0) => {
  const [url, init] = fetch.mock.calls[call] as unknown as [string, RequestInit]
  return {
    url,
    method: init.method,
    body: init.body && JSON.parse(init.body as string),
    headers: init.headers,
  }
}

describe('the auth API client', () => {
  it('starts an email login with the device id', async () => {
    const { api: auth, fetch } = api(json(200, { action: 'VERIFY_DEVICE' }))
    expect(await auth.startEmail('a@example.com', 'device-123')).toEqual({ action: 'VERIFY_DEVICE' })
    expect(sent(fetch)).toMatchObject({
      url: 'http://cloud.test/auth/v1/email/start',
      method: 'POST',
      body: { email: 'a@example.com', deviceId: 'device-123' },
    })
  })

  it('names the dapp the frame is in, for the approval mail', async () => {
    const fetch = vi.fn(async () => json(200, { action: 'VERIFY_DEVICE' }))
    const auth = createAuthApi({ cloudUrl: 'http://cloud.test', fetch, dapp: 'https://my.dapp' })
    await auth.startEmail('a@example.com', 'device-123')
    expect(sent(fetch).body).toEqual({
      email: 'a@example.com',
      deviceId: 'device-123',
      dapp: 'https://my.dapp',
    })
  })

  it('verifies the code and answers the session', async () => {
    const login = {
      sessionToken: TOKEN,
      expiresAt: '2030-01-01T00:00:00.000Z',
      user: { id: 'u1', email: 'a@example.com', isNew: true },
    }
    const { api: auth, fetch } = api(json(200, login))
    expect(await auth.verifyEmail('a@example.com', 'device-123', '123456')).toEqual(login)
    expect(sent(fetch).url).toBe('http://cloud.test/auth/v1/email/verify')
  })

  it('sends the bearer token where the API wants it', async () => {
    const { api: auth, fetch } = api(json(204), json(200, { action: 'VERIFY_PRIMARY_OTP' }))
    await auth.signOut(TOKEN)
    await auth.startEmailUpdate(TOKEN, 'b@example.com')
    expect(sent(fetch, 0)).toMatchObject({
      url: 'http://cloud.test/auth/v1/signout',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(sent(fetch, 1)).toMatchObject({ body: { newEmail: 'b@example.com' } })
  })

  it('reads no wallet as undefined, and other failures as errors', async () => {
    const { api: auth } = api(
      json(404, { error: { code: 'WALLET_NOT_FOUND', message: 'This account has no wallet shares yet.' } }),
      json(403, { error: { code: 'DEVICE_NOT_VERIFIED', message: 'Approve this device first' } }),
    )
    expect(await auth.readWallet(TOKEN)).toBeUndefined()
    await expect(auth.readWallet(TOKEN)).rejects.toMatchObject({ code: 'DEVICE_NOT_VERIFIED' })
  })

  it('refuses an answer that is not the API’s', async () => {
    const { api: auth } = api(json(200, { sessionToken: 'short', user: {} }))
    await expect(auth.verifyEmail('a@example.com', 'device-123', '1')).rejects.toThrow('not reachable')
  })

  it('tells a session the cloud no longer knows', () => {
    expect(isSessionGone(new ServiceError('x', { code: 'UNAUTHORIZED', status: 401 }))).toBe(true)
    expect(isSessionGone(new ServiceError('x', { code: 'COOLDOWN', status: 429 }))).toBe(false)
    expect(isSessionGone(new Error('x'))).toBe(false)
  })
})
