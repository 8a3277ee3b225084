import { type Chain, defineChain } from 'viem'
import { CHAIN_IDS, type SupportedChainId } from './config.js'
import { unrecognizedChain } from './rpc-error.js'

/** CAIP-2 ids of the chains the wallet approves, e.g. `eip155:31337`. */
export const SUPPORTED_CAIP_CHAINS = CHAIN_IDS.map((id) => `eip155:${id}`)

export function isSupportedChainId(id: number): id is SupportedChainId {
  return (CHAIN_IDS as readonly number[]).includes(id)
}

/** `eip155:31337` → 31337; throws 4902 for another namespace or a chain the wallet does not know. */
export function parseCaipChain(caip: string): SupportedChainId {
  const [namespace, reference] = caip.split(':')
  const id = Number(reference)
  if (namespace !== 'eip155' || !Number.isInteger(id) || !isSupportedChainId(id)) {
    throw unrecognizedChain(caip)
  }
  return id
}

/** A chain id as dapps send it to wallet_switchEthereumChain (`0x7a6a`) or as a number. */
export function parseChainIdParam(value: unknown): SupportedChainId {
  const id = typeof value === 'string' ? Number.parseInt(value, value.startsWith('0x') ? 16 : 10) : value
  if (typeof id !== 'number' || !Number.isInteger(id) || !isSupportedChainId(id)) {
    throw unrecognizedChain(String(value))
  }
  return id
}

/** A viem chain for one of the local anvils, at the RPC URL the page was given. */
export function localChain(id: SupportedChainId, rpcUrl: string): Chain {
  return defineChain({
    id,
    name: `Local chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}
