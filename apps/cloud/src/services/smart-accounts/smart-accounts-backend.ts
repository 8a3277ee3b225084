import type { ChainInfo } from '../chains/chains.js'
import type { Bundlers } from './bundlers.js'
import type { AaDeployment } from './deploy-aa.js'

/** What the bundler and paymaster services work with, once the chains and their contracts are up. */
export interface SmartAccountsBackend {
  chains: readonly ChainInfo[]
  deployments: readonly AaDeployment[]
  bundlers: Bundlers
}

/**
 * The `chainId` query parameter (CAIP-2, `eip155:31337`, as the blockchain API takes it) of a chain
 * with the ERC-4337 contracts; undefined when it names none.
 */
export function chainOf(
  backend: SmartAccountsBackend,
  params: URLSearchParams,
): { chain: ChainInfo; deployment: AaDeployment } | undefined {
  const match = /^eip155:(\d{1,15})$/.exec(params.get('chainId') ?? '')
  if (!match) return undefined
  const chainId = Number(match[1])
  const chain = backend.chains.find((entry) => entry.chainId === chainId)
  const deployment = backend.deployments.find((entry) => entry.chainId === chainId)
  return chain && deployment ? { chain, deployment } : undefined
}

/** The message of a `chainId` that names no chain of this cloud with the ERC-4337 contracts. */
export function unknownChainMessage(backend: SmartAccountsBackend): string {
  const known = backend.deployments.map((entry) => `eip155:${entry.chainId}`).join(', ')
  return `Invalid chainId: expected one of ${known}`
}

/** A JSON-RPC error reply to the request in `body` (its id when it has one). */
export function rpcErrorReply(body: unknown, code: number, message: string): object {
  const id = typeof body === 'object' && body !== null && 'id' in body ? (body as { id: unknown }).id : null
  return { jsonrpc: '2.0', id: id ?? null, error: { code, message } }
}
