import { getRpcMethodPolicy } from '@appkit/common'

/**
 * The secure site's own methods: answered here without the chain (accounts and chain id come from
 * the wallet), or asked of the user and signed here. Everything on spec §6's safe list goes to the
 * chain's JSON-RPC endpoint; everything else is refused.
 */
export const LOCAL_METHODS = [
  'eth_chainId',
  'eth_accounts',
  'eth_requestAccounts',
  'solana_getAccounts',
  'solana_requestAccounts',
  'wallet_getCapabilities',
] as const

export const SIGNING_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
] as const

export type LocalMethod = (typeof LOCAL_METHODS)[number]
export type SigningMethod = (typeof SIGNING_METHODS)[number]

export type RpcRoute =
  | { kind: 'local'; method: LocalMethod }
  | { kind: 'forward' }
  | { kind: 'approve'; method: SigningMethod }
  /** `reason` is for `details` only; the user sees spec §6's 'Requested RPC call is not allowed'. */
  | { kind: 'notAllowed'; reason: string }

const LOCAL = new Set<string>(LOCAL_METHODS)
const SIGNING = new Set<string>(SIGNING_METHODS)

export function routeRpcMethod(method: string): RpcRoute {
  const policy = getRpcMethodPolicy(method)
  if (policy === 'safe') {
    return LOCAL.has(method) ? { kind: 'local', method: method as LocalMethod } : { kind: 'forward' }
  }
  if (policy === 'needsApproval') {
    // On the not-safe list but not a method this wallet can do (yet): refused, never asked about.
    return SIGNING.has(method)
      ? { kind: 'approve', method: method as SigningMethod }
      : { kind: 'notAllowed', reason: `${method} is not supported by this wallet` }
  }
  return { kind: 'notAllowed', reason: `${method} is on neither RPC list` }
}
