import { HttpRequestError, InvalidRpcResponseError, RpcError } from '@appkit/common'
import { describe, expect, it, vi } from 'vitest'
import { ServiceUnavailableError } from '../errors.js'
import { createJsonRpc, rpcEndpointUrl } from './json-rpc-client.js'

const reply =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status })

describe('rpcEndpointUrl', () => {
  it('is the blockchain API’s JSON-RPC endpoint for the chain', () => {
    expect(rpcEndpointUrl('http://127.0.0.1:8787/', 'eip155:31337', 'lab')).toBe(
      'http://127.0.0.1:8787/v1/?chainId=eip155%3A31337&projectId=lab',
    )
  })
})

describe('createJsonRpc', () => {
  it('posts a JSON-RPC 2.0 request and answers its result', async () => {
    const fetch = vi.fn(reply({ jsonrpc: '2.0', id: 1, result: '0x7a69' }))
    const rpc = createJsonRpc({ url: 'http://node.test', fetch })
    expect(await rpc('eth_chainId')).toBe('0x7a69')
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('http://node.test')
    expect(JSON.parse(init.body as string)).toEqual({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_chainId',
      params: [],
    })
  })

  it('passes the node’s error on with its code', async () => {
    const rpc = createJsonRpc({
      url: 'http://n',
      fetch: reply({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'nonce too low' } }),
    })
    const error = await rpc('eth_sendRawTransaction', ['0x']).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcError)
    expect(error).toMatchObject({ code: -32000, message: 'nonce too low' })
  })

  it('types HTTP failures, non-JSON-RPC answers and no answer', async () => {
    await expect(
      createJsonRpc({ url: 'http://n', fetch: reply({}, 503) })('eth_call'),
    ).rejects.toBeInstanceOf(HttpRequestError)
    await expect(
      createJsonRpc({ url: 'http://n', fetch: reply({ result: 1 }) })('eth_call'),
    ).rejects.toBeInstanceOf(InvalidRpcResponseError)
    await expect(
      createJsonRpc({ url: 'http://n', fetch: () => Promise.reject(new TypeError('down')) })('eth_call'),
    ).rejects.toBeInstanceOf(ServiceUnavailableError)
  })
})
