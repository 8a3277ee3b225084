import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import type { SolanaChain } from './solana-chain.js'
import {
  createSubscriptionHub,
  MAX_SUBSCRIPTIONS_PER_SOCKET,
  type SubscriptionHub,
} from './subscription-hub.js'
import { startTestChain } from './svm.test-helper.js'
import { createWsEndpoint, type WsEndpoint, type WsEndpointOptions } from './ws-endpoint.js'

type Started = { chain: SolanaChain; hub: SubscriptionHub }

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** An HTTP server whose every upgrade goes to a new endpoint; `open()` connects a socket to it. */
async function serve(ready: Promise<Started>, options: WsEndpointOptions = {}) {
  const endpoint: WsEndpoint = createWsEndpoint(ready, () => undefined, options)
  const server = createServer()
  server.on('upgrade', (req, socket, head) => endpoint.upgrade(req, socket, head))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(
    () => new Promise((resolve) => server.close(resolve)),
    () => endpoint.close(),
  )
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/solana`
  return async (clientOptions: { autoPong?: boolean } = {}) => {
    const ws = new WebSocket(url, clientOptions)
    cleanups.push(() => ws.terminate())
    await new Promise((resolve) => ws.once('open', resolve))
    return ws
  }
}

async function startHub(): Promise<Started> {
  const test = await startTestChain()
  const hub = createSubscriptionHub(test.chain, (error) => {
    throw error
  })
  cleanups.push(test.close, () => hub.close())
  return { chain: test.chain, hub }
}

const nextFrame = (ws: WebSocket) =>
  // biome-ignore lint/suspicious/noExplicitAny: a test reads a frame by the paths it expects.
  new Promise<any>((resolve) => ws.once('message', (data) => resolve(JSON.parse(String(data)))))
const closeOf = (ws: WebSocket) => new Promise<number>((resolve) => ws.once('close', resolve))
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('createWsEndpoint', () => {
  it('answers every request with -32603 when the chain did not start', async () => {
    const failed = Promise.reject(new Error('no journal'))
    failed.catch(() => undefined)
    const ws = await (await serve(failed))()
    ws.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'slotSubscribe' }))
    expect(await nextFrame(ws)).toEqual({
      jsonrpc: '2.0',
      error: { code: -32603, message: 'The Solana chain did not start' },
      id: 1,
    })
  })

  it('answers a frame that is not JSON at once, before the chain is up', async () => {
    const ws = await (await serve(new Promise(() => undefined)))()
    ws.send('{')
    expect(await nextFrame(ws)).toMatchObject({ error: { code: -32700 }, id: null })
  })

  it('closes a socket that sends a frame over its cap', async () => {
    const ws = await (await serve(new Promise(() => undefined)))()
    const closed = closeOf(ws)
    ws.send('x'.repeat(65 * 1024))
    expect(await closed).toBe(1009)
  })

  it('leaves no subscription behind for a socket that closed while the chain was starting', async () => {
    const started = await startHub()
    let start: (value: Started) => void = () => undefined
    const pending = new Promise<Started>((resolve) => {
      start = resolve
    })
    const ws = await (await serve(pending))()
    ws.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'slotSubscribe' }))
    const closed = closeOf(ws)
    ws.close()
    await closed
    // The server sees the close a moment after the client does.
    await sleep(50)
    start(started)
    await sleep(50)
    expect(started.hub.size()).toBe(0)
  })

  it('refuses a subscription past the socket’s cap with a JSON-RPC error', async () => {
    const started = await startHub()
    const ws = await (await serve(Promise.resolve(started)))()
    const batch = Array.from({ length: MAX_SUBSCRIPTIONS_PER_SOCKET + 1 }, (_, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'slotSubscribe',
    }))
    ws.send(JSON.stringify(batch))
    const answers = await nextFrame(ws)
    expect(answers).toHaveLength(MAX_SUBSCRIPTIONS_PER_SOCKET + 1)
    expect(answers.filter((answer: { result?: unknown }) => typeof answer.result === 'number')).toHaveLength(
      MAX_SUBSCRIPTIONS_PER_SOCKET,
    )
    expect(answers.at(-1)).toMatchObject({ id: MAX_SUBSCRIPTIONS_PER_SOCKET, error: { code: -32603 } })
    expect(started.hub.size()).toBe(MAX_SUBSCRIPTIONS_PER_SOCKET)
  })

  it('drops a socket that stops answering pings, and keeps one that answers', async () => {
    const open = await serve(new Promise(() => undefined), { heartbeatMs: 20 })
    const silent = await open({ autoPong: false })
    const live = await open()
    const dropped = closeOf(silent)
    let liveClosed = false
    live.once('close', () => {
      liveClosed = true
    })
    expect(await dropped).toBe(1006)
    await sleep(100)
    expect(liveClosed).toBe(false)
  })
})
