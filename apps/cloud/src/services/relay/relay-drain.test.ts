import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { freePort } from '../../server-process.test-helper.js'
import { signClientJwt } from './client-jwt.test-helper.js'
import { RECONNECT_CLOSE_CODE, type RunningRelay, startRelay } from './relay-server.js'

let relay: RunningRelay | undefined
afterEach(async () => {
  await relay?.close()
  relay = undefined
})

function connect(url: string) {
  const socket = new WebSocket(`${url}/?auth=${signClientJwt(url)}&projectId=p&ua=test`)
  const frames: Record<string, unknown>[] = []
  socket.on('message', (data) => frames.push(JSON.parse(String(data))))
  return {
    socket,
    frames,
    opened: new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve())
      socket.once('error', reject)
    }),
    closed: new Promise<{ code: number; reason: string }>((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    ),
  }
}

describe('the relay in production', () => {
  it('drains on a rolling restart: sockets closed with the reconnect code, new ones refused', async () => {
    relay = await startRelay({ host: '127.0.0.1', port: 0 })
    const client = connect(relay.url)
    await client.opened
    expect(relay.socketCount()).toBe(1)

    const draining = relay.drain(2000)
    await expect(client.closed).resolves.toEqual({
      code: RECONNECT_CLOSE_CODE,
      reason: 'Restarting: reconnect',
    })
    await draining
    expect(relay.socketCount()).toBe(0)
    await expect(connect(relay.url).opened).rejects.toThrow()
  })

  it('counts publishes and deliveries for the metrics', async () => {
    const events: string[] = []
    relay = await startRelay({ host: '127.0.0.1', port: 0, onMetric: (event) => events.push(event) })
    const wallet = connect(relay.url)
    const dapp = connect(relay.url)
    await Promise.all([wallet.opened, dapp.opened])
    wallet.socket.send(
      JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: 't' } }),
    )
    await expect.poll(() => wallet.frames.length).toBe(1)
    dapp.socket.send(
      JSON.stringify({
        id: 2,
        jsonrpc: '2.0',
        method: 'irn_publish',
        params: { topic: 't', message: 'm', ttl: 300, tag: 1 },
      }),
    )
    await expect.poll(() => wallet.frames.length).toBe(2)
    expect([...events].sort()).toEqual(['delivered', 'published'])
  })

  it('refuses to start when REDIS_URL names a Redis it cannot reach', async () => {
    const port = await freePort()
    await expect(
      startRelay({ host: '127.0.0.1', port: 0, redisUrl: `redis://127.0.0.1:${port}`, onError: () => {} }),
    ).rejects.toThrow(`The relay cannot reach Redis at 127.0.0.1:${port}.`)
  })
})
