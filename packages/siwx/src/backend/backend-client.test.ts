import { InvalidEmailError, OriginNotAllowedError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { SiwxInvalidSignatureError } from '../errors/session-errors.js'
import { formatSiwxMessage } from '../message/format-message.js'
import { evmData } from '../test-utils/fixtures.js'
import { backendBaseUrl, siwxBackendClient } from './backend-client.js'
import {
  InvalidSiwxBackendUrlError,
  SiwxBackendError,
  SiwxBackendUnreachableError,
  SiwxNonceUsedError,
} from './backend-errors.js'
import type { SiwxFetch } from './backend-request.js'
import { SiwxEmailCodeInvalidError } from './email-errors.js'

const data = evmData()
const session = { data, message: formatSiwxMessage(data), signature: '0x01' }
const TOKEN = 'T'.repeat(43)
const EXPIRES = '2030-01-01T00:00:00.000Z'

/** A fetch that answers `respond`'s Response and records what was asked. */
function stubFetch(respond: (url: string, init: RequestInit) => Response) {
  const calls: { url: string; method: string | undefined; headers: unknown; body: unknown }[] = []
  const fetch: SiwxFetch = async (url, init) => {
    calls.push({ url, method: init.method, headers: init.headers, body: init.body })
    return respond(url, init)
  }
  return { calls, fetch }
}

describe('siwxBackendClient', () => {
  it('asks for a nonce with the project', async () => {
    const { calls, fetch } = stubFetch(() =>
      Response.json({ nonce: 'abcdefghij0123456789', expiresAt: EXPIRES }, { status: 201 }),
    )
    const client = siwxBackendClient({ url: 'https://api.example/', projectId: 'p 1', fetch })
    expect(await client.issueNonce()).toEqual({ nonce: 'abcdefghij0123456789', expiresAt: EXPIRES })
    expect(calls).toEqual([
      {
        url: 'https://api.example/siwx/v1/nonces?projectId=p%201',
        method: 'POST',
        headers: {},
        body: undefined,
      },
    ])
  })

  it('posts the session as JSON, without the message object’s toString, and reads the token', async () => {
    const { calls, fetch } = stubFetch(() =>
      Response.json({ token: TOKEN, session, expiresAt: EXPIRES }, { status: 201 }),
    )
    const client = siwxBackendClient({ url: 'https://api.example/base', projectId: 'p', fetch })
    const withToString = { ...session, data: { ...data, toString: () => session.message } }
    expect(await client.createSession(withToString)).toEqual({ token: TOKEN, session, expiresAt: EXPIRES })
    expect(calls[0]).toMatchObject({
      url: 'https://api.example/base/siwx/v1/sessions?projectId=p',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    })
    expect(JSON.parse(calls[0]!.body as string)).toEqual(session)
  })

  it.each([
    [401, SiwxInvalidSignatureError],
    [403, OriginNotAllowedError],
    [409, SiwxNonceUsedError],
    [400, SiwxBackendError],
    [500, SiwxBackendError],
  ])('turns a %s refusal of a session into its typed error', async (status, type) => {
    const { fetch } = stubFetch(() => Response.json({ message: 'no' }, { status }))
    const client = siwxBackendClient({ url: 'https://api.example', projectId: 'p', fetch })
    await expect(client.createSession(session)).rejects.toBeInstanceOf(type)
    await expect(client.issueNonce()).rejects.toBeInstanceOf(type)
  })

  it('refuses a success whose body is not the contract’s', async () => {
    const { fetch } = stubFetch(() =>
      Response.json({ token: 'short', session, expiresAt: EXPIRES }, { status: 201 }),
    )
    const client = siwxBackendClient({ url: 'https://api.example', projectId: 'p', fetch })
    await expect(client.createSession(session)).rejects.toMatchObject({
      message: 'Invalid sign-in server response',
      details: expect.stringMatching(/^token: /),
    })
  })

  it('reads the current session with the bearer token; 401 means not signed in', async () => {
    let status = 200
    const { calls, fetch } = stubFetch(() =>
      status === 200
        ? Response.json({ session, expiresAt: EXPIRES })
        : Response.json({ message: 'Session expired' }, { status }),
    )
    const client = siwxBackendClient({ url: 'https://api.example', projectId: 'p', fetch })
    expect(await client.currentSession(TOKEN)).toEqual({ session, expiresAt: EXPIRES })
    expect(calls[0]).toMatchObject({
      url: 'https://api.example/siwx/v1/sessions/current?projectId=p',
      method: 'GET',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    status = 401
    expect(await client.currentSession(TOKEN)).toBeUndefined()
    status = 503
    await expect(client.currentSession(TOKEN)).rejects.toBeInstanceOf(SiwxBackendError)
  })

  it('signs out with DELETE and the token', async () => {
    const { calls, fetch } = stubFetch(() => new Response(null, { status: 204 }))
    await siwxBackendClient({ url: 'https://api.example', projectId: 'p', fetch }).deleteSession(TOKEN)
    expect(calls[0]).toMatchObject({
      url: 'https://api.example/siwx/v1/sessions/current?projectId=p',
      method: 'DELETE',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    const failing = stubFetch(() => new Response('', { status: 500 }))
    await expect(
      siwxBackendClient({ url: 'https://api.example', projectId: 'p', fetch: failing.fetch }).deleteSession(
        TOKEN,
      ),
    ).rejects.toMatchObject({ message: 'HTTP status code: 500' })
  })

  it('sends the email token beside the session, and reads the captured email back', async () => {
    const { calls, fetch } = stubFetch((url) =>
      url.includes('/current?')
        ? Response.json({ session, expiresAt: EXPIRES, email: 'ada@example.com' })
        : Response.json(
            { token: TOKEN, session, expiresAt: EXPIRES, email: 'ada@example.com' },
            { status: 201 },
          ),
    )
    const client = siwxBackendClient({ url: 'https://api.example', projectId: 'p', fetch })
    expect(await client.createSession(session, 'proof.sig')).toMatchObject({ email: 'ada@example.com' })
    expect(JSON.parse(calls[0]!.body as string)).toEqual({ ...session, emailToken: 'proof.sig' })
    expect(await client.currentSession(TOKEN)).toEqual({
      session,
      expiresAt: EXPIRES,
      email: 'ada@example.com',
    })
  })

  it('asks for an email code and checks it, with the project', async () => {
    const { calls, fetch } = stubFetch((url) =>
      url.includes('/verify')
        ? Response.json({ emailToken: 'proof.sig', email: 'ada@example.com' })
        : Response.json({ challenge: 'challenge.sig', expiresAt: EXPIRES }, { status: 201 }),
    )
    const client = siwxBackendClient({ url: 'https://api.example', projectId: 'p', fetch })
    expect(await client.requestEmailCode('ada@example.com')).toEqual({
      challenge: 'challenge.sig',
      expiresAt: EXPIRES,
    })
    expect(await client.verifyEmailCode('challenge.sig', '012345')).toEqual({
      emailToken: 'proof.sig',
      email: 'ada@example.com',
    })
    expect(calls.map(({ url, method, body }) => ({ url, method, body: JSON.parse(body as string) }))).toEqual(
      [
        {
          url: 'https://api.example/siwx/v1/emails?projectId=p',
          method: 'POST',
          body: { email: 'ada@example.com' },
        },
        {
          url: 'https://api.example/siwx/v1/emails/verify?projectId=p',
          method: 'POST',
          body: { challenge: 'challenge.sig', code: '012345' },
        },
      ],
    )
  })

  it('turns email capture’s refusals and odd answers into typed errors', async () => {
    let answer = Response.json({ message: 'Please enter a valid email address.' }, { status: 400 })
    const { fetch } = stubFetch(() => answer)
    const client = siwxBackendClient({ url: 'https://api.example', projectId: 'p', fetch })
    await expect(client.requestEmailCode('ada@example')).rejects.toBeInstanceOf(InvalidEmailError)
    answer = Response.json({ message: 'Invalid code' }, { status: 400 })
    await expect(client.verifyEmailCode('c', '1')).rejects.toBeInstanceOf(SiwxEmailCodeInvalidError)
    answer = Response.json({ challenge: '', expiresAt: EXPIRES }, { status: 201 })
    await expect(client.requestEmailCode('ada@example.com')).rejects.toMatchObject({
      message: 'Invalid sign-in server response',
      details: expect.stringMatching(/^challenge: /),
    })
    answer = Response.json({ emailToken: 'x' })
    await expect(client.verifyEmailCode('c', '1')).rejects.toMatchObject({
      details: expect.stringMatching(/^email: /),
    })
  })

  it('says so when the server cannot be reached', async () => {
    const fetch: SiwxFetch = async () => {
      throw new TypeError('fetch failed')
    }
    const client = siwxBackendClient({ url: 'https://api.example', projectId: 'p', fetch })
    await expect(client.issueNonce()).rejects.toBeInstanceOf(SiwxBackendUnreachableError)
  })
})

describe('backendBaseUrl', () => {
  it('takes an http(s) URL, with a path, without its trailing slashes', () => {
    expect(backendBaseUrl('http://127.0.0.1:8787')).toBe('http://127.0.0.1:8787')
    expect(backendBaseUrl('https://api.example/auth//')).toBe('https://api.example/auth')
  })

  it.each([
    '',
    '/relative',
    'api.example',
    'ftp://api.example',
    'https://api.example/?x=1',
    'https://a.example/#f',
  ])('refuses %j', (url) => {
    expect(() => backendBaseUrl(url)).toThrow(InvalidSiwxBackendUrlError)
  })
})
