import { RPC_TIMEOUT_MS } from './constants.js'
import { HttpRequestError, InvalidRpcResponseError, RpcError, RpcUrlMissingError } from './errors/index.js'
import type { CaipNetwork } from './types.js'

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
      // The error object is the cause: its `data` carries a revert's return data.
      throw new RpcError(code, message, { details: url, cause: body.error })
    throw new InvalidRpcResponseError({ details: `Malformed error (${method} at ${url})` })
  }
  if (!('result' in body)) throw new InvalidRpcResponseError({ details: `No result (${method} at ${url})` })
  return body.result as T
}

/** A JSON-RPC call to a network's node. */
export type NodeRpc = <T>(method: string, params?: unknown[]) => Promise<T>

/** Calls to the network's first RPC URL (the blockchain API's endpoint when the dapp names one). */
export function networkRpc(network: CaipNetwork): NodeRpc {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new RpcUrlMissingError({ details: network.caipNetworkId })
  return (method, params) => rpcRequest(url, method, params)
}

/** A JSON-RPC quantity ("0x1a") as a bigint; anything else is an InvalidRpcResponseError naming `what`. */
export function hexQuantity(value: unknown, what: string): bigint {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) {
    throw new InvalidRpcResponseError({ details: `${what} is not a hex quantity` })
  }
  return BigInt(value)
}
