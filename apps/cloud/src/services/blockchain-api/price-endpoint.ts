import { HttpError } from '../../http/http-error.js'
import { type ApiAnswer, type ApiBackend, ok } from './api-context.js'
import { type Asset, pricedAssets } from './assets.js'
import { NATIVE_ADDRESS, parseCaip10 } from './caip.js'
import { tokenIconUrl } from './icons.js'
import { requireCurrency } from './params.js'

/** More than any portfolio the UI prices at once; a longer list is refused rather than served slowly. */
export const MAX_PRICE_ADDRESSES = 500

/**
 * POST /v1/fungible/price: the price of each known CAIP-10 token (the native coin as 0xeeee…), in
 * the order asked; unknown ones are left out.
 */
export function priceEndpoint(backend: ApiBackend, origin: string, body: unknown): ApiAnswer {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'Invalid body')
  const { addresses, currency } = body as { addresses?: unknown; currency?: unknown }
  requireCurrency(currency)
  if (!Array.isArray(addresses) || !addresses.every((address) => typeof address === 'string')) {
    throw new HttpError(400, 'Invalid addresses: expected an array of CAIP-10 ids')
  }
  if (addresses.length > MAX_PRICE_ADDRESSES) {
    throw new HttpError(400, `Too many addresses: at most ${MAX_PRICE_ADDRESSES}`)
  }
  const served = new Set(backend.chains.map((chain) => chain.chainId))
  const assetsByChain = new Map<number, Asset[]>()
  const fungibles = (addresses as string[]).flatMap((requested) => {
    const id = parseCaip10(requested)
    if (!id || !served.has(id.chainId)) return []
    const contract = id.address === NATIVE_ADDRESS ? null : id.address
    let assets = assetsByChain.get(id.chainId)
    if (!assets) {
      assets = pricedAssets(id.chainId, backend.tokens, backend.fixtures?.assets())
      assetsByChain.set(id.chainId, assets)
    }
    const asset = assets.find((candidate) => candidate.address === contract)
    if (!asset || asset.price === undefined) return []
    return [
      {
        name: asset.name,
        symbol: asset.symbol,
        iconUrl: tokenIconUrl(origin, asset),
        price: asset.price,
        address: requested,
      },
    ]
  })
  return ok({ fungibles })
}
