/**
 * RPC methods the embedded wallet runs without asking the user (spec §6): reads, broadcasting an
 * already-signed transaction, and capability/status queries. None of them can move funds or sign.
 */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getProof',
  'eth_getLogs',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getTransactionByHash',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_newFilter',
  'eth_newBlockFilter',
  'eth_newPendingTransactionFilter',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_uninstallFilter',
  'eth_subscribe',
  'eth_unsubscribe',
  'eth_syncing',
  'eth_sendRawTransaction',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_supportedEntryPoints',
  'net_version',
  'net_listening',
  'web3_clientVersion',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'solana_getAccounts',
  'solana_requestAccounts',
] as const

/**
 * RPC methods that sign, send or grant something, so the embedded wallet asks the user first
 * (spec §6 and the wallet methods of §7).
 */
export const NOT_SAFE_RPC_METHODS = [
  'personal_sign',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_sendUserOperation',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_requestPermissions',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]
export type NotSafeRpcMethod = (typeof NOT_SAFE_RPC_METHODS)[number]

/** What the embedded wallet does with a method: run it, ask first, or refuse it. */
export type RpcMethodPolicy = 'safe' | 'needsApproval' | 'notAllowed'

const SAFE = new Set<unknown>(SAFE_RPC_METHODS)
const NOT_SAFE = new Set<unknown>(NOT_SAFE_RPC_METHODS)

/** Exact, case-sensitive match: JSON-RPC method names are case-sensitive. */
export function isSafeRpcMethod(method: unknown): method is SafeRpcMethod {
  return SAFE.has(method)
}

export function isNotSafeRpcMethod(method: unknown): method is NotSafeRpcMethod {
  return NOT_SAFE.has(method)
}

/**
 * Methods on neither list are refused ('Requested RPC call is not allowed', spec §6): an unknown
 * method cannot be shown to the user in a way they could judge.
 */
export function getRpcMethodPolicy(method: unknown): RpcMethodPolicy {
  if (isSafeRpcMethod(method)) return 'safe'
  if (isNotSafeRpcMethod(method)) return 'needsApproval'
  return 'notAllowed'
}
