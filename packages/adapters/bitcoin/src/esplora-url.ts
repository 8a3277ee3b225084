import { type CaipNetwork, RpcUrlMissingError } from '@appkit/common'
import { bitcoinChainOf } from './bitcoin-chains.js'

/** Esplora base URLs by CAIP-2 id: `{ 'bip122:0f91…': 'http://127.0.0.1:8787/bitcoin/regtest/api' }`. */
export type EsploraUrls = Readonly<Record<string, string>>

/**
 * Where the adapter reads a Bitcoin network (UTXOs, fee estimates, transaction status) and sends
 * to it: an Esplora HTTP API, as Solana reads its network through the network's RPC URL.
 * 1. The dapp's own URL for the network (`createBitcoinAdapter({ esploraUrl })`).
 * 2. A network that reads through the dapp's blockchain API (createAppKit's `blockchainApiUrl`
 *    turns its RPC URL into `{api}/v1/?chainId=bip122:…`): that API's Esplora for the chain,
 *    `{api}/bitcoin/{mainnet|testnet|testnet4|signet|regtest}/api` (the cloud serves regtest's).
 * 3. The network's own RPC URL, read as an Esplora base URL: a Bitcoin network has no JSON-RPC
 *    the adapter could use, so a dapp that names a URL for one names its Esplora.
 * Nothing else: no request goes to a server the dapp did not name.
 */
export function esploraUrlOf(network: CaipNetwork, urls: EsploraUrls = {}): string {
  const own = Object.hasOwn(urls, network.caipNetworkId) ? urls[network.caipNetworkId] : undefined
  if (own) return withoutTrailingSlash(own)
  const rpcUrl = network.rpcUrls.default.http[0]
  const api = rpcUrl ? blockchainApiBase(rpcUrl, network.caipNetworkId) : undefined
  const chain = bitcoinChainOf(network.caipNetworkId)
  if (api !== undefined && chain) return `${api}/bitcoin/${chain.name}/api`
  if (rpcUrl && api === undefined) return withoutTrailingSlash(rpcUrl)
  throw new RpcUrlMissingError({
    details: `No Esplora URL for ${network.caipNetworkId}: pass createBitcoinAdapter({ esploraUrl: { '${network.caipNetworkId}': … } })`,
  })
}

/** The base URL of the blockchain API whose JSON-RPC endpoint for `caipNetworkId` `rpcUrl` is. */
function blockchainApiBase(rpcUrl: string, caipNetworkId: string): string | undefined {
  let url: URL
  try {
    url = new URL(rpcUrl)
  } catch {
    return undefined
  }
  if (!url.pathname.endsWith('/v1/') || url.searchParams.get('chainId') !== caipNetworkId) return undefined
  return `${url.origin}${url.pathname.slice(0, -'/v1/'.length)}`
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '')
