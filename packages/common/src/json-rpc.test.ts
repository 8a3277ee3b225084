import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RpcUrlMissingError } from './errors/connection-errors.js'
import { hexQuantity, networkRpc, rpcRequest } from './json-rpc.js'
import type { CaipNetwork } from './types.js'

/** A real HTTP server on 127.0.0.1 whose answer each test picks by path. */
let server: Server
let base: string

beforeAll(async () => {
  server = createServer((req, res) => {
    const send = (status: number, body: string) => res.writeHead(status).end(body)
    if (req.url === '/ok') return send(200, JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x10' }))
    if (req.url === '/rpc-error')
      return send(
        200,
        JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } }),
      )
    if (req.url === '/429') return send(429, 'slow down')
    if (req.url === '/503') return send(503, 'down')
    if (req.url === '/malformed') return send(200, '{"jsonrpc": "2.0", "res')
    if (req.url === '/odd-error')
      return send(200, JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: 'x', message: 7 } }))
    if (req.url === '/no-result') return send(200, JSON.stringify({ jsonrpc: '2.0', id: 1 }))
    send(404, '')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('rpcRequest', () => {
  it('returns the result', async () => {
    expect(await rpcRequest(`${base}/ok`, 'eth_blockNumber')).toBe('0x10')
  })

  it('throws the JSON-RPC error with its code', async () => {
    await expect(rpcRequest(`${base}/rpc-error`, 'nope')).rejects.toMatchObject({
      message: 'Method not found',
      code: -32601,
    })
  })

  it.each([
    ['429', 'HTTP status code: 429', 429],
    ['503', 'HTTP status code: 503', 503],
  ])('names the HTTP status of a failed call (%s)', async (path, message, status) => {
    await expect(rpcRequest(`${base}/${path}`, 'eth_blockNumber')).rejects.toMatchObject({ message, status })
  })

  it('says so, and where, when the body is not JSON-RPC', async () => {
    await expect(rpcRequest(`${base}/malformed`, 'x')).rejects.toMatchObject({
      message: 'Invalid JSON-RPC response',
      code: 'INVALID_RPC_RESPONSE',
      details: `Body is not JSON (x at ${base}/malformed)`,
    })
    await expect(rpcRequest(`${base}/no-result`, 'x')).rejects.toMatchObject({
      message: 'Invalid JSON-RPC response',
      details: `No result (x at ${base}/no-result)`,
    })
  })

  it('says the error object is malformed when it lacks a numeric code and a message', async () => {
    await expect(rpcRequest(`${base}/odd-error`, 'x')).rejects.toMatchObject({
      message: 'Invalid JSON-RPC response',
      details: `Malformed error (x at ${base}/odd-error)`,
    })
  })
})

const networkWith = (http: string[]): CaipNetwork => ({
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http } },
})

describe('networkRpc', () => {
  it("calls the network's first RPC URL", async () => {
    const rpc = networkRpc(networkWith([`${base}/ok`, `${base}/503`]))
    expect(await rpc('eth_blockNumber')).toBe('0x10')
  })

  it('throws RpcUrlMissingError naming the network when it has no RPC URL', () => {
    expect(() => networkRpc(networkWith([]))).toThrow(RpcUrlMissingError)
    expect(() => networkRpc(networkWith([]))).toThrow(expect.objectContaining({ details: 'eip155:1' }))
  })
})

describe('hexQuantity', () => {
  it('reads a JSON-RPC quantity and refuses anything else', () => {
    expect(hexQuantity('0x1a', 'x')).toBe(26n)
    for (const bad of ['', '12', '0x', '0xzz', 12, null]) {
      expect(() => hexQuantity(bad, 'eth_getBalance')).toThrow('Invalid JSON-RPC response')
    }
  })
})
