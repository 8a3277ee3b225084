import { RPC_BATCH_SIZE, RPC_TIMEOUT_MS } from '@appkit/common'
import { InvalidParameterError, RequestAbortedError } from './errors.js'
import { type FetchFn, fetchBody } from './fetch-body.js'
import { type RpcId, readRpcAnswers, settleAnswer } from './rpc-answers.js'

/** One JSON-RPC call: a method and its params (positional or named). */
export interface RpcRequest {
  method: string
  params?: readonly unknown[] | Record<string, unknown>
}

/** A JSON-RPC endpoint over HTTP POST, batching the requests made in the same tick. */
export interface RpcTransport {
  readonly url: string
  /**
   * The result of one call (unchecked: the caller knows its shape), or a typed error: `RpcError`
   * (with the JSON-RPC code), `InvalidRpcResponseError`, `HttpRequestError`, `NetworkRequestError`,
   * `RequestTimeoutError` or, when the caller's signal fires, `RequestAbortedError`.
   */
  request(request: RpcRequest, options?: { signal?: AbortSignal }): Promise<unknown>
}

export interface RpcTransportOptions {
  url: string
  /** Defaults to the global `fetch`, looked up at call time. */
  fetch?: FetchFn
  /** Per POST; default RPC_TIMEOUT_MS (10 s, spec §9). */
  timeoutMs?: number
  /** The most requests in one POST; default RPC_BATCH_SIZE (1000, spec §9). */
  batchSize?: number
}

interface Pending {
  id: RpcId
  request: RpcRequest
  resolve(value: unknown): void
  reject(error: unknown): void
  signal: AbortSignal | undefined
  onAbort: () => void
  settled: boolean
  /** Set once sent: the POST it went in. */
  post?: Post
}

interface Post {
  controller: AbortController
  /** Requests of this POST whose callers still wait; at 0 the POST is aborted. */
  waiting: number
}

/**
 * Requests made in one tick go out together in one POST (a batch, when there are several), so a
 * view that reads ten balances costs one round trip. Past `batchSize` the batch is split. Each
 * caller can abort its own request: a request not yet sent is dropped, and a POST is aborted only
 * once none of its callers still waits.
 */
export function createRpcTransport(options: RpcTransportOptions): RpcTransport {
  const { url } = options
  const fetchFn: FetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const timeoutMs = options.timeoutMs ?? RPC_TIMEOUT_MS
  const batchSize = options.batchSize ?? RPC_BATCH_SIZE
  if (!Number.isInteger(batchSize) || batchSize < 1) {
    throw new InvalidParameterError({ details: `batchSize must be a positive integer, got ${batchSize}` })
  }
  let nextId = 1
  let queue: Pending[] = []

  function settle(pending: Pending, outcome: () => unknown): void {
    if (pending.settled) return
    pending.settled = true
    pending.signal?.removeEventListener('abort', pending.onAbort)
    try {
      pending.resolve(outcome())
    } catch (error) {
      pending.reject(error)
    }
  }

  function fail(pending: Pending, error: unknown): void {
    settle(pending, () => {
      throw error
    })
  }

  function abandon(pending: Pending): void {
    const details = `${pending.request.method} (POST ${url})`
    fail(pending, new RequestAbortedError({ details, cause: pending.signal?.reason }))
    const post = pending.post
    if (post !== undefined && --post.waiting === 0) post.controller.abort(pending.signal?.reason)
  }

  function flush(): void {
    const batch = queue.filter((pending) => !pending.settled)
    queue = []
    for (let start = 0; start < batch.length; start += batchSize) {
      void send(batch.slice(start, start + batchSize))
    }
  }

  async function send(chunk: Pending[]): Promise<void> {
    const post: Post = { controller: new AbortController(), waiting: chunk.length }
    for (const pending of chunk) pending.post = post
    const messages = chunk.map(({ id, request }) => ({
      jsonrpc: '2.0',
      id,
      method: request.method,
      params: request.params ?? [],
    }))
    const where = `POST ${url}`
    let text: string
    try {
      // A lone request goes as itself, not as a batch of one: every node understands that.
      text = await fetchBody(fetchFn, url, 'application/json', (response) => response.text(), {
        json: messages.length === 1 ? messages[0] : messages,
        signal: post.controller.signal,
        timeoutMs,
      })
    } catch (error) {
      for (const pending of chunk) fail(pending, error)
      return
    }
    let answers: ReturnType<typeof readRpcAnswers>
    try {
      answers = readRpcAnswers(text, where)
    } catch (error) {
      for (const pending of chunk) fail(pending, error)
      return
    }
    for (const pending of chunk) {
      const answer = answers.byId.get(pending.id) ?? answers.unmatched
      settle(pending, () => settleAnswer(answer, pending.request.method, where))
    }
  }

  return {
    url,
    request(request, { signal } = {}) {
      if (typeof request?.method !== 'string' || request.method === '') {
        return Promise.reject(
          new InvalidParameterError({ details: 'A JSON-RPC request needs a method name' }),
        )
      }
      if (signal?.aborted) {
        return Promise.reject(
          new RequestAbortedError({ details: `${request.method} (POST ${url})`, cause: signal.reason }),
        )
      }
      return new Promise((resolve, reject) => {
        const pending: Pending = {
          id: nextId++,
          request,
          resolve,
          reject,
          signal,
          onAbort: () => abandon(pending),
          settled: false,
        }
        signal?.addEventListener('abort', pending.onAbort, { once: true })
        // A timer, not a microtask: calls separated by an `await` in the same task still share a POST.
        if (queue.push(pending) === 1) setTimeout(flush, 0)
      })
    },
  }
}
