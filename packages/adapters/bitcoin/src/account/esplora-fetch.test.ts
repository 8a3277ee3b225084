import { HttpRequestError, InvalidResponseError, NetworkRequestError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { okText, parseBody, request } from './esplora-fetch.js'

describe('request', () => {
  it('gives any status back with its text', async () => {
    const fetchFn = async () => new Response('Transaction not found', { status: 404 })
    await expect(request(fetchFn, 'http://esplora/tx/x')).resolves.toEqual({
      status: 404,
      text: 'Transaction not found',
    })
  })

  it('turns no answer into NetworkRequestError saying where', async () => {
    const fetchFn = async () => {
      throw new TypeError('fetch failed')
    }
    const failure = request(fetchFn, 'http://esplora/fee-estimates')
    await expect(failure).rejects.toBeInstanceOf(NetworkRequestError)
    await expect(failure).rejects.toMatchObject({
      details: 'fetch failed (GET http://esplora/fee-estimates)',
    })
  })
})

describe('okText and parseBody', () => {
  it('pass a 2xx body, and say the server’s words for any other status', () => {
    expect(okText({ status: 200, text: 'ok' }, 'GET x')).toBe('ok')
    expect(() => okText({ status: 503, text: 'down for maintenance' }, 'GET x')).toThrow(HttpRequestError)
    expect(() => okText({ status: 503, text: '' }, 'GET x')).toThrow(
      expect.objectContaining({ status: 503, details: 'empty body (GET x)' }),
    )
  })

  it('check the body against its schema and name the field that failed', () => {
    const schema = z.object({ confirmed: z.boolean() })
    expect(parseBody(schema, '{"confirmed":true}', 'GET x')).toEqual({ confirmed: true })
    expect(() => parseBody(schema, '<html>', 'GET x')).toThrow(InvalidResponseError)
    expect(() => parseBody(schema, '{"confirmed":"yes"}', 'GET x')).toThrow(
      expect.objectContaining({ details: expect.stringMatching(/^confirmed: .* \(GET x\)$/) }),
    )
  })
})
