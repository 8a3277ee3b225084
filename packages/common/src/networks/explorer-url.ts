import type { CaipNetwork } from '../types.js'

/**
 * A page of the network's block explorer, or undefined when the network names no explorer. The
 * explorer URL may carry a query (Solscan's `?cluster=devnet`), which the page keeps.
 */
function explorerPage(network: CaipNetwork, page: string, id: string): string | undefined {
  const base = network.blockExplorers?.default.url
  if (!base) return undefined
  let url: URL
  try {
    url = new URL(base)
  } catch {
    return undefined
  }
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${page}/${encodeURIComponent(id)}`
  return url.toString()
}

/**
 * The network's block explorer page for an address (spec §3's addressExplorerUrl), or undefined
 * when the network names no explorer. Solana explorers call it an account.
 */
export function explorerAddressUrl(network: CaipNetwork, address: string): string | undefined {
  return explorerPage(network, network.chainNamespace === 'solana' ? 'account' : 'address', address)
}

/**
 * The network's block explorer page for a transaction, or undefined when the network names no
 * explorer. Etherscan's family, Solscan and mempool.space all put it under `tx/`.
 */
export function explorerTransactionUrl(network: CaipNetwork, hash: string): string | undefined {
  return explorerPage(network, 'tx', hash)
}
