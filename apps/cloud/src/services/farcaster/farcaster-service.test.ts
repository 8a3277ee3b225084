import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../db/engines.test-helper.js'
import { type RunningServer, startServer } from '../../http/server.js'
import { farcasterService } from './farcaster-service.js'
import { signIn } from './siwf.test-helper.js'

// The relay on a server of its own (PGlite, no chain: the registries are the cloud's only), its
// clock the test's, to expire channels without waiting.

const TTL = 60_000
let clock = Date.parse('2030-01-01T00:00:00Z')
let server: RunningServer
let dispose: () => Promise<void>

beforeAll(async () => {
  const opened = await openTestDatabase('pglite')
  dispose = opened.dispose
  const backend = Promise.resolve({ db: opened.db, registryRpcUrl: undefined })
  server = await startServer('127.0.0.1', 0, [
    farcasterService({ backend, channelTtlMs: TTL, now: () => clock }),
  ])
}, 60_000)
afterAll(async () => {
  await server?.close()
  await dispose?.()
})

const call = (path: string, init: RequestInit & { token?: string } = {}) =>
  fetch(`${server.url}/farcaster/v1${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  })

async function open(body: object = { siweUri: 'https://app.example/login', domain: 'app.example' }) {
  const response = await call('/channel', { method: 'POST', body: JSON.stringify(body) })
  expect(response.status).toBe(201)
  return (await response.json()) as { channelToken: string; url: string; nonce: string }
}

const approve = async (token: string, proof: object) =>
  call('/channel/authenticate', { method: 'POST', token, body: JSON.stringify(proof) })

describe('the Farcaster relay service', () => {
  it('puts the channel terms in the URL the app opens, and keeps a nonce the page chose', async () => {
    const channel = await open({
      siweUri: 'https://app.example/login',
      domain: 'app.example',
      nonce: 'pagechosen1',
      requestId: 'r1',
    })
    expect(channel.nonce).toBe('pagechosen1')
    const query = Object.fromEntries(new URL(channel.url).searchParams)
    expect(query).toEqual({
      channelToken: channel.channelToken,
      nonce: 'pagechosen1',
      siweUri: 'https://app.example/login',
      domain: 'app.example',
      requestId: 'r1',
    })
  })

  it('answers no status without the channel token, or with a guessed one', async () => {
    expect((await call('/channel/status')).status).toBe(401)
    expect((await call('/channel/status', { token: 'guessed' })).status).toBe(401)
  })

  it('forgets a channel once it expires: no status, no approval (late approval)', async () => {
    const { channelToken, nonce } = await open()
    clock += TTL
    expect((await call('/channel/status', { token: channelToken })).status).toBe(401)
    const proof = await signIn({ nonce, domain: 'app.example', siweUri: 'https://app.example/login' })
    expect((await approve(channelToken, proof)).status).toBe(401)
  })

  it('is completed once: a second, valid approval cannot replace the first (channel hijack)', async () => {
    const { channelToken, nonce } = await open()
    const terms = {
      nonce,
      domain: 'app.example',
      siweUri: 'https://app.example/login',
      issuedAt: new Date(clock),
    }
    expect((await approve(channelToken, await signIn(terms))).status).toBe(201)
    const second = await approve(channelToken, await signIn({ ...terms, index: 1 }))
    expect(second.status).toBe(409)
    const status = await call('/channel/status', { token: channelToken })
    expect(status.status).toBe(200)
    expect(await status.json()).toMatchObject({ state: 'completed', fid: 20001, username: 'alice.lab' })
  })

  it('refuses a message for another channel, with the reason', async () => {
    const { channelToken } = await open()
    const proof = await signIn({
      nonce: 'othernonce1',
      domain: 'app.example',
      siweUri: 'https://app.example/login',
    })
    const answer = await approve(channelToken, proof)
    expect(answer.status).toBe(401)
    expect(await answer.json()).toEqual({ error: 'invalid nonce' })
  })

  it('names the wrong field of a malformed request', async () => {
    const answer = await call('/channel', { method: 'POST', body: JSON.stringify({ domain: 'app.example' }) })
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as { error: string }).error).toMatch(/^Invalid siweUri/)
  })

  it('lets any page call it (CORS, the relay key header allowed) and 404s other paths', async () => {
    const preflight = await fetch(`${server.url}/farcaster/v1/channel/authenticate`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-farcaster-auth-relay-key')
    expect((await call('/nothing')).status).toBe(404)
    expect((await call('/channel')).status).toBe(405)
  })
})
