import { isSafeRpcMethod } from '@appkit/common'

/**
 * Which JSON-RPC methods the cloud's public `/v1` endpoint passes on to a chain's node. Any page can
 * post to `/v1`, and the nodes behind it are dev nodes: anvil signs `eth_sendTransaction` from its
 * unlocked accounts and obeys `anvil_setBalance`/`anvil_setCode` (which can forge an ERC-1271 sign-in
 * against that chain), the Solana node pays `requestAirdrop`. So only reads and the broadcast of an
 * already-signed transaction go through; the dev methods stay on the chains' own ports.
 */

/** The namespace of the node a request goes to. */
export type RpcNamespace = 'eip155' | 'solana'

/** Solana's reads outside the `get…` family (the JSON-RPC API names every other read `get…`). */
const SOLANA_READS = new Set(['isBlockhashValid', 'minimumLedgerSlot'])
/** Submitting a transaction the wallet signed, and simulating one: no key of the node's is used. */
const SOLANA_SENDS = new Set(['sendTransaction', 'simulateTransaction'])
const SOLANA_GET = /^get[A-Z]/

/**
 * EVM: the embedded wallet's safe list (`SAFE_RPC_METHODS` of @appkit/common: reads and
 * `eth_sendRawTransaction`), so one list says what needs no key. Solana: reads, `sendTransaction`
 * and `simulateTransaction`. Exact, case-sensitive names, as JSON-RPC has them.
 */
export function isForwardedMethod(namespace: RpcNamespace, method: string): boolean {
  if (namespace === 'eip155') return isSafeRpcMethod(method)
  return SOLANA_GET.test(method) || SOLANA_READS.has(method) || SOLANA_SENDS.has(method)
}
