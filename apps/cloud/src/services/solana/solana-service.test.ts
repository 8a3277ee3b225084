import { SOLANA_TEST_ACCOUNTS } from '@appkit/testing'
import { address } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type RunningServer, startServer } from '../../http/server.js'
import type { SolanaChain } from './solana-chain.js'
import { type SolanaService, solanaService } from './solana-service.js'
import { labSigner, signedTransfer, startTestChain, toBase64 } from './svm.test-helper.js'
import { parseWireTransaction } from './wire-transaction.js'

const [alice, bob] = SOLANA_TEST_ACCOUNTS
let chain: SolanaChain
let closeChain: () => void
let service: SolanaService
let server: RunningServer
let failed: RunningServer
let failedService: SolanaService

beforeAll(async () => {
  ;({ chain, close: closeChain } = await startTestChain())
  service = solanaService({ chain: Promise.resolve(chain) })
  server = await startServer('127.0.0.1', 0, [service])
  failedService = solanaService({ chain: Promise.reject(new Error('no journal')) })
  failed = await startServer('127.0.0.1', 0, [failedService])
})
afterAll(async () => {
  service.close()
  failedService.close()
  await server.close()
  await failed.close()
  closeChain()
})

const post = (body: string, url = server.url) =>
  fetch(`${url}/solana`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })

/** A WebSocket on the node, with the frames it receives, parsed. */
async function openSocket() {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/solana`)
  const frames: {
    id?: number
    result?: unknown
    method?: string
    params?: { subscription: number; result: unknown }
  }[] = []
  const waiters: (() => void)[] = []
  ws.on('message', (data) => {
    frames.push(JSON.parse(String(data)))
    for (const wake of waiters.splice(0)) wake()
  })
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject))
  const next = async (count: number) => {
    while (frames.length < count) await new Promise<void>((resolve) => waiters.push(resolve))
    return frames[count - 1]!
  }
  return { ws, frames, next }
}

describe('solanaService and the pages it trusts', () => {
  it('a page of another site cannot call requestAirdrop on the node (Origin: https://evil.example)', async () => {
    const guarded = solanaService({
      chain: Promise.resolve(chain),
      trustedOrigin: (origin) => origin === undefined || origin === 'http://127.0.0.1:4173',
    })
    const guardedServer = await startServer('127.0.0.1', 0, [guarded])
    try {
      const target = '5ZiE3vAkrdXBgyFL7KqG3RoEGBws4CjRcXVbABDLZTgE'
      const airdrop = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [target, 1] })
      const from = (origin: string) =>
        fetch(`${guardedServer.url}/solana`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin },
          body: airdrop,
        })
      const refused = await from('https://evil.example')
      expect(refused.status).toBe(403)
      expect(refused.headers.get('access-control-allow-origin')).toBeNull()
      const socket = new WebSocket(`${guardedServer.url.replace('http', 'ws')}/solana`, {
        headers: { origin: 'https://evil.example' },
      })
      socket.on('error', () => undefined)
      const status = await new Promise<number | undefined>((resolve) => {
        socket.once('unexpected-response', (_req, res) => resolve(res.statusCode))
        socket.once('open', () => resolve(101))
      })
      expect(status).toBe(403)
      expect(chain.account(target)).toBeNull()
      // The lab's page is trusted.
      expect((await from('http://127.0.0.1:4173')).status).toBe(200)
    } finally {
      guarded.close()
      await guardedServer.close()
    }
  })
})

describe('solanaService over HTTP', () => {
  it('answers a request and a batch, with CORS', async () => {
    const single = await post(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [alice.address] }),
    )
    expect(single.status).toBe(200)
    expect(single.headers.get('access-control-allow-origin')).toBe('*')
    expect((await single.json()).result.value).toBe(100_000_000_000)
    const batch = await post(
      JSON.stringify([
        { jsonrpc: '2.0', id: 'a', method: 'getHealth' },
        { jsonrpc: '2.0', id: 'b', method: 'getBlock', params: [1] },
      ]),
    )
    expect(await batch.json()).toEqual([
      { jsonrpc: '2.0', result: 'ok', id: 'a' },
      { jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id: 'b' },
    ])
  })

  it('answers malformed bodies with JSON-RPC errors, and notifications with nothing', async () => {
    expect((await (await post('{')).json()).error.code).toBe(-32700)
    expect((await (await post('[]')).json()).error.code).toBe(-32600)
    const notified = await post(JSON.stringify({ jsonrpc: '2.0', method: 'getHealth' }))
    expect(notified.status).toBe(204)
  })

  it('answers a preflight, refuses other HTTP methods and leaves other paths alone', async () => {
    const preflight = await fetch(`${server.url}/solana`, {
      method: 'OPTIONS',
      headers: { 'access-control-request-headers': 'content-type, solana-client' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type, solana-client')
    const get = await fetch(`${server.url}/solana`)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST, OPTIONS')
    expect((await fetch(`${server.url}/elsewhere`)).status).toBe(404)
  })

  it('answers 503 with a JSON-RPC error when the chain did not start', async () => {
    const response = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }), failed.url)
    expect(response.status).toBe(503)
    expect((await response.json()).error).toEqual({
      code: -32603,
      message: 'The Solana chain did not start',
    })
  })
})

describe('solanaService over WebSocket', () => {
  it('notifies a signature subscriber when the transaction lands', async () => {
    const { ws, next } = await openSocket()
    try {
      const bytes = await signedTransfer(
        await labSigner(0),
        address(bob.address),
        1n,
        chain.latestBlockhash().blockhash,
      )
      const wire = parseWireTransaction(bytes)
      ws.send(
        JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'signatureSubscribe', params: [wire.signature] }),
      )
      const reply = await next(1)
      expect(reply).toEqual({ jsonrpc: '2.0', result: expect.any(Number), id: 7 })
      await post(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 2,
          method: 'sendTransaction',
          params: [toBase64(bytes), { encoding: 'base64' }],
        }),
      )
      expect(await next(2)).toEqual({
        jsonrpc: '2.0',
        method: 'signatureNotification',
        params: {
          result: { context: { apiVersion: '4.3.0', slot: expect.any(Number) }, value: { err: null } },
          subscription: reply.result,
        },
      })
    } finally {
      ws.close()
    }
  })

  it('answers errors on the socket and ignores kit’s pings', async () => {
    const { ws, next, frames } = await openSocket()
    try {
      ws.send(JSON.stringify({ jsonrpc: '2.0', method: 'ping' }))
      ws.send('{')
      expect((await next(1)) as unknown).toEqual({
        jsonrpc: '2.0',
        error: { code: -32700, message: 'Parse error' },
        id: null,
      })
      ws.send(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'getBalance', params: [alice.address] }))
      expect(((await next(2)) as { error: unknown }).error).toEqual({
        code: -32601,
        message: 'Method not found',
      })
      expect(frames).toHaveLength(2)
    } finally {
      ws.close()
    }
  })

  it('closes its sockets when the service closes', async () => {
    const other = solanaService({ chain: Promise.resolve(chain) })
    const otherServer = await startServer('127.0.0.1', 0, [other])
    const ws = new WebSocket(`${otherServer.url.replace('http', 'ws')}/solana`)
    await new Promise((resolve) => ws.once('open', resolve))
    const closed = new Promise((resolve) => ws.once('close', resolve))
    other.close()
    await closed
    await otherServer.close()
  })
})
