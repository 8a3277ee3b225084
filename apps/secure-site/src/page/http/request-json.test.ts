import { HttpRequestError } from '@appkit/common'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { ServiceError, ServiceUnavailableError } from '../errors.js'
import { requestJson } from './request-json.js'

const schema = z.object({ action: z.string() })
const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status })

describe('requestJson', () => {
  it('sends JSON with the bearer token and parses the answer', async () => {
    const fetch = vi.fn(async () => answer(200, { action: 'VERIFY_OTP', extra: 1 }))
    const result = await requestJson('http://cloud.test/x', {
      method: 'POST',
      body: { email: 'a@example.com' },
      token: 'tok',
      schema,
      timeoutMs: 1000,
      fetch,
    })
    expect(result).toEqual({ action: 'VERIFY_OTP' })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('http://cloud.test/x')
    expect(init.method).toBe('POST')
    expect(init.headers).toEqual({ 'content-type': 'application/json', authorization: 'Bearer tok' })
    expect(init.body).toBe('{"email":"a@example.com"}')
    expect(init.credentials).toBe('omit')
  })

  it('parses a 204 as undefined', async () => {
    const result = await requestJson('http://c/x', {
      schema: z.undefined(),
      timeoutMs: 1000,
      fetch: async () => answer(204),
    })
    expect(result).toBeUndefined()
  })

  it('keeps the server’s code, message and wait', async () => {
    const fetch = async () =>
      answer(429, { error: { code: 'COOLDOWN', message: 'Please try again after 7 seconds', retryAfter: 7 } })
    const error = await requestJson('http://c/x', { schema, timeoutMs: 1000, fetch }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ServiceError)
    expect(error).toMatchObject({
      message: 'Please try again after 7 seconds',
      code: 'COOLDOWN',
      status: 429,
      retryAfter: 7,
    })
  })

  it('types failures without an API error, no answer and an unexpected answer', async () => {
    await expect(
      requestJson('http://c/x', {
        schema,
        timeoutMs: 1000,
        fetch: async () => answer(500, { message: 'x' }),
      }),
    ).rejects.toBeInstanceOf(HttpRequestError)
    await expect(
      requestJson('http://c/x', {
        schema,
        timeoutMs: 1000,
        fetch: () => Promise.reject(new TypeError('down')),
      }),
    ).rejects.toBeInstanceOf(ServiceUnavailableError)
    await expect(
      requestJson('http://c/x', { schema, timeoutMs: 1000, fetch: async () => answer(200, { action: 1 }) }),
    ).rejects.toBeInstanceOf(ServiceUnavailableError)
  })

  it('rethrows the caller’s abort reason', async () => {
    const controller = new AbortController()
    const reason = new Error('stop')
    controller.abort(reason)
    const fetch = (_url: string, init?: RequestInit) => Promise.reject(init?.signal?.reason)
    await expect(
      requestJson('http://c/x', { schema, timeoutMs: 1000, fetch, signal: controller.signal }),
    ).rejects.toBe(reason)
  })
})
