import { formatUnits, getAddress } from 'viem'
import type { Holding } from './assets.js'
import { caip2, caip10 } from './caip.js'
import { tokenIconUrl } from './icons.js'
import { fiatValue } from './prices.js'

/** One entry of GET /v1/account/{address}/balance (API.md). */
export interface BalanceEntry {
  name: string
  symbol: string
  chainId: string
  address?: string
  value?: number
  price?: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

export function formatBalance(holding: Holding, chainId: number, origin: string): BalanceEntry {
  const { asset } = holding
  const numeric = formatUnits(holding.balance, asset.decimals)
  return {
    name: asset.name,
    symbol: asset.symbol,
    chainId: caip2(chainId),
    ...(asset.address === null ? {} : { address: caip10(chainId, getAddress(asset.address)) }),
    ...(asset.price === undefined ? {} : { value: fiatValue(numeric, asset.price), price: asset.price }),
    quantity: { decimals: String(asset.decimals), numeric },
    iconUrl: tokenIconUrl(origin, asset),
  }
}
