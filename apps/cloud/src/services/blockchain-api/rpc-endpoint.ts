/** A node to forward to: an anvil (numeric chain id) or the Solana node (CAIP-2 id). */
type Node = { chainId: number | string; rpcUrl: string }

import { type ApiAnswer, type ApiBackend, ApiError, ok } from './api-context.js'
import { parseCaip2 } from './caip.js'
import { InvalidParamsError, walletGetAssets } from './wallet-assets.js'

type RpcId = string | number | null

interface RpcResponse {
  jsonrpc: '2.0'
  id: RpcId
  result?: unknown
  error?: { code: number; message: string }
}

const FORWARD_TIMEOUT_MS = 30_000
/** The method the cloud answers itself; everything else goes to the chain's node. */
const LOCAL_METHOD = 'wallet_getAssets'

/**
 * POST /v1/?chainId=eip155:…: JSON-RPC to the chain's anvil, single or batch. A body without
 * `wallet_getAssets` is forwarded byte for byte (ids of any size stay exact); with it, the cloud
 * answers those entries and forwards the rest as one batch. `chainId=solana:…` forwards everything
 * to the Solana node (wallet_getAssets is an EVM method).
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
  if (solana) return forward(solana, bodyText)
  const chainId = parseCaip2(params.get('chainId'))
  const chain = backend.chains.find((candidate) => candidate.chainId === chainId)
  if (!chain) {
    // As nodes do: a JSON-RPC error with status 200, one per request.
    const errors = requests.map((request) => rpcError(idOf(request), -32602, 'Unsupported chain'))
    return ok(batch ? errors : errors[0])
  }
  if (!requests.some(isLocal)) return forward(chain, bodyText)

  const forwarded = requests.filter((request) => !isLocal(request))
  const nodeAnswers = forwarded.length === 0 ? [] : await forwardBatch(chain, forwarded)
  const answers = await Promise.all(
    requests.map(async (request) => {
      if (!isLocal(request)) return nodeAnswers[forwarded.indexOf(request)]
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
    }),
  )
  return ok(batch ? answers : answers[0])
}

async function forward(chain: Node, bodyText: string): Promise<ApiAnswer> {
  const response = await post(chain, bodyText)
  return { status: response.status, raw: await response.text() }
}

/** The forwarded part of a mixed batch, each answer matched to its request (by id: nodes may reorder). */
async function forwardBatch(chain: Node, requests: unknown[]): Promise<unknown[]> {
  const response = await post(chain, JSON.stringify(requests))
  const body: unknown = await response.json().catch(() => undefined)
  if (!Array.isArray(body)) throw new ApiError(502, `The node of chain ${chain.chainId} gave no batch answer`)
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
    throw new ApiError(502, `The node of chain ${chain.chainId} did not answer`)
  }
}

function isLocal(request: unknown): boolean {
  return (
    typeof request === 'object' &&
    request !== null &&
    (request as { method?: unknown }).method === LOCAL_METHOD
  )
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
