import { generateKeyPairSync, type KeyObject } from 'node:crypto'
import { connect as connectTcp } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { type ClientOptions, WebSocket } from 'ws'
import { clientIdOf, createClientToken, signClientToken } from './client-token.js'
import { DEFAULT_RELAY_LIMITS } from './limits.js'
import type { RelayRefusal } from './refusal-log.js'
import { type RelayServerOptions, type RunningRelay, startRelay } from './relay-server.js'

/** Each name is one client: one Ed25519 key, so one did:key, across its sockets. */
const keys = new Map<string, KeyObject>()
function keyOf(name: string): KeyObject {
  const key = keys.get(name) ?? generateKeyPairSync('ed25519').privateKey
  keys.set(name, key)
  return key
}
const authFor = (url: string, name: string) =>
  createClientToken({ audience: url, privateKey: keyOf(name) }).token

let relay: RunningRelay | undefined
const clients: WebSocket[] = []
let refusals: RelayRefusal[] = []

afterEach(async () => {
  for (const client of clients.splice(0)) if (client.readyState === WebSocket.OPEN) client.terminate()
  await relay?.close()
  relay = undefined
  refusals = []
})

async function start(options: Partial<RelayServerOptions> = {}) {
  relay = await startRelay({
    host: '127.0.0.1',
    port: 0,
    onRefused: (refusal) => refusals.push(refusal),
    ...options,
  })
  return relay
}

/** A client socket that collects every frame it receives as parsed JSON. */
function open(url: string, name: string, options: ClientOptions = {}) {
  const socket = new WebSocket(`${url}/?auth=${authFor(url, name)}&projectId=p&ua=test`, options)
  clients.push(socket)
  const received: Record<string, unknown>[] = []
  socket.on('message', (data) => received.push(JSON.parse(String(data))))
  const next = async (count: number) => {
    await expect.poll(() => received.length, { timeout: 2000 }).toBeGreaterThanOrEqual(count)
    return received.slice(0, count)
  }
  return {
    socket,
    received,
    next,
    ready: new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve())
      socket.once('error', reject)
    }),
    closed: new Promise<number>((resolve) => socket.once('close', (code) => resolve(code))),
  }
}

/**
 * The HTTP status of a WebSocket handshake (101 when it opens, and the socket then stays open
 * until the test ends, holding its place in the quotas).
 */
function upgradeStatus(
  url: string,
  headers: Record<string, string>,
  auth = authFor(url, 'status'),
): Promise<number | undefined> {
  const socket = new WebSocket(`${url}/?auth=${auth}&projectId=p&ua=test`, { headers })
  clients.push(socket)
  socket.on('error', () => {})
  return new Promise((resolve) => {
    socket.once('unexpected-response', (_req, res) => resolve(res.statusCode))
    socket.once('open', () => resolve(101))
  })
}

function subscribe(socket: WebSocket, topic: string) {
  socket.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic } }))
}

function portIsClosed(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connectTcp(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })
}

