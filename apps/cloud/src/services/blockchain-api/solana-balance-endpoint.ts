import { HttpError } from '../../http/http-error.js'
import { formatUnits } from '../solana/token-accounts.js'
import { type ApiAnswer, type ApiBackend, ok } from './api-context.js'
import type { BalanceEntry } from './balance-format.js'
import { tokenIconUrl } from './icons.js'
import { requireCurrency } from './params.js'
import { fiatValue } from './prices.js'
import { isSolanaAddress, parseSolanaCaip2, parseSolanaCaip10, solanaCaip10 } from './solana-caip.js'
import { readSolanaHoldings, type SolanaHolding } from './solana-holdings.js'

/**
 * GET /v1/account/{address}/balance for a Solana chain: SOL (9 decimals) and the SPL tokens, in
 * the same shape as the EVM answer; a token's `address` is the CAIP-10 of its mint.
 */
export async function solanaBalanceEndpoint(
  backend: ApiBackend,
  origin: string,
  rawAddress: string | undefined,
  params: URLSearchParams,
): Promise<ApiAnswer> {
  // Base58 is case-sensitive: the address is used as written.
  if (rawAddress === undefined || !isSolanaAddress(rawAddress)) throw new HttpError(400, 'Invalid address')
  const chainId = parseSolanaCaip2(params.get('chainId'))
  if (chainId === undefined) throw new HttpError(400, 'Invalid chainId')
  const chain = backend.solana.find((candidate) => candidate.chainId === chainId)
  if (!chain) throw new HttpError(400, 'Unsupported chain')
  requireCurrency(params.get('currency'))
  const forceUpdate = params.get('forceUpdate')
  if (forceUpdate !== null && parseSolanaCaip10(forceUpdate) === undefined) {
    throw new HttpError(400, 'Invalid forceUpdate')
  }
  const holdings = await readSolanaHoldings(chain.rpcUrl, rawAddress)
  return ok({ balances: holdings.map((holding) => formatSolanaBalance(holding, chainId, origin)) })
}

export function formatSolanaBalance(holding: SolanaHolding, chainId: string, origin: string): BalanceEntry {
  const { asset } = holding
  const numeric = formatUnits(holding.balance, asset.decimals)
  return {
    name: asset.name,
    symbol: asset.symbol,
    chainId,
    ...(asset.mint === null ? {} : { address: solanaCaip10(chainId, asset.mint) }),
    ...(asset.price === undefined ? {} : { value: fiatValue(numeric, asset.price), price: asset.price }),
    quantity: { decimals: String(asset.decimals), numeric },
    iconUrl: tokenIconUrl(origin, asset),
  }
}
