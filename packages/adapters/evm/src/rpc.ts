import { RPC_TIMEOUT_MS } from '@appkit/common'

let nextId = 1

/** One JSON-RPC call over HTTP POST; errors say which URL and what went wrong. */
export async function rpcRequest<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
  let body: { result?: T; error?: { code: number; message: string } }
  try {
    body = await response.json()
  } catch {
    throw new Error(`Malformed JSON-RPC response from ${url}`)
  }
  if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
  if (!('result' in body)) throw new Error(`Malformed JSON-RPC response from ${url}`)
  return body.result as T
}
