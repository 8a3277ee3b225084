import { HttpRequestError, InvalidRpcResponseError, RPC_TIMEOUT_MS, RpcError } from '@appkit/common'
import { z } from 'zod/mini'
import { ServiceUnavailableError } from '../errors.js'
import type { FetchLike } from '../http/request-json.js'

/** One JSON-RPC call to a chain: the result, or the node's error as an RpcError with its code. */
export type JsonRpc = (method: string, params?: unknown, signal?: AbortSignal) => Promise<unknown>

const answerSchema = z.union([
  z.object({ jsonrpc: z.literal('2.0'), result: z.unknown() }),
  z.object({
    jsonrpc: z.literal('2.0'),
    error: z.object({
      code: z.int(),
      message: z.string().check(z.maxLength(2048)),
      data: z.optional(z.unknown()),
    }),
  }),
])

/** Spec §7: `{rpcUrl}/v1/?chainId={chainId}&projectId={projectId}`, chainId as CAIP-2. */
export function rpcEndpointUrl(rpcUrl: string, caipChainId: string, projectId: string): string {
  const query = new URLSearchParams({ chainId: caipChainId, projectId })
  return `${rpcUrl.replace(/\/+$/, '')}/v1/?${query}`
}

export function createJsonRpc(options: { url: string; fetch: FetchLike }): JsonRpc {
  let nextId = 1
  return async (method, params = [], signal) => {
    const timeout = AbortSignal.timeout(RPC_TIMEOUT_MS)
    let response: Response
    try {
      response = await options.fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        credentials: 'omit',
      })
    } catch (cause) {
      if (signal?.aborted) throw signal.reason
      throw new ServiceUnavailableError({ details: `${method} at ${options.url}`, cause })
    }
    if (!response.ok) throw new HttpRequestError(response.status, { details: `${method} at ${options.url}` })
    const parsed = z.safeParse(answerSchema, await response.json().catch(() => undefined))
    if (!parsed.success) throw new InvalidRpcResponseError({ details: `${method} at ${options.url}` })
    const answer = parsed.data
    if ('error' in answer) {
      throw new RpcError(answer.error.code, answer.error.message, { details: method, cause: answer.error })
    }
    return answer.result
  }
}
