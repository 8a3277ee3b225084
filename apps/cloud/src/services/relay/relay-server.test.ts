import { connect as connectTcp } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { type ClientOptions, WebSocket } from 'ws'
import { DEFAULT_RELAY_LIMITS } from './limits.js'
import { type RelayServerOptions, type RunningRelay, startRelay } from './relay-server.js'

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const authFor = (name: string) =>
  `${segment({ alg: 'EdDSA', typ: 'JWT' })}.${segment({ iss: `did:key:z6Mk${name}` })}.c2ln`

let relay: RunningRelay | undefined
const clients: WebSocket[] = []

afterEach(async () => {
  for (const client of clients.splice(0)) if (client.readyState === WebSocket.OPEN) client.terminate()
  await relay?.close()
  relay = undefined
})

async function start(options: Partial<RelayServerOptions> = {}) {
  relay = await startRelay({ host: '127.0.0.1', port: 0, ...options })
  return relay
}

/** A client socket that collects every frame it receives as parsed JSON. */
function open(url: string, name: string, options: ClientOptions = {}) {
  const socket = new WebSocket(`${url}/?auth=${authFor(name)}&projectId=p&ua=test`, options)
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

/** The HTTP status of a WebSocket handshake with these headers (101 when it opens). */
function upgradeStatus(url: string, headers: Record<string, string>): Promise<number | undefined> {
  const socket = new WebSocket(`${url}/?auth=${authFor('status')}&projectId=p&ua=test`, { headers })
  socket.on('error', () => {})
  return new Promise((resolve) => {
    socket.once('unexpected-response', (_req, res) => resolve(res.statusCode))
    socket.once('open', () => {
      socket.terminate()
      resolve(101)
    })
  })
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

  it('refuses a connection without an auth token with HTTP 400', async () => {
    const { url } = await start()
    const socket = new WebSocket(`${url}/?projectId=p`)
    socket.on('error', () => {})
    const status = await new Promise<number | undefined>((resolve) => {
      socket.once('unexpected-response', (_req, res) => resolve(res.statusCode))
      socket.once('open', () => resolve(undefined))
    })
    expect(status).toBe(400)
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
    let pings = 0
    live.socket.on('ping', () => pings++)
    await Promise.all([live.ready, dead.ready])
    expect(await dead.closed).toBe(1006)
    expect(pings).toBeGreaterThanOrEqual(2)
    expect(live.socket.readyState).toBe(WebSocket.OPEN)
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
