import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BENCH_ACCOUNT } from '../../fixtures/bench-account.js'
import { HttpError } from '../../http/http-error.js'
import { fakeBackend, fakeNode } from './api-test-server.test-helper.js'
import { rpcEndpoint } from './rpc-endpoint.js'

const ORIGIN = 'http://127.0.0.1:8787'
const chainA = new URLSearchParams('chainId=eip155:31337&projectId=p')
let node: { url: string; server: Server }
const received: string[] = []
/** An id beyond 2^53, which JSON.parse would round. */
const BIG_ID = '123456789012345678901234567890'

beforeAll(async () => {
  // Echoes each request's method as its result, reversing a batch's order as nodes may.
  node = await fakeNode((body, raw) => {
    received.push(raw)
    const answer = (request: { id: unknown; method: string }) => ({
      jsonrpc: '2.0',
      id: request.id,
      result: request.method,
    })
    if (Array.isArray(body)) return body.map(answer).reverse()
    // A big id written as it came, to show the single answer passes through untouched.
    if (raw.includes(BIG_ID)) return raw.replace('"method":"eth_chainId"', '"result":"raw"')
    return answer(body as { id: unknown; method: string })
  })
})
afterAll(() => new Promise((resolve) => node.server.close(resolve)))

const backend = () => fakeBackend({ chains: [{ chainId: 31337, rpcUrl: node.url }] })
const body = (answer: Awaited<ReturnType<typeof rpcEndpoint>>) =>
  'body' in answer ? answer.body : JSON.parse(answer.raw)

