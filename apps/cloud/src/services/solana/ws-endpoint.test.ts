import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import type { SolanaChain } from './solana-chain.js'
import type { SubscriptionHub } from './subscription-hub.js'
import { createWsEndpoint, type WsEndpoint } from './ws-endpoint.js'

let endpoint: WsEndpoint | undefined
let server: ReturnType<typeof createServer> | undefined

afterEach(async () => {
  endpoint?.close()
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
})

/** An HTTP server whose every upgrade goes to the endpoint; resolves with a socket on it. */
async function connect(ready: Promise<{ chain: SolanaChain; hub: SubscriptionHub }>) {
  const current = createWsEndpoint(ready, () => undefined)
  endpoint = current
  server = createServer()
  server.on('upgrade', (req, socket, head) => current.upgrade(req, socket, head))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const ws = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}/solana`)
  await new Promise((resolve) => ws.once('open', resolve))
  return ws
}

const nextFrame = (ws: WebSocket) =>
  new Promise<unknown>((resolve) => ws.once('message', (data) => resolve(JSON.parse(String(data)))))

describe('createWsEndpoint', () => {
  it('answers every request with -32603 when the chain did not start', async () => {
    const failed = Promise.reject(new Error('no journal'))
    failed.catch(() => undefined)
    const ws = await connect(failed)
    ws.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'slotSubscribe' }))
    expect(await nextFrame(ws)).toEqual({
      jsonrpc: '2.0',
      error: { code: -32603, message: 'The Solana chain did not start' },
      id: null,
    })
    ws.close()
  })

  it('closes a socket that sends a frame over its cap', async () => {
    const ws = await connect(new Promise(() => undefined))
    const closed = new Promise<number>((resolve) => ws.once('close', resolve))
    ws.send('x'.repeat(65 * 1024))
    expect(await closed).toBe(1009)
  })
})
