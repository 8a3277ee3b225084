import { describe, expect, it } from 'vitest'
import { nonceAnswerSchema } from './backend-answers.js'
import { SiwxBackendError, SiwxBackendUnreachableError } from './backend-errors.js'
import { readAnswer, requestBackend, type SiwxFetch } from './backend-request.js'

function recordingFetch(response: () => Response) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetchFn: SiwxFetch = async (url, init) => {
    calls.push({ url, init })
    return response()
  }
  return { calls, fetchFn }
}

describe('requestBackend', () => {
  it('sends JSON and the bearer token, and reads any status as an answer', async () => {
    const { calls, fetchFn } = recordingFetch(() =>
      Response.json({ message: 'Nonce expired' }, { status: 400 }),
    )
    const answer = await requestBackend(fetchFn, 'https://api.example/siwx', {
      method: 'POST',
      json: { a: 1 },
      token: 'tok',
    })
    expect(answer).toEqual({ status: 400, body: { message: 'Nonce expired' } })
    expect(calls).toEqual([
      {
        url: 'https://api.example/siwx',
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'Bearer tok' },
          body: '{"a":1}',
        },
      },
    ])
  })

  it('reads an empty or non-JSON body as undefined', async () => {
    const empty = recordingFetch(() => new Response(null, { status: 204 }))
    expect(await requestBackend(empty.fetchFn, 'u', { method: 'DELETE' })).toEqual({
      status: 204,
      body: undefined,
    })
    expect(empty.calls[0]!.init).toEqual({ method: 'DELETE', headers: {} })
    const html = recordingFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502 }))
    expect(await requestBackend(html.fetchFn, 'u', { method: 'GET' })).toEqual({
      status: 502,
      body: undefined,
    })
  })

  it('throws SiwxBackendUnreachableError when no answer came', async () => {
    const cause = new TypeError('fetch failed')
    const failing: SiwxFetch = async () => {
      throw cause
    }
    const error = await requestBackend(failing, 'https://api.example/x', { method: 'GET' }).catch((e) => e)
    expect(error).toBeInstanceOf(SiwxBackendUnreachableError)
    expect(error).toMatchObject({ details: 'GET https://api.example/x', cause })
  })

  it('throws SiwxBackendUnreachableError when the body breaks off', async () => {
    const broken = new ReadableStream({
      start(controller) {
        controller.error(new Error('reset'))
      },
    })
    const { fetchFn } = recordingFetch(() => new Response(broken))
    await expect(requestBackend(fetchFn, 'u', { method: 'GET' })).rejects.toBeInstanceOf(
      SiwxBackendUnreachableError,
    )
  })
})

describe('readAnswer', () => {
  it('returns the body of the contract’s shape', () => {
    const body = { nonce: 'abcdefgh12', expiresAt: '2030-01-01T00:00:00.000Z' }
    expect(readAnswer({ status: 201, body }, nonceAnswerSchema)).toEqual(body)
  })

  it('names the wrong field of any other body', () => {
    const error = (() => {
      try {
        readAnswer({ status: 201, body: { nonce: 'abcdefgh12' } }, nonceAnswerSchema)
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(SiwxBackendError)
    expect(error).toMatchObject({
      message: 'Invalid sign-in server response',
      status: 201,
      details: expect.stringMatching(/^expiresAt: /),
    })
    expect(() => readAnswer({ status: 200, body: undefined }, nonceAnswerSchema)).toThrow(
      expect.objectContaining({ details: expect.stringMatching(/^body: /) }),
    )
  })
})
