import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { EmailThrottledError, InvalidEmailError, OriginNotAllowedError } from '@appkit/common'
import type { SiwxMessage, SiwxSession } from '@appkit/controllers'
import { memorySyncStorage } from '@appkit/testing/node'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { InvalidSiwxStatementError } from '../errors/field-errors.js'
import { SiwxForeignSessionError, SiwxInvalidSignatureError } from '../errors/session-errors.js'
import { generateNonce } from '../nonce.js'
import { parseSiwxSession } from '../storage/session-schema.js'
import { evmVerifier } from '../verifiers/evm-verifier.js'
import {
  InvalidSiwxBackendUrlError,
  SiwxBackendError,
  SiwxBackendUnreachableError,
  SiwxNonceUsedError,
  SiwxSessionsReadOnlyError,
} from './backend-errors.js'
import { backendSiwx } from './backend-siwx.js'
import type { BackendSiwxOptions } from './backend-siwx-options.js'
import {
  SiwxEmailCodeInvalidError,
  SiwxEmailCodeNotRequestedError,
  SiwxEmailTokenInvalidError,
} from './email-errors.js'
import { SIWX_BACKEND_STORAGE_KEY } from './token-store.js'

// A small sign-in server on 127.0.0.1 that keeps the contract (apps/cloud README, "Sign-in with X")
// in memory: single-use nonces, sessions verified offline (EOAs), bearer tokens, email capture
// (every code is 123456). The cloud's own
// service is tested against this client in apps/cloud's integration test.

const NOW = Date.parse('2030-01-01T12:00:00Z')
const DAY = 24 * 60 * 60 * 1000

interface Fixture {
  url: string
  nonces: Map<string, boolean>
  sessions: Map<string, { session: SiwxSession; revoked: boolean; email?: string }>
  /** Email capture: challenge → its code and address; email token → its address. */
  challenges: Map<string, { code: string; email: string }>
  emailTokens: Map<string, string>
  /** The bodies of POST /sessions, as sent. */
  posted: Record<string, unknown>[]
  /** Answers to send instead of the contract's, in order. */
  forced: { status: number; body: string }[]
  requests: { method: string; path: string; authorization: string | undefined }[]
  close(): Promise<void>
}