describe('startRelay', () => {
  it('relays a publish between two sockets on 127.0.0.1', async () => {
    const { url } = await start()
    expect(url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    const wallet = open(url, 'wallet')
    const dapp = open(url, 'dapp')
    await Promise.all([wallet.ready, dapp.ready])

    wallet.socket.send(
      '{"id":1739194530000123456,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t"}}',
    )
    await wallet.next(1)
    dapp.socket.send(
      JSON.stringify({
        id: 2,
        jsonrpc: '2.0',
        method: 'irn_publish',
        params: { topic: 't', message: 'hi', ttl: 300, tag: 1108 },
      }),
    )
    const [, delivery] = await wallet.next(2)
    expect(delivery).toMatchObject({
      method: 'irn_subscription',
      params: { data: { topic: 't', message: 'hi' } },
    })
    expect((await dapp.next(1))[0]).toEqual({ id: 2, jsonrpc: '2.0', result: true })
  })

  it('answers malformed text with -32700 over a real socket and stays up', async () => {
    const { url } = await start()
    const client = open(url, 'c')
    await client.ready
    client.socket.send('{{{')
    client.socket.send(Buffer.from('{"id":1,"jsonrpc":"2.0","method":"irn_nope"}'))
    const [parse, unknown] = await client.next(2)
    expect(parse).toMatchObject({ id: null, error: { code: -32700 } })
    expect(unknown).toMatchObject({ id: 1, error: { code: -32601 } })
  })

  it('refuses a connection without an auth token with HTTP 401', async () => {
    const { url } = await start()
    const socket = new WebSocket(`${url}/?projectId=p`)
    socket.on('error', () => {})
    const status = await new Promise<number | undefined>((resolve) => {
      socket.once('unexpected-response', (_req, res) => resolve(res.statusCode))
      socket.once('open', () => resolve(undefined))
    })
    expect(status).toBe(401)
  })

  describe('refuses a client token it cannot trust with HTTP 401, and logs why in one line without the token', () => {
    const NOW = Math.floor(Date.now() / 1000)
    const forgeries: [string, (url: string) => string, RegExp][] = [
      ['a forged signature', (url) => `${authFor(url, 'a').slice(0, -8)}AAAAAAAA`, /signature/],
      [
        'a token of another key',
        (url) => signClientToken({ ...claims(url), iss: clientIdOf(keyOf('victim')) }, keyOf('attacker')),
        /signature/,
      ],
      [
        'an expired token',
        (url) => signed({ ...claims(url), iat: NOW - 90_000, exp: NOW - 3600 }),
        /expired/,
      ],
      ['a token for another relay (aud)', () => signed(claims('wss://relay.example.com')), /aud/],
      ['a token issued in the future', (url) => signed({ ...claims(url), iat: NOW + 3600 }), /future/],
    ]
    const claims = (aud: string) => ({ iss: clientIdOf(keyOf('a')), sub: 's', aud, iat: NOW, exp: NOW + 60 })
    const signed = (payload: ReturnType<typeof claims>) => signClientToken(payload, keyOf('a'))

    it.each(forgeries)('%s', async (_attack, tokenFor, reason) => {
      const { url } = await start()
      const token = tokenFor(url)
      expect(await upgradeStatus(url, { origin: 'http://127.0.0.1:4173' }, token)).toBe(401)
      expect(refusals).toEqual([
        expect.objectContaining({ level: 'warn', service: 'relay', msg: 'connection refused', status: 401 }),
      ])
      expect(refusals[0]!.reason).toMatch(reason)
      expect(refusals[0]).not.toHaveProperty('clientId')
      const line = JSON.stringify(refusals[0])
      for (const part of token.split('.')) expect(line).not.toContain(part)
    })
  })

  it('accepts a token for a public URL it is served under (behind a load balancer)', async () => {
    const { url } = await start({ publicUrls: ['wss://relay.example.com'] })
    const token = createClientToken({ audience: 'wss://relay.example.com', privateKey: keyOf('lb') }).token
    expect(await upgradeStatus(url, {}, token)).toBe(101)
    await expect(start({ publicUrls: ['https://relay.example.com'] })).rejects.toThrow(/ws:\/\/ or wss:\/\//)
  })

  it('10,000 sockets from one client are capped without disconnecting anyone else', async () => {
    // The quota scaled down so the test stays fast: 3 sockets per client, 30 tried.
    const { url } = await start({ limits: { ...DEFAULT_RELAY_LIMITS, maxSocketsPerClient: 3 } })
    const victim = open(url, 'victim')
    await victim.ready
    subscribe(victim.socket, 't')
    await victim.next(1)

    const statuses = await Promise.all(
      Array.from({ length: 30 }, () => upgradeStatus(url, {}, authFor(url, 'flood'))),
    )
    expect(statuses.filter((status) => status === 101)).toHaveLength(3)
    expect(statuses.filter((status) => status === 429)).toHaveLength(27)
    expect(refusals.at(-1)).toMatchObject({ status: 429, reason: expect.stringMatching(/per did:key/) })

    const sender = open(url, 'sender')
    await sender.ready
    sender.socket.send(
      JSON.stringify({
        id: 1,
        jsonrpc: '2.0',
        method: 'irn_publish',
        params: { topic: 't', message: 'still here' },
      }),
    )
    const [, delivery] = await victim.next(2)
    expect(delivery).toMatchObject({
      method: 'irn_subscription',
      params: { data: { message: 'still here' } },
    })
    expect(victim.socket.readyState).toBe(WebSocket.OPEN)
  })

  it('a page minting a key per socket is capped by its Origin without disconnecting anyone else', async () => {
    const { url } = await start({
      limits: { ...DEFAULT_RELAY_LIMITS, maxSocketsPerOrigin: 3 },
      trustedOrigins: ['https://dapp.example', 'https://other.example'],
    })
    const victim = open(url, 'victim', { headers: { origin: 'https://dapp.example' } })
    await victim.ready
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        upgradeStatus(url, { origin: 'https://dapp.example' }, authFor(url, `minted${i}`)),
      ),
    )
    expect(statuses.filter((status) => status === 101)).toHaveLength(2)
    expect(statuses.filter((status) => status === 429)).toHaveLength(18)
    expect(await upgradeStatus(url, { origin: 'https://other.example' })).toBe(101)
    expect(victim.socket.readyState).toBe(WebSocket.OPEN)
  })

  it('a full relay refuses newcomers with 503 and keeps every socket it has', async () => {
    const { url } = await start({ limits: { ...DEFAULT_RELAY_LIMITS, maxSockets: 2 } })
    const first = open(url, 'first')
    const second = open(url, 'second')
    await Promise.all([first.ready, second.ready])
    expect(await upgradeStatus(url, {}, authFor(url, 'third'))).toBe(503)
    expect(refusals).toEqual([expect.objectContaining({ status: 503, clientId: clientIdOf(keyOf('third')) })])
    expect([first.socket.readyState, second.socket.readyState]).toEqual([WebSocket.OPEN, WebSocket.OPEN])
    first.socket.close()
    await first.closed
    await expect.poll(() => upgradeStatus(url, {}, authFor(url, 'third'))).toBe(101)
  })

  it('a page of another site cannot join the relay (Origin: https://evil.example), a trusted one can', async () => {
    const { url } = await start({ trustedOrigins: ['https://dapp.example'] })
    expect(await upgradeStatus(url, { origin: 'https://evil.example' })).toBe(403)
    expect(await upgradeStatus(url, { origin: 'https://dapp.example' })).toBe(101)
    // The lab, the test wallet and the examples are pages of this machine.
    expect(await upgradeStatus(url, { origin: 'http://127.0.0.1:4173' })).toBe(101)
    // Node clients send no Origin.
    expect(await upgradeStatus(url, {})).toBe(101)
  })

  it('a DNS-rebinding page (Host: evil.example) cannot drive the relay', async () => {
    const { url, port } = await start()
    expect(
      await upgradeStatus(url, { host: `evil.example:${port}`, origin: `http://evil.example:${port}` }),
    ).toBe(421)
    expect(await upgradeStatus(url, { host: `evil.example:${port}` })).toBe(421)
    expect(await upgradeStatus(url, { host: `localhost:${port}` })).toBe(101)
  })

  it('answers plain HTTP with 426 Upgrade Required', async () => {
    const { url } = await start()
    const response = await fetch(url.replace('ws:', 'http:'))
    expect(response.status).toBe(426)
  })

  it('closes a socket whose frame is larger than the frame cap, and keeps serving others', async () => {
    const { url } = await start({ limits: { ...DEFAULT_RELAY_LIMITS, maxFrameBytes: 1024 } })
    const big = open(url, 'big')
    await big.ready
    big.socket.send('x'.repeat(2048))
    expect(await big.closed).toBe(1009)
    const other = open(url, 'other')
    await other.ready
    other.socket.send('{"id":1,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t"}}')
    expect((await other.next(1))[0]).toHaveProperty('result')
  })

  it('pings every socket and drops one that stops answering', async () => {
    const { url } = await start({ pingIntervalMs: 40 })
    const live = open(url, 'live')
    const dead = open(url, 'dead', { autoPong: false })
    // Each socket has its own slice of the interval, so the live one may be pinged a second time
    // after the dead one is dropped: wait for that second ping rather than assume the order.
    let pings = 0
    const pingedTwice = new Promise<void>((done) => live.socket.on('ping', () => ++pings >= 2 && done()))
    await Promise.all([live.ready, dead.ready])
    expect(await dead.closed).toBe(1006)
    await pingedTwice
    expect(live.socket.readyState).toBe(WebSocket.OPEN)
  })

  it('spreads its pings over the interval: ten thousand sockets never stall deliveries all at once', async () => {
    // 15 sockets, 15 slices of a 1.5 s interval: one socket pinged every 100 ms, not 15 at once.
    const { url } = await start({ pingIntervalMs: 1500 })
    const sockets = Array.from({ length: 15 }, (_, i) => open(url, `spread${i}`))
    await Promise.all(sockets.map((socket) => socket.ready))
    const firstPings = await Promise.all(
      sockets.map(
        ({ socket }) => new Promise<number>((resolve) => socket.once('ping', () => resolve(Date.now()))),
      ),
    )
    expect(Math.max(...firstPings) - Math.min(...firstPings)).toBeGreaterThanOrEqual(1000)
  })

  it('closes every socket and frees its port on close()', async () => {
    const running = await start()
    const client = open(running.url, 'c')
    await client.ready
    await running.close()
    await running.close()
    expect(await client.closed).toBe(1006)
    expect(await portIsClosed(running.port)).toBe(true)
  })

  it('rejects when the port is taken', async () => {
    const first = await start()
    await expect(startRelay({ host: '127.0.0.1', port: first.port })).rejects.toThrow(/EADDRINUSE/)
  })
})
