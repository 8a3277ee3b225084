import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { JsonRpcError } from '../../http/json-rpc-error.js'
import { callJsonRpc, callJsonRpcBatch, callJsonRpcBatchSettled } from './json-rpc.js'

let server: Server | undefined

/** A stand-in node that answers every call with the given status and body. */
async function fakeNode(status: number, body: unknown | ((request: unknown) => unknown)): Promise<string> {
  server = createServer(async (req, res) => {
    let text = ''
    for await (const chunk of req) text += chunk
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(typeof body === 'function' ? body(JSON.parse(text || 'null')) : body))
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

  it('a node answering something that is not JSON-RPC is an invalid response, not a result', async () => {
    for (const body of [null, 'ok', { jsonrpc: '2.0', id: 1 }]) {
      const url = await fakeNode(200, body)
      await expect(callJsonRpc(url, 'eth_chainId'), JSON.stringify(body)).rejects.toEqual(
        new JsonRpcError(-32700, 'Invalid JSON-RPC response'),
      )
      await new Promise((resolve) => server?.close(resolve))
    }
  })

  it('an error without a code or a message is an internal error of unknown cause', async () => {
    const url = await fakeNode(200, { jsonrpc: '2.0', id: 1, error: { code: 'x', message: 42 } })
    await expect(callJsonRpc(url, 'foo')).rejects.toEqual(new JsonRpcError(-32603, 'Unknown error'))
  })

  it('keeps integers beyond 2^53 exact, as decimal strings', async () => {
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"jsonrpc":"2.0","id":1,"result":{"big":123456789012345678901234567890}}')
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    await expect(callJsonRpc(url, 'x')).resolves.toEqual({ big: '123456789012345678901234567890' })
  })

  it('names the HTTP status when the server fails', async () => {
    const url = await fakeNode(503, {})
    await expect(callJsonRpc(url, 'eth_chainId')).rejects.toThrow('HTTP status code: 503')
  })
})

describe('callJsonRpcBatch', () => {
  it('sends one batch and returns the results in call order, whatever order the node answers in', async () => {
    const url = await fakeNode(200, (batch: unknown) =>
      (batch as { id: number; method: string }[])
        .map((call) => ({ jsonrpc: '2.0', id: call.id, result: `${call.method}#${call.id}` }))
        .reverse(),
    )
    await expect(
      callJsonRpcBatch(url, [{ method: 'eth_chainId' }, { method: 'eth_blockNumber', params: [] }]),
    ).resolves.toEqual(['eth_chainId#0', 'eth_blockNumber#1'])
  })

  it('sends nothing for no calls', async () => {
    await expect(callJsonRpcBatch('http://127.0.0.1:1', [])).resolves.toEqual([])
  })

  it('fails with the first error, naming its method', async () => {
    const url = await fakeNode(200, [
      { jsonrpc: '2.0', id: 0, result: '0x1' },
      { jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'header not found' } },
    ])
    await expect(callJsonRpcBatch(url, [{ method: 'a' }, { method: 'b' }])).rejects.toEqual(
      new JsonRpcError(-32000, 'b: header not found'),
    )
  })

  it('fails on a missing answer, a non-array body or an HTTP error', async () => {
    const partial = await fakeNode(200, [{ jsonrpc: '2.0', id: 0, result: '0x1' }])
    await expect(callJsonRpcBatch(partial, [{ method: 'a' }, { method: 'b' }])).rejects.toThrow(
      'No answer to b in the batch',
    )
    await new Promise((resolve) => server?.close(resolve))
    const single = await fakeNode(200, { jsonrpc: '2.0', id: 0, result: '0x1' })
    await expect(callJsonRpcBatch(single, [{ method: 'a' }])).rejects.toThrow(
      'Invalid JSON-RPC batch response',
    )
    await new Promise((resolve) => server?.close(resolve))
    const failing = await fakeNode(502, {})
    await expect(callJsonRpcBatch(failing, [{ method: 'a' }])).rejects.toThrow('HTTP status code: 502')
  })
})

describe('callJsonRpcBatchSettled', () => {
  it('gives every call its own outcome', async () => {
    const url = await fakeNode(200, [
      { jsonrpc: '2.0', id: 1, error: { code: 3, message: 'execution reverted' } },
      { jsonrpc: '2.0', id: 0, result: '0x1' },
    ])
    await expect(
      callJsonRpcBatchSettled(url, [{ method: 'a' }, { method: 'b' }, { method: 'c' }]),
    ).resolves.toEqual([
      { ok: true, result: '0x1' },
      { ok: false, error: new JsonRpcError(3, 'b: execution reverted') },
      { ok: false, error: new JsonRpcError(-32700, 'No answer to c in the batch') },
    ])
  })
})
