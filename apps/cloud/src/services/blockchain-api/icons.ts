import type { Asset } from './assets.js'

/** A token's icon on this cloud's own image endpoint (the explorer draws one for any symbol). */
export function tokenIconUrl(origin: string, asset: Pick<Asset, 'symbol'>): string {
  return `${origin}/public/getTokenImage/${encodeURIComponent(asset.symbol)}`
}

/** An avatar stored as an asset image id, on this cloud's own image endpoint. */
export function avatarUrl(origin: string, imageId: string): string {
  return `${origin}/public/getAssetImage/${encodeURIComponent(imageId)}`
}
