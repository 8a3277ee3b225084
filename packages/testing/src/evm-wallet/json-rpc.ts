import { ProviderRpcError } from './errors.js'

let nextId = 1

/**
 * Forwards one call to a node. The node's own error (code, message, data) reaches the dapp as it
 * was, the way a real wallet passes through "insufficient funds" or a revert.
 */
export async function callRpc(url: string, method: string, params: unknown): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new ProviderRpcError(-32603, `Could not reach ${url}: ${reason}`)
  }
  if (!response.ok) throw new ProviderRpcError(-32603, `HTTP status code: ${response.status}`)
  const body: unknown = await response.json()
  if (typeof body !== 'object' || body === null)
    throw new ProviderRpcError(-32603, 'Invalid JSON-RPC response')
  if ('error' in body && typeof body.error === 'object' && body.error !== null) {
    const { code, message, data } = body.error as { code?: unknown; message?: unknown; data?: unknown }
    throw new ProviderRpcError(
      typeof code === 'number' ? code : -32603,
      typeof message === 'string' ? message : 'Unknown error',
      data,
    )
  }
  if (!('result' in body)) throw new ProviderRpcError(-32603, 'Invalid JSON-RPC response')
  return body.result
}
