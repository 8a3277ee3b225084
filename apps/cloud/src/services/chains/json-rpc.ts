/** A JSON-RPC 2.0 error as a node returns it, kept with its code so callers can tell failures apart. */
export class JsonRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'JsonRpcError'
  }
}

/** One JSON-RPC call over HTTP POST; the timeout keeps a hung node from hanging the caller. */
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
  const body: unknown = await response.json()
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
