import type { CaipNetwork } from '../types.js'

/**
 * The network's block explorer page for an address (spec §3's addressExplorerUrl), or undefined
 * when the network names no explorer. Solana explorers call it an account; the explorer URL may
 * carry a query (Solscan's `?cluster=devnet`), which the page keeps.
 */
export function explorerAddressUrl(network: CaipNetwork, address: string): string | undefined {
  const base = network.blockExplorers?.default.url
  if (!base) return undefined
  let url: URL
  try {
    url = new URL(base)
  } catch {
    return undefined
  }
  const page = network.chainNamespace === 'solana' ? 'account' : 'address'
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${page}/${encodeURIComponent(address)}`
  return url.toString()
}
