import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '../../db/database.js'
import { type RunningServer, startServer } from '../../http/server.js'
import { authService } from './auth-service.js'
import { newDeviceId, newEmail, SECURE_SITE, useAuthServer } from './auth-test-server.test-helper.js'

const server = useAuthServer()

let failed: RunningServer
let failing: RunningServer
const brokenDb: Database = {
  engine: 'postgres',
  query: () => Promise.reject(new Error('relation "auth_sessions" does not exist')),
  exec: () => Promise.reject(new Error('unused')),
  transaction: () => Promise.reject(new Error('unused')),
  close: () => Promise.resolve(),
}
const serviceOn = (db: Promise<Database>) =>
  authService({
    db,
    mail: { send: () => Promise.reject(new Error('unused')), close: () => undefined },
    secret: new Uint8Array(32),
    secureSiteOrigin: SECURE_SITE,
  })
beforeAll(async () => {
  failed = await startServer('127.0.0.1', 0, [serviceOn(Promise.reject(new Error('no database')))])
  failing = await startServer('127.0.0.1', 0, [serviceOn(Promise.resolve(brokenDb))])
})
afterAll(async () => {
  await failed.close()
  await failing.close()
})

/** Every row the auth API may write, to show that a refused request wrote none. */
async function snapshot() {
  const h = server()
  const tables = [
    'auth_users',
    'auth_codes',
    'auth_devices',
    'auth_sessions',
    'auth_cooldowns',
    'auth_rate_limits',
    'mail',
  ]
  return Promise.all(tables.map((table) => h.db.query(`SELECT * FROM ${table}`)))
}

describe('authService: CORS', () => {
  it('answers the secure site’s preflight with its origin, methods and headers', async () => {
    const response = await fetch(`${server().url}/auth/v1/email/start`, {
      method: 'OPTIONS',
      headers: { origin: SECURE_SITE, 'access-control-request-method': 'POST' },
    })
    expect(response.status).toBe(204)
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'access-control-allow-origin': SECURE_SITE,
      'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
      'access-control-allow-headers': 'authorization, content-type',
      vary: 'origin',
    })
  })

  it('refuses another origin’s preflight and requests, doing nothing for them', async () => {
    const h = server()
    const preflight = await fetch(`${h.url}/auth/v1/email/start`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:4173', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()

    const before = await snapshot()
    const email = newEmail()
    const post = await h.call('POST', '/auth/v1/email/start', {
      origin: 'https://evil.example',
      body: { email, deviceId: newDeviceId() },
    })
    expect(post).toMatchObject({ status: 403, body: { error: { code: 'ORIGIN_NOT_ALLOWED' } } })
    expect(post.headers.get('access-control-allow-origin')).toBeNull()
    expect(await snapshot()).toEqual(before)
  })

  it('serves a caller without an Origin (a server, curl) without CORS headers', async () => {
    const answer = await server().call('POST', '/auth/v1/email/start', {
      origin: null,
      body: { email: newEmail(), deviceId: newDeviceId() },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('authService: requests it refuses', () => {
  it.each([
    ['not JSON', { raw: '{"email":' }, 'The body is not valid JSON'],
    ['an array', { raw: '[]' }, 'Invalid body: body: Invalid input: expected object, received array'],
    [
      'a missing field',
      { body: { email: 'a@b.co' } },
      'Invalid body: deviceId: Invalid input: expected string, received undefined',
    ],
    [
      'a wrong type',
      { body: { email: 42, deviceId: 'device-123' } },
      'Invalid body: email: Invalid input: expected string, received number',
    ],
    [
      'a bad device id',
      { body: { email: 'a@b.co', deviceId: 'x' } },
      'Invalid body: deviceId: expected 8 to 128 letters, digits, "-" or "_"',
    ],
  ])('answers BAD_REQUEST to %s, naming the field, and changes nothing', async (_, options, message) => {
    const before = await snapshot()
    const answer = await server().call('POST', '/auth/v1/email/start', options)
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'BAD_REQUEST', message } } })
    expect(await snapshot()).toEqual(before)
  })

  it('answers 413 BAD_REQUEST to a body over 32 KB', async () => {
    const before = await snapshot()
    const answer = await server().call('POST', '/auth/v1/email/verify', {
      body: { email: 'a@b.co', deviceId: 'device-123', otp: '1', pad: 'x'.repeat(40_000) },
    })
    expect(answer).toMatchObject({ status: 413, body: { error: { code: 'BAD_REQUEST' } } })
    expect(await snapshot()).toEqual(before)
  })

  it('answers NOT_FOUND and METHOD_NOT_ALLOWED as JSON, and leaves other paths to other services', async () => {
    const h = server()
    expect(await h.call('GET', '/auth/v1/nope')).toMatchObject({
      status: 404,
      body: { error: { code: 'NOT_FOUND' } },
    })
    const wrong = await h.call('GET', '/auth/v1/email/start')
    expect(wrong).toMatchObject({ status: 405, body: { error: { code: 'METHOD_NOT_ALLOWED' } } })
    expect(wrong.headers.get('allow')).toBe('POST, OPTIONS')
    expect((await fetch(`${h.url}/authx`)).status).toBe(404)
  })

  it('answers UNAVAILABLE while the database is not there, the reason in the log and not in the answer', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const response = await fetch(`${failed.url}/auth/v1/session`)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: 'The database did not start. Please try again later.' },
    })
    expect(errors).toHaveBeenCalledWith('Auth API: the database did not start: no database')
    errors.mockRestore()
  })

  it('answers SERVER_ERROR without the database’s own words when a query fails', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const response = await fetch(`${failing.url}/auth/v1/session`, {
        headers: { authorization: `Bearer ${'a'.repeat(43)}` },
      })
      expect(response.status).toBe(500)
      expect(await response.json()).toEqual({
        error: { code: 'SERVER_ERROR', message: 'Something went wrong on the server. Please try again.' },
      })
      expect(errors).toHaveBeenCalledWith('Auth API: relation "auth_sessions" does not exist')
    } finally {
      errors.mockRestore()
    }
  })

  it('never lets a cache keep an answer', async () => {
    const answer = await server().call('GET', '/auth/v1/session')
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })
})
