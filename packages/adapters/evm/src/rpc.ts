import { HttpRequestError, InvalidRpcResponseError, RPC_TIMEOUT_MS, RpcError } from '@appkit/common'

let nextId = 1

/** One JSON-RPC call over HTTP POST; every failure is a typed error that says which URL and what. */
export async function rpcRequest<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
  })
  if (!response.ok) throw new HttpRequestError(response.status, { details: `${method} at ${url}` })
  let body: { result?: T; error?: { code?: unknown; message?: unknown } }
  try {
    body = await response.json()
  } catch (cause) {
    throw new InvalidRpcResponseError({ details: `Body is not JSON (${method} at ${url})`, cause })
  }
  if (body.error) {
    const { code, message } = body.error
    if (typeof code === 'number' && typeof message === 'string')
      throw new RpcError(code, message, { details: url })
    throw new InvalidRpcResponseError({ details: `Malformed error (${method} at ${url})` })
  }
  if (!('result' in body)) throw new InvalidRpcResponseError({ details: `No result (${method} at ${url})` })
  return body.result as T
}
