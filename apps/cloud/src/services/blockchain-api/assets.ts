import type { TokenMetadata } from '../indexer/token-metadata.js'
import type { TestToken } from '../tokens/test-tokens.js'
import { priceOf } from './prices.js'

/** Something an account can hold on a chain: the native coin or an ERC-20. */
export interface Asset {
  /** Lowercase contract address; null for the native coin. */
  address: string | null
  name: string
  symbol: string
  decimals: number
  /** USD; undefined when the cloud has no price for it. */
  price: number | undefined
}

export interface Holding {
  asset: Asset
  /** Raw units. */
  balance: bigint
}

/** Every local chain's native coin is (test) ether. */
export const NATIVE_ASSET: Asset = {
  address: null,
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  price: priceOf('ETH'),
}

/**
 * What the cloud knows is on a chain: the native coin, the test tokens, then every other ERC-20 the
 * indexer has seen (unpriced), each once.
 */
export function chainAssets(
  chainId: number,
  testTokens: readonly TestToken[],
  indexed: readonly TokenMetadata[],
): Asset[] {
  const assets: Asset[] = [NATIVE_ASSET]
  const seen = new Set<string>()
  for (const token of testTokens) {
    if (token.chainId !== chainId) continue
    const address = token.address.toLowerCase()
    seen.add(address)
    assets.push({
      address,
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      price: priceOf(token.symbol),
    })
  }
  for (const token of indexed) {
    if (seen.has(token.address)) continue
    seen.add(token.address)
    assets.push(assetOfIndexed(token))
  }
  return assets
}

/** A token seen by the indexer; what it did not say is filled in so the answer stays well-formed. */
export function assetOfIndexed(token: TokenMetadata): Asset {
  return {
    address: token.address,
    name: token.name ?? token.symbol ?? 'Unknown token',
    symbol: token.symbol ?? 'UNKNOWN',
    decimals: token.decimals,
    price: undefined,
  }
}

/** Looks up a price by contract address (lowercase); null is the native coin. */
export type PriceLookup = (address: string | null) => number | undefined

/**
 * The priced assets of a chain: the native coin, the test tokens and the fixtures' tokens. Prices go
 * by contract, not by symbol, so another contract calling itself LUSD is not worth a dollar.
 */
export function pricedAssets(
  chainId: number,
  testTokens: readonly TestToken[],
  fixtureAssets: readonly Asset[] = [],
): Asset[] {
  return [...chainAssets(chainId, testTokens, []), ...fixtureAssets].filter(
    (asset) => asset.price !== undefined,
  )
}

export function priceLookup(assets: readonly Asset[]): PriceLookup {
  const prices = new Map(assets.map((asset) => [asset.address, asset.price]))
  return (address) => prices.get(address)
}