describe('rpcEndpoint', () => {
  it('forwards a request byte for byte and passes the answer through', async () => {
    const request = `{"jsonrpc":"2.0","id":${BIG_ID},"method":"eth_chainId"}`
    const answer = await rpcEndpoint(backend(), ORIGIN, chainA, request)
    expect(received.at(-1)).toBe(request)
    expect(answer).toEqual({
      status: 200,
      raw: `{"jsonrpc":"2.0","id":${BIG_ID},"result":"raw"}`,
    })
  })

  it('forwards Solana reads to the Solana node of a solana: chain and refuses the rest there', async () => {
    const solana = fakeBackend({
      solana: [{ chainId: 'solana:LabSvm11111111111111111111111111', rpcUrl: node.url }],
    })
    const params = new URLSearchParams('chainId=solana:LabSvm11111111111111111111111111&projectId=p')
    const reads =
      '[{"jsonrpc":"2.0","id":1,"method":"getBalance"},{"jsonrpc":"2.0","id":2,"method":"getSlot"}]'
    expect(body(await rpcEndpoint(solana, ORIGIN, params, reads))).toEqual([
      { jsonrpc: '2.0', id: 2, result: 'getSlot' },
      { jsonrpc: '2.0', id: 1, result: 'getBalance' },
    ])
    expect(received.at(-1)).toBe(reads)

    // The faucet pays any address: through the cloud it is refused, the node never sees it.
    const mixed = [
      { jsonrpc: '2.0', id: 1, method: 'wallet_getAssets' },
      { jsonrpc: '2.0', id: 2, method: 'requestAirdrop', params: ['x', 1] },
      { jsonrpc: '2.0', id: 3, method: 'getSlot' },
    ]
    expect(body(await rpcEndpoint(solana, ORIGIN, params, JSON.stringify(mixed)))).toEqual([
      { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } },
      { jsonrpc: '2.0', id: 3, result: 'getSlot' },
    ])
    expect(JSON.parse(received.at(-1)!)).toEqual([mixed[2]])
  })

  it('answers a request without a method name -32600 and a refused one -32601, without the node', async () => {
    const count = received.length
    expect(body(await rpcEndpoint(backend(), ORIGIN, chainA, '{"jsonrpc":"2.0","id":1}'))).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32600, message: 'Invalid Request' },
    })
    expect(
      body(await rpcEndpoint(backend(), ORIGIN, chainA, '{"jsonrpc":"2.0","id":2,"method":"anvil_mine"}')),
    ).toEqual({ jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } })
    expect(received.length).toBe(count)
  })

  it('forwards a batch whole', async () => {
    const batch = [
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, method: 'eth_blockNumber' },
    ]
    const answer = await rpcEndpoint(backend(), ORIGIN, chainA, JSON.stringify(batch))
    expect(body(answer)).toEqual([
      { jsonrpc: '2.0', id: 2, result: 'eth_blockNumber' },
      { jsonrpc: '2.0', id: 1, result: 'eth_chainId' },
    ])
  })

  it('answers wallet_getAssets itself and forwards the rest of a batch, in the order asked', async () => {
    const batch = [
      { jsonrpc: '2.0', id: 'a', method: 'eth_chainId' },
      {
        jsonrpc: '2.0',
        id: 'b',
        method: 'wallet_getAssets',
        params: [{ account: BENCH_ACCOUNT, chainFilter: ['0x7a69'] }],
      },
      { jsonrpc: '2.0', id: 'c', method: 'eth_blockNumber' },
      { jsonrpc: '2.0', id: 'd', method: 'wallet_getAssets', params: [] },
    ]
    const answers = body(await rpcEndpoint(backend(), ORIGIN, chainA, JSON.stringify(batch))) as {
      id: string
      result?: unknown
      error?: unknown
    }[]
    expect(JSON.parse(received.at(-1)!)).toEqual([batch[0], batch[2]])
    expect(answers.map((answer) => answer.id)).toEqual(['a', 'b', 'c', 'd'])
    expect(answers[0]?.result).toBe('eth_chainId')
    expect(Object.keys(answers[1]?.result as object)).toEqual(['0x7a69'])
    expect(answers[2]?.result).toBe('eth_blockNumber')
    expect(answers[3]?.error).toEqual({ code: -32602, message: 'Invalid params: account' })
  })

  it('answers a single wallet_getAssets without asking the node', async () => {
    const count = received.length
    const request = {
      jsonrpc: '2.0',
      id: 7,
      method: 'wallet_getAssets',
      params: [{ account: BENCH_ACCOUNT }],
    }
    const answer = body(await rpcEndpoint(backend(), ORIGIN, chainA, JSON.stringify(request))) as {
      id: number
      result: object
    }
    expect(answer.id).toBe(7)
    expect(Object.keys(answer.result)).toEqual(['0x7a69'])
    expect(received.length).toBe(count)
  })

  it('answers an unknown chain with -32602 for each request, status 200', async () => {
    const other = new URLSearchParams('chainId=eip155:1')
    const batch = [
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, method: 'eth_chainId' },
    ]
    const answer = await rpcEndpoint(backend(), ORIGIN, other, JSON.stringify(batch))
    expect(answer.status).toBe(200)
    expect(body(answer)).toEqual(
      [1, 2].map((id) => ({ jsonrpc: '2.0', id, error: { code: -32602, message: 'Unsupported chain' } })),
    )
    const none = await rpcEndpoint(
      backend(),
      ORIGIN,
      new URLSearchParams(''),
      '{"jsonrpc":"2.0","id":1,"method":"x"}',
    )
    expect(body(none)).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32602, message: 'Unsupported chain' },
    })
  })

  it('answers a parse error and an empty batch as JSON-RPC errors', async () => {
    expect(body(await rpcEndpoint(backend(), ORIGIN, chainA, '{'))).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error' },
    })
    expect(body(await rpcEndpoint(backend(), ORIGIN, chainA, '[]'))).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Invalid Request' },
    })
  })

  it('fails with 502 when the node does not answer', async () => {
    const down = fakeBackend({ chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }] })
    await expect(
      rpcEndpoint(down, ORIGIN, chainA, '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}'),
    ).rejects.toEqual(new HttpError(502, 'The node of chain 31337 did not answer'))
  })
})
