import { JsonRpcError } from '../../http/json-rpc-error.js'
import { parseExactJson } from './exact-json.js'

/**
 * One JSON-RPC call over HTTP POST; the timeout keeps a hung node from hanging the caller. Integers
 * beyond 2^53 in the answer come back as decimal strings (parseExactJson), never rounded.
 */
export async function callJsonRpc(
  url: string,
  method: string,
  params: unknown[] = [],
  timeoutMs = 2000,
): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (!response.ok) throw new JsonRpcError(-32603, `HTTP status code: ${response.status}`)
  const body: unknown = parseExactJson(await response.text())
  if (typeof body !== 'object' || body === null) throw new JsonRpcError(-32700, 'Invalid JSON-RPC response')
  if ('error' in body) {
    const error = body.error as { code?: unknown; message?: unknown }
    throw new JsonRpcError(
      typeof error.code === 'number' ? error.code : -32603,
      typeof error.message === 'string' ? error.message : 'Unknown error',
    )
  }
  if (!('result' in body)) throw new JsonRpcError(-32700, 'Invalid JSON-RPC response')
  return body.result
}

export interface RpcCall {
  method: string
  params?: unknown[]
}

/** One call's outcome in a settled batch. */
export type RpcOutcome = { ok: true; result: unknown } | { ok: false; error: JsonRpcError }

/**
 * Several calls in one JSON-RPC batch (one HTTP round trip), each outcome in call order: a call that
 * fails (a contract that reverts) does not hide the others' results.
 */
export async function callJsonRpcBatchSettled(
  url: string,
  calls: readonly RpcCall[],
  timeoutMs = 5000,
): Promise<RpcOutcome[]> {
  if (calls.length === 0) return []
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      calls.map((call, id) => ({ jsonrpc: '2.0', id, method: call.method, params: call.params ?? [] })),
    ),
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (!response.ok) throw new JsonRpcError(-32603, `HTTP status code: ${response.status}`)
  const body: unknown = parseExactJson(await response.text())
  if (!Array.isArray(body)) throw new JsonRpcError(-32700, 'Invalid JSON-RPC batch response')
  // A node may answer a batch in any order: match each answer to its call by id.
  const byId = new Map<unknown, unknown>(body.map((entry: { id?: unknown }) => [entry?.id, entry]))
  return calls.map((call, id): RpcOutcome => {
    const entry = byId.get(id) as
      | { result?: unknown; error?: { code?: unknown; message?: unknown } }
      | undefined
    if (entry === undefined) {
      return { ok: false, error: new JsonRpcError(-32700, `No answer to ${call.method} in the batch`) }
    }
    if (entry.error) {
      const message = typeof entry.error.message === 'string' ? entry.error.message : 'Unknown error'
      const code = typeof entry.error.code === 'number' ? entry.error.code : -32603
      return { ok: false, error: new JsonRpcError(code, `${call.method}: ${message}`) }
    }
    return { ok: true, result: entry.result }
  })
}

/** Like callJsonRpcBatchSettled, but any call's error fails the whole batch: a consistent set or nothing. */
export async function callJsonRpcBatch(
  url: string,
  calls: readonly RpcCall[],
  timeoutMs = 5000,
): Promise<unknown[]> {
  const outcomes = await callJsonRpcBatchSettled(url, calls, timeoutMs)
  return outcomes.map((outcome) => {
    if (!outcome.ok) throw outcome.error
    return outcome.result
  })
}
