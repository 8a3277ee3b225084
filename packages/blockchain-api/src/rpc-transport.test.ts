import { HttpRequestError, InvalidRpcResponseError, RpcError } from '@appkit/common'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  InvalidParameterError,
  NetworkRequestError,
  RequestAbortedError,
  RequestTimeoutError,
} from './errors.js'
import type { FetchFn } from './fetch-body.js'
import { createRpcTransport } from './rpc-transport.js'
import { failure } from './test/failure.js'
import { type FixtureServer, startFixtureServer } from './test/fixture-server.js'
import { jsonRpcEndpoint, messagesOf } from './test/json-rpc-fixture.js'

let server: FixtureServer
let url: string

beforeAll(async () => {
  server = await startFixtureServer()
  url = `${server.url}/rpc?chainId=eip155%3A31337`
})

afterAll(async () => {
  await server.close()
})

// Every method answers its own name and params, so a test sees which answer went to which caller.
const echo = jsonRpcEndpoint(({ method, params }) => ({ result: { method, params } }))

beforeEach(() => {
  server.received.length = 0
  server.reply('/rpc', echo)
})

/** The POSTs the server saw, each as its list of messages. */
const posts = () => server.received.map((request) => messagesOf(request.body))

describe('createRpcTransport', () => {
  it('sends a lone request as itself, with the JSON-RPC envelope, to its URL', async () => {
    const rpc = createRpcTransport({ url })
    expect(rpc.url).toBe(url)
    await expect(rpc.request({ method: 'eth_chainId' })).resolves.toEqual({
      method: 'eth_chainId',
      params: [],
    })
    expect(server.received).toHaveLength(1)
    const [post] = server.received
    expect(post!.method).toBe('POST')
    expect(post!.url.search).toBe('?chainId=eip155%3A31337')
    expect(post!.headers['content-type']).toBe('application/json')
    expect(JSON.parse(post!.body)).toEqual({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] })
  })

  it('batches the requests of one tick into one POST, each caller getting its own answer', async () => {
    const rpc = createRpcTransport({ url })
    const first = rpc.request({ method: 'eth_blockNumber' })
    // An `await` in between is still the same tick.
    await Promise.resolve()
    const second = rpc.request({ method: 'eth_getBalance', params: ['0xabc', 'latest'] })
    const third = rpc.request({ method: 'wallet_getAssets', params: { account: '0xabc' } })
    await expect(Promise.all([first, second, third])).resolves.toEqual([
      { method: 'eth_blockNumber', params: [] },
      { method: 'eth_getBalance', params: ['0xabc', 'latest'] },
      { method: 'wallet_getAssets', params: { account: '0xabc' } },
    ])
    expect(posts().map((post) => post.map((message) => message.method))).toEqual([
      ['eth_blockNumber', 'eth_getBalance', 'wallet_getAssets'],
    ])
    expect(new Set(posts()[0]!.map((message) => message.id)).size).toBe(3)
  })

  it('sends requests of later ticks in POSTs of their own', async () => {
    const rpc = createRpcTransport({ url })
    await rpc.request({ method: 'a' })
    await rpc.request({ method: 'b' })
    expect(posts().map((post) => post.length)).toEqual([1, 1])
  })

  it('splits a batch past the batch size', async () => {
    const rpc = createRpcTransport({ url, batchSize: 2 })
    const methods = ['m1', 'm2', 'm3', 'm4', 'm5']
    const results = await Promise.all(methods.map((method) => rpc.request({ method })))
    expect(results.map((result) => (result as { method: string }).method)).toEqual(methods)
    expect(posts().map((post) => post.map((message) => message.method))).toEqual([
      ['m1', 'm2'],
      ['m3', 'm4'],
      ['m5'],
    ])
  })

  it('matches answers by id when the server answers out of order', async () => {
    server.reply(
      '/rpc',
      jsonRpcEndpoint(({ method }) => ({ result: method }), { reverse: true }),
    )
    const rpc = createRpcTransport({ url })
    await expect(
      Promise.all([rpc.request({ method: 'a' }), rpc.request({ method: 'b' }), rpc.request({ method: 'c' })]),
    ).resolves.toEqual(['a', 'b', 'c'])
  })

  it('fails a request the server did not answer, and only that one', async () => {
    server.reply(
      '/rpc',
      jsonRpcEndpoint(({ method }) => (method === 'lost' ? undefined : { result: method })),
    )
    const rpc = createRpcTransport({ url })
    const kept = rpc.request({ method: 'kept' })
    const lost = rpc.request({ method: 'lost' })
    await expect(kept).resolves.toBe('kept')
    const error = await failure(lost)
    expect(error).toBeInstanceOf(InvalidRpcResponseError)
    expect((error as InvalidRpcResponseError).details).toBe(`No answer to lost (POST ${url})`)
  })

  it('fails a lone request whose answer is missing', async () => {
    server.reply(
      '/rpc',
      jsonRpcEndpoint(() => undefined),
    )
    await expect(createRpcTransport({ url }).request({ method: 'x' })).rejects.toBeInstanceOf(
      InvalidRpcResponseError,
    )
  })

  it('turns a JSON-RPC error into RpcError with its code, for that request only', async () => {
    server.reply(
      '/rpc',
      jsonRpcEndpoint(({ method }) =>
        method === 'bad' ? { error: { code: -32602, message: 'Unsupported chain' } } : { result: 'ok' },
      ),
    )
    const rpc = createRpcTransport({ url })
    const good = rpc.request({ method: 'good' })
    const bad = rpc.request({ method: 'bad' })
    await expect(good).resolves.toBe('ok')
    const error = await failure(bad)
    expect(error).toBeInstanceOf(RpcError)
    expect(error).toMatchObject({ code: -32602, message: 'Unsupported chain' })
  })

  it('fails every request of a batch the server could not read (an error without id)', async () => {
    server.reply('/rpc', {
      body: { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } },
    })
    const rpc = createRpcTransport({ url })
    const results = await Promise.allSettled([rpc.request({ method: 'a' }), rpc.request({ method: 'b' })])
    for (const result of results) {
      expect(result.status).toBe('rejected')
      expect((result as PromiseRejectedResult).reason).toMatchObject({ name: 'RpcError', code: -32700 })
    }
  })

  it.each([429, 500, 503])('fails every request of the POST with HttpRequestError %i', async (status) => {
    server.reply('/rpc', { status, body: { message: 'nope' } })
    const rpc = createRpcTransport({ url })
    const results = await Promise.allSettled([rpc.request({ method: 'a' }), rpc.request({ method: 'b' })])
    for (const result of results) {
      const reason = (result as PromiseRejectedResult).reason
      expect(reason).toBeInstanceOf(HttpRequestError)
      expect((reason as HttpRequestError).status).toBe(status)
    }
  })

  it.each([
    ['not JSON', '{"jsonrpc":"2.0","id":1,"res'],
    ['not JSON-RPC', '"hello"'],
  ])('fails every request when the body is %s', async (_, body) => {
    server.reply('/rpc', { body })
    const rpc = createRpcTransport({ url })
    const results = await Promise.allSettled([rpc.request({ method: 'a' }), rpc.request({ method: 'b' })])
    for (const result of results) {
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(InvalidRpcResponseError)
    }
  })

  it('gives up after the timeout with RequestTimeoutError', async () => {
    server.reply('/rpc', { hang: true })
    const rpc = createRpcTransport({ url, timeoutMs: 50 })
    const error = await failure(rpc.request({ method: 'eth_blockNumber' }))
    expect(error).toBeInstanceOf(RequestTimeoutError)
    expect((error as RequestTimeoutError).details).toBe(`No answer within 50 ms (POST ${url})`)
  })

  it('turns a refused connection into NetworkRequestError', async () => {
    const gone = await startFixtureServer()
    await gone.close()
    const rpc = createRpcTransport({ url: `${gone.url}/rpc` })
    await expect(rpc.request({ method: 'eth_chainId' })).rejects.toBeInstanceOf(NetworkRequestError)
  })

  it('drops a request aborted before it was sent', async () => {
    const rpc = createRpcTransport({ url })
    const controller = new AbortController()
    const dropped = rpc.request({ method: 'dropped' }, { signal: controller.signal })
    const kept = rpc.request({ method: 'kept' })
    const reason = new Error('view closed')
    controller.abort(reason)
    const error = await failure(dropped)
    expect(error).toBeInstanceOf(RequestAbortedError)
    expect((error as RequestAbortedError).cause).toBe(reason)
    await expect(kept).resolves.toMatchObject({ method: 'kept' })
    expect(posts().map((post) => post.map((message) => message.method))).toEqual([['kept']])
  })

  it('sends nothing for a signal that already fired', async () => {
    const rpc = createRpcTransport({ url })
    await expect(rpc.request({ method: 'x' }, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      RequestAbortedError,
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(server.received).toHaveLength(0)
  })

  it('aborts a POST only once every request in it was aborted', async () => {
    server.reply('/rpc', { hang: true })
    const signals: AbortSignal[] = []
    const recording: FetchFn = (input, init) => {
      signals.push(init!.signal!)
      return fetch(input, init)
    }
    const rpc = createRpcTransport({ url, fetch: recording })
    const first = new AbortController()
    const second = new AbortController()
    const a = rpc.request({ method: 'a' }, { signal: first.signal })
    const b = rpc.request({ method: 'b' }, { signal: second.signal })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(signals).toHaveLength(1)
    first.abort()
    await expect(a).rejects.toBeInstanceOf(RequestAbortedError)
    expect(signals[0]!.aborted).toBe(false)
    second.abort()
    await expect(b).rejects.toBeInstanceOf(RequestAbortedError)
    expect(signals[0]!.aborted).toBe(true)
  })

  it('rejects a request without a method and a batch size that is not a positive integer', async () => {
    const rpc = createRpcTransport({ url })
    await expect(rpc.request({ method: '' })).rejects.toBeInstanceOf(InvalidParameterError)
    expect(() => createRpcTransport({ url, batchSize: 0 })).toThrow(InvalidParameterError)
    expect(() => createRpcTransport({ url, batchSize: 1.5 })).toThrow(InvalidParameterError)
  })
})
