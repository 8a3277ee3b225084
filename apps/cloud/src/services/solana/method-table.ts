import { ACCOUNT_METHODS } from './account-methods.js'
import { CLUSTER_METHODS } from './cluster-methods.js'
import type { SolanaMethod } from './rpc-context.js'
import { methodNotFound } from './rpc-error.js'
import type { RpcDispatch } from './rpc-handler.js'
import { SEND_METHODS } from './send-methods.js'
import type { SolanaChain } from './solana-chain.js'
import { STATUS_METHODS } from './status-methods.js'
import { TOKEN_METHODS } from './token-methods.js'

/** Every HTTP JSON-RPC method of the node. A Map: a method named "toString" must not find Object's. */
export const SOLANA_METHODS: ReadonlyMap<string, SolanaMethod> = new Map(
  Object.entries({
    ...CLUSTER_METHODS,
    ...ACCOUNT_METHODS,
    ...TOKEN_METHODS,
    ...SEND_METHODS,
    ...STATUS_METHODS,
  }),
)

/** Runs the node's methods on `chain`; any other method is -32601. */
export function solanaDispatch(chain: SolanaChain): RpcDispatch {
  return (method, params) => {
    const run = SOLANA_METHODS.get(method)
    if (!run) throw methodNotFound()
    return run(chain, params)
  }
}
