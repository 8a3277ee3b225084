import { HttpError } from '../../http/http-error.js'

/** A node to forward to: an anvil (numeric chain id) or the Solana node (CAIP-2 id). */
type Node = { chainId: number | string; rpcUrl: string }

import { type ApiAnswer, type ApiBackend, ok } from './api-context.js'
import { parseCaip2 } from './caip.js'
import { isForwardedMethod, type RpcNamespace } from './rpc-allow-list.js'
import { InvalidParamsError, walletGetAssets } from './wallet-assets.js'

type RpcId = string | number | null

interface RpcResponse {
  jsonrpc: '2.0'
  id: RpcId
  result?: unknown
  error?: { code: number; message: string }
}

const FORWARD_TIMEOUT_MS = 30_000
/** The method the cloud answers itself on EVM chains; the allowed others go to the chain's node. */
const LOCAL_METHOD = 'wallet_getAssets'

/** What the endpoint does with one request of a body. */
type Plan = 'forward' | 'local' | 'refuse' | 'invalid'

/**
 * POST /v1/?chainId=eip155:…: JSON-RPC to the chain's anvil, single or batch; `chainId=solana:…`:
 * to the Solana node. Only the methods of the allow-list (rpc-allow-list.ts) reach a node; any other
 * is answered -32601 here, a batch entry as well, so no page can drive a dev node's unlocked keys or
 * cheat codes through the cloud. A body whose every request is forwarded goes byte for byte (ids of
 * any size stay exact); otherwise the cloud answers its own entries (`wallet_getAssets` on EVM
 * chains, the refusals) and forwards the rest as one batch.
 */
export async function rpcEndpoint(
  backend: ApiBackend,
  origin: string,
  params: URLSearchParams,
  bodyText: string,
): Promise<ApiAnswer> {
  let payload: unknown
  try {
    payload = JSON.parse(bodyText)
  } catch {
    return ok(rpcError(null, -32700, 'Parse error'))
  }
  const batch = Array.isArray(payload)
  const requests: unknown[] = batch ? (payload as unknown[]) : [payload]
  if (requests.length === 0) return ok(rpcError(null, -32600, 'Invalid Request'))

  const solana = backend.solana.find((candidate) => candidate.chainId === params.get('chainId'))
  const chainId = parseCaip2(params.get('chainId'))
  const node: Node | undefined = solana ?? backend.chains.find((candidate) => candidate.chainId === chainId)
  if (!node) {
    // As nodes do: a JSON-RPC error with status 200, one per request.
    const errors = requests.map((request) => rpcError(idOf(request), -32602, 'Unsupported chain'))
    return ok(batch ? errors : errors[0])
  }
  const namespace: RpcNamespace = solana ? 'solana' : 'eip155'
  const plans = requests.map((request) => planOf(namespace, request))
  if (plans.every((plan) => plan === 'forward')) return forward(node, bodyText)

  const forwarded = requests.filter((_, index) => plans[index] === 'forward')
  const nodeAnswers = forwarded.length === 0 ? [] : await forwardBatch(node, forwarded)
  const answers = await Promise.all(
    requests.map(async (request, index) => {
      switch (plans[index]) {
        case 'forward':
          return nodeAnswers[forwarded.indexOf(request)]
        case 'refuse':
          return rpcError(idOf(request), -32601, 'Method not found')
        case 'invalid':
          return rpcError(idOf(request), -32600, 'Invalid Request')
        default:
          return answerLocally(backend, origin, request)
      }
    }),
  )
  return ok(batch ? answers : answers[0])
}

function planOf(namespace: RpcNamespace, request: unknown): Plan {
  const method =
    typeof request === 'object' && request !== null ? (request as { method?: unknown }).method : undefined
  if (typeof method !== 'string') return 'invalid'
  if (namespace === 'eip155' && method === LOCAL_METHOD) return 'local'
  return isForwardedMethod(namespace, method) ? 'forward' : 'refuse'
}

async function answerLocally(backend: ApiBackend, origin: string, request: unknown): Promise<RpcResponse> {
  try {
    return {
      jsonrpc: '2.0',
      id: idOf(request),
      result: await walletGetAssets(backend, origin, paramsOf(request)),
    }
  } catch (error) {
    if (error instanceof InvalidParamsError) return rpcError(idOf(request), -32602, error.message)
    throw error
  }
}

async function forward(chain: Node, bodyText: string): Promise<ApiAnswer> {
  const response = await post(chain, bodyText)
  return { status: response.status, raw: await response.text() }
}

/** The forwarded part of a mixed batch, each answer matched to its request (by id: nodes may reorder). */
async function forwardBatch(chain: Node, requests: unknown[]): Promise<unknown[]> {
  const response = await post(chain, JSON.stringify(requests))
  const body: unknown = await response.json().catch(() => undefined)
  if (!Array.isArray(body))
    throw new HttpError(502, `The node of chain ${chain.chainId} gave no batch answer`)
  const byId = new Map(body.map((answer: { id?: RpcId }) => [answer?.id, answer]))
  return requests.map(
    (request) => byId.get(idOf(request)) ?? rpcError(idOf(request), -32603, 'The node gave no answer'),
  )
}

async function post(chain: Node, body: string): Promise<Response> {
  try {
    return await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    })
  } catch {
    throw new HttpError(502, `The node of chain ${chain.chainId} did not answer`)
  }
}

function idOf(request: unknown): RpcId {
  const id = typeof request === 'object' && request !== null ? (request as { id?: unknown }).id : null
  return typeof id === 'string' || typeof id === 'number' ? id : null
}

function paramsOf(request: unknown): unknown {
  return (request as { params?: unknown }).params
}

function rpcError(id: RpcId, code: number, message: string): RpcResponse {
  return { jsonrpc: '2.0', id, error: { code, message } }
}
