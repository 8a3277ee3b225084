import { HttpError } from '../../http/http-error.js'
import type { ChainInfo } from '../chains/chains.js'

import { isAddress, parseCaip2 } from './caip.js'
import { CURRENCY } from './prices.js'

/** The account of a path, lowercase: the database and the node calls all use one case. */
export function requireAddress(value: string | undefined): string {
  if (value === undefined || !isAddress(value)) throw new HttpError(400, 'Invalid address')
  return value.toLowerCase()
}

/** The served chain named by `chainId` (CAIP-2). */
export function requireChain(params: URLSearchParams, chains: readonly ChainInfo[]): ChainInfo {
  const chainId = parseCaip2(params.get('chainId'))
  if (chainId === undefined) throw new HttpError(400, 'Invalid chainId')
  const chain = chains.find((candidate) => candidate.chainId === chainId)
  if (!chain) throw new HttpError(400, 'Unsupported chain')
  return chain
}

/** `currency` is optional and means usd, the only one the cloud knows. */
export function requireCurrency(value: unknown): void {
  if (value === undefined || value === null) return
  if (typeof value !== 'string' || value.toLowerCase() !== CURRENCY)
    throw new HttpError(400, 'Unsupported currency')
}