async function startFixture(): Promise<Fixture> {
  const verifier = evmVerifier({ now: () => NOW })
  const fixture: Omit<Fixture, 'url' | 'close'> = {
    nonces: new Map(),
    sessions: new Map(),
    challenges: new Map(),
    emailTokens: new Map(),
    posted: [],
    forced: [],
    requests: [],
  }
  const json = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' })
    res.end(body === undefined ? undefined : JSON.stringify(body))
  }
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fixture')
    fixture.requests.push({
      method: req.method ?? '',
      path: url.pathname + url.search,
      authorization: req.headers.authorization,
    })
    const forced = fixture.forced.shift()
    if (forced) {
      res.writeHead(forced.status, { 'content-type': 'application/json' })
      return res.end(forced.body)
    }
    const token = req.headers.authorization?.replace(/^Bearer /, '') ?? ''
    const route = `${req.method} ${url.pathname}`
    if (route === 'POST /siwx/v1/nonces') {
      const nonce = generateNonce()
      fixture.nonces.set(nonce, false)
      return json(res, 201, { nonce, expiresAt: new Date(NOW + 300_000).toISOString() })
    }
    if (route === 'POST /siwx/v1/emails') {
      const { email } = JSON.parse(await readText(req))
      if (typeof email !== 'string' || !email.includes('@')) {
        return json(res, 400, { message: 'Please enter a valid email address.' })
      }
      const challenge = `challenge-${generateNonce()}`
      fixture.challenges.set(challenge, { code: '123456', email })
      return json(res, 201, { challenge, expiresAt: new Date(NOW + 600_000).toISOString() })
    }
    if (route === 'POST /siwx/v1/emails/verify') {
      const { challenge, code } = JSON.parse(await readText(req))
      const pending = fixture.challenges.get(challenge)
      if (!pending) return json(res, 400, { message: 'Invalid challenge' })
      if (code !== pending.code) return json(res, 400, { message: 'Invalid code' })
      const emailToken = `email-${generateNonce()}`
      fixture.emailTokens.set(emailToken, pending.email)
      return json(res, 200, { emailToken, email: pending.email })
    }
    if (route === 'POST /siwx/v1/sessions') {
      const body = JSON.parse(await readText(req))
      fixture.posted.push(body)
      const session = parseSiwxSession(body)
      if (!session) return json(res, 400, { message: 'Invalid session' })
      const email = body.emailToken === undefined ? undefined : fixture.emailTokens.get(body.emailToken)
      if (body.emailToken !== undefined && email === undefined) {
        return json(res, 400, { message: 'Invalid email token' })
      }
      const used = fixture.nonces.get(session.data.nonce)
      if (used === undefined) return json(res, 400, { message: 'Unknown nonce' })
      if (used) return json(res, 409, { message: 'Nonce already used' })
      fixture.nonces.set(session.data.nonce, true)
      if (!(await verifier.verify(session))) return json(res, 401, { message: 'Invalid signature' })
      const issued = `tok${generateNonce()}${generateNonce()}`
      fixture.sessions.set(issued, { session, revoked: false, email })
      return json(res, 201, { token: issued, session, expiresAt: new Date(NOW + DAY).toISOString() })
    }
    if (route === 'GET /siwx/v1/sessions/current') {
      const kept = fixture.sessions.get(token)
      if (!kept || kept.revoked) return json(res, 401, { message: 'Not signed in' })
      const expiresAt = new Date(NOW + DAY).toISOString()
      return json(res, 200, {
        session: kept.session,
        expiresAt,
        ...(kept.email ? { email: kept.email } : {}),
      })
    }
    if (route === 'DELETE /siwx/v1/sessions/current') {
      const kept = fixture.sessions.get(token)
      if (kept) kept.revoked = true
      return json(res, 204)
    }
    return json(res, 404, { message: 'Not found' })
  }
  const server = createServer((req, res) => {
    handle(req, res).catch(() => json(res, 500, { message: 'fixture failed' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    ...fixture,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

async function readText(req: IncomingMessage): Promise<string> {
  let text = ''
  for await (const chunk of req) text += chunk
  return text
}

const account = privateKeyToAccount(generatePrivateKey())
const CHAIN = 'eip155:1'
let fixture: Fixture
let storage: ReturnType<typeof memorySyncStorage>

beforeAll(async () => {
  fixture = await startFixture()
})
afterAll(() => fixture.close())
beforeEach(() => {
  storage = memorySyncStorage()
  fixture.forced.length = 0
  fixture.requests.length = 0
  fixture.posted.length = 0
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

function setup(overrides: Partial<BackendSiwxOptions> = {}) {
  return backendSiwx({
    url: fixture.url,
    projectId: 'lab',
    domain: 'app.example.com',
    uri: 'https://app.example.com',
    statement: 'Sign in to Example',
    expiresInMs: 60_000,
    storage,
    now: () => NOW,
    ...overrides,
  })
}

/** What the modal does: a message, the wallet's signature over its text, the session handed over. */
async function signed(message: SiwxMessage, signer = account): Promise<SiwxSession> {
  const { toString: _, ...data } = message
  return {
    data,
    message: message.toString(),
    signature: await signer.signMessage({ message: message.toString() }),
  }
}

describe('backendSiwx', () => {
  it('writes messages with a nonce the server issued', async () => {
    const message = await setup().createMessage({ accountAddress: account.address, chainId: CHAIN })
    expect(fixture.nonces.has(message.nonce)).toBe(true)
    expect(fixture.requests).toEqual([
      { method: 'POST', path: '/siwx/v1/nonces?projectId=lab', authorization: undefined },
    ])
    expect(message).toMatchObject({
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      statement: 'Sign in to Example',
      issuedAt: new Date(NOW).toISOString(),
      expirationTime: new Date(NOW + 60_000).toISOString(),
    })
    expect(message.toString()).toContain(`Nonce: ${message.nonce}`)
  })

  it('takes the domain and URI from the page’s location by default', async () => {
    vi.stubGlobal('location', { host: 'shop.example:8443', origin: 'https://shop.example:8443' })
    const message = await setup({ domain: undefined, uri: undefined }).createMessage({
      accountAddress: account.address,
      chainId: CHAIN,
    })
    expect(message).toMatchObject({ domain: 'shop.example:8443', uri: 'https://shop.example:8443' })
  })

  it('signs in: the server keeps the session, the page its token, and the session reads back', async () => {
    const siwx = setup()
    await siwx.addSession(
      await signed(await siwx.createMessage({ accountAddress: account.address, chainId: CHAIN })),
    )
    const [token] = fixture.sessions.keys()
    expect(JSON.parse(storage.getItem(SIWX_BACKEND_STORAGE_KEY)!)).toEqual([
      { account: `${CHAIN}|${account.address.toLowerCase()}`, token: expect.any(String) },
    ])
    const sessions = await siwx.getSessions(CHAIN, account.address.toLowerCase())
    expect(sessions).toHaveLength(1)
    expect(sessions[0]!.data.accountAddress).toBe(account.address)
    expect(fixture.requests.at(-1)).toEqual({
      method: 'GET',
      path: '/siwx/v1/sessions/current?projectId=lab',
      authorization: `Bearer ${[...fixture.sessions.keys()].at(-1)}`,
    })
    expect(token).toBeDefined()
    expect(await siwx.getSessions('eip155:10', account.address)).toEqual([])
  })

  it('refuses a replay with SiwxNonceUsedError and a wrong signature with SiwxInvalidSignatureError', async () => {
    const siwx = setup()
    const session = await signed(
      await siwx.createMessage({ accountAddress: account.address, chainId: CHAIN }),
    )
    await siwx.addSession(session)
    await expect(siwx.addSession(session)).rejects.toBeInstanceOf(SiwxNonceUsedError)
    const other = privateKeyToAccount(generatePrivateKey())
    const forged = await signed(
      await siwx.createMessage({ accountAddress: account.address, chainId: CHAIN }),
      other,
    )
    await expect(siwx.addSession(forged)).rejects.toBeInstanceOf(SiwxInvalidSignatureError)
  })

  it('passes the server’s other refusals on as typed errors, keeping no token', async () => {
    const siwx = setup()
    const session = await signed(
      await siwx.createMessage({ accountAddress: account.address, chainId: CHAIN }),
    )
    fixture.forced.push({ status: 403, body: '{"message":"Unauthorized: origin not allowed"}' })
    await expect(siwx.addSession(session)).rejects.toBeInstanceOf(OriginNotAllowedError)
    fixture.forced.push({ status: 400, body: '{"message":"Nonce expired"}' })
    await expect(siwx.addSession(session)).rejects.toEqual(new SiwxBackendError(400, 'Nonce expired'))
    fixture.forced.push({ status: 201, body: '{"token":"x"}' })
    await expect(siwx.addSession(session)).rejects.toMatchObject({
      message: 'Invalid sign-in server response',
    })
    expect(storage.getItem(SIWX_BACKEND_STORAGE_KEY)).toBeNull()
  })

  it('forgets a token the server no longer takes', async () => {
    const siwx = setup()
    await siwx.addSession(
      await signed(await siwx.createMessage({ accountAddress: account.address, chainId: CHAIN })),
    )
    fixture.forced.push({ status: 401, body: '{"message":"Session expired"}' })
    expect(await siwx.getSessions(CHAIN, account.address)).toEqual([])
    expect(storage.getItem(SIWX_BACKEND_STORAGE_KEY)).toBeNull()
    const before = fixture.requests.length
    expect(await siwx.getSessions(CHAIN, account.address)).toEqual([])
    expect(fixture.requests).toHaveLength(before)
  })

  it('reads "not signed in" when the server cannot say, with a warning, and keeps the token', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const siwx = setup()
    await siwx.addSession(
      await signed(await siwx.createMessage({ accountAddress: account.address, chainId: CHAIN })),
    )
    fixture.forced.push({ status: 503, body: '{"message":"Service Unavailable"}' })
    expect(await siwx.getSessions(CHAIN, account.address)).toEqual([])
    const down = setup({
      fetch: async () => {
        throw new TypeError('fetch failed')
      },
    })
    expect(await down.getSessions(CHAIN, account.address)).toEqual([])
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn.mock.calls[1]![1]).toBeInstanceOf(SiwxBackendUnreachableError)
    expect(await siwx.getSessions(CHAIN, account.address)).toHaveLength(1)
  })

  it('never answers a session of another account than the one asked about', async () => {
    const siwx = setup()
    await siwx.addSession(
      await signed(await siwx.createMessage({ accountAddress: account.address, chainId: CHAIN })),
    )
    const [stored] = JSON.parse(storage.getItem(SIWX_BACKEND_STORAGE_KEY)!) as { token: string }[]
    const other = '0x0000000000000000000000000000000000000001'
    storage.setItem(
      SIWX_BACKEND_STORAGE_KEY,
      JSON.stringify([{ account: `${CHAIN}|${other}`, token: stored!.token }]),
    )
    expect(await siwx.getSessions(CHAIN, other)).toEqual([])
  })

  it('refuses a session the server answers for another site, and forgets its token', async () => {
    // Another site's page (same server, or a token planted in this page's storage) signed in.
    const elsewhere = setup({ domain: 'other.example', uri: 'https://other.example' })
    await elsewhere.addSession(
      await signed(await elsewhere.createMessage({ accountAddress: account.address, chainId: CHAIN })),
    )
    const siwx = setup()
    const error = await siwx.getSessions(CHAIN, account.address).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SiwxForeignSessionError)
    expect(storage.getItem(SIWX_BACKEND_STORAGE_KEY)).toBeNull()
    expect(await siwx.getSessions(CHAIN, account.address)).toEqual([])
  })

  it('signs out on the server and forgets the token, even when the server is down', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const siwx = setup()
    await siwx.addSession(
      await signed(await siwx.createMessage({ accountAddress: account.address, chainId: CHAIN })),
    )
    const token = [...fixture.sessions.keys()].at(-1)!
    await siwx.revokeSession(CHAIN, account.address)
    expect(fixture.requests.at(-1)).toEqual({
      method: 'DELETE',
      path: '/siwx/v1/sessions/current?projectId=lab',
      authorization: `Bearer ${token}`,
    })
    expect(fixture.sessions.get(token)!.revoked).toBe(true)
    expect(await siwx.getSessions(CHAIN, account.address)).toEqual([])

    await siwx.addSession(
      await signed(await siwx.createMessage({ accountAddress: account.address, chainId: CHAIN })),
    )
    fixture.forced.push({ status: 500, body: '{"message":"down"}' })
    await siwx.revokeSession(CHAIN, account.address)
    expect(warn).toHaveBeenCalledOnce()
    expect(storage.getItem(SIWX_BACKEND_STORAGE_KEY)).toBeNull()
    const before = fixture.requests.length
    await siwx.revokeSession(CHAIN, account.address)
    expect(fixture.requests).toHaveLength(before)
  })

  it('refuses setSessions: only the server makes sessions', async () => {
    await expect(setup().setSessions([])).rejects.toBeInstanceOf(SiwxSessionsReadOnlyError)
  })

  it('captures an email: a code mailed, checked, and its token sent with the next session only', async () => {
    const siwx = setup()
    await siwx.requestEmailCode('ada@example.com')
    await expect(siwx.verifyEmailCode('000000')).rejects.toBeInstanceOf(SiwxEmailCodeInvalidError)
    await siwx.verifyEmailCode('123456')
    await siwx.addSession(
      await signed(await siwx.createMessage({ accountAddress: account.address, chainId: CHAIN })),
    )
    const [emailToken] = fixture.emailTokens.keys()
    expect(fixture.posted.at(-1)).toMatchObject({ emailToken })
    expect([...fixture.sessions.values()].at(-1)!.email).toBe('ada@example.com')
    // getSessions answers the session as before; the address is the dapp's server's to read.
    expect(await siwx.getSessions(CHAIN, account.address)).toHaveLength(1)
    await siwx.addSession(
      await signed(await siwx.createMessage({ accountAddress: account.address, chainId: CHAIN })),
    )
    expect(fixture.posted.at(-1)).not.toHaveProperty('emailToken')
  })

  it('refuses email capture’s steps out of order or with a bad address, with typed errors', async () => {
    const siwx = setup()
    await expect(siwx.verifyEmailCode('123456')).rejects.toBeInstanceOf(SiwxEmailCodeNotRequestedError)
    await expect(siwx.requestEmailCode('ada')).rejects.toBeInstanceOf(InvalidEmailError)
    fixture.forced.push({ status: 429, body: '{"message":"Please try again after 12 seconds"}' })
    await expect(siwx.requestEmailCode('ada@example.com')).rejects.toEqual(new EmailThrottledError(12))
    await siwx.requestEmailCode('ada@example.com')
    await siwx.verifyEmailCode('123456')
    fixture.emailTokens.clear()
    const session = await signed(
      await siwx.createMessage({ accountAddress: account.address, chainId: CHAIN }),
    )
    await expect(siwx.addSession(session)).rejects.toBeInstanceOf(SiwxEmailTokenInvalidError)
    expect(storage.getItem(SIWX_BACKEND_STORAGE_KEY)).toBeNull()
  })

  it('says whether sign-in is required', () => {
    expect(setup().getRequired?.()).toBe(false)
    expect(setup({ required: true }).getRequired?.()).toBe(true)
  })

  it('fails at creation on a bad URL or statement, and with a typed error when the server is down', async () => {
    expect(() => setup({ url: 'not a url' })).toThrow(InvalidSiwxBackendUrlError)
    expect(() => setup({ statement: 'two\nlines' })).toThrow(InvalidSiwxStatementError)
    const down = setup({ url: 'http://127.0.0.1:9' })
    await expect(
      down.createMessage({ accountAddress: account.address, chainId: CHAIN }),
    ).rejects.toBeInstanceOf(SiwxBackendUnreachableError)
  })
})
