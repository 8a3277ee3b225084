import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { callJsonRpc, JsonRpcError } from './json-rpc.js'

let server: Server | undefined

/** A stand-in node that answers every call with the given status and body. */
async function fakeNode(status: number, body: unknown): Promise<string> {
  server = createServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve))
})

describe('callJsonRpc', () => {
  it('returns the result', async () => {
    const url = await fakeNode(200, { jsonrpc: '2.0', id: 1, result: '0x7a69' })
    await expect(callJsonRpc(url, 'eth_chainId')).resolves.toBe('0x7a69')
  })

  it('throws the node error with its code', async () => {
    const url = await fakeNode(200, { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'nope' } })
    await expect(callJsonRpc(url, 'foo')).rejects.toEqual(new JsonRpcError(-32601, 'nope'))
  })

  it('names the HTTP status when the server fails', async () => {
    const url = await fakeNode(503, {})
    await expect(callJsonRpc(url, 'eth_chainId')).rejects.toThrow('HTTP status code: 503')
  })
})
