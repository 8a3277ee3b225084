import { HttpError } from '../../http/http-error.js'
import { type HistoryPosition, readAccountHistory } from '../indexer/history-query.js'
import { type ApiAnswer, type ApiBackend, ok } from './api-context.js'
import { pricedAssets, priceLookup } from './assets.js'
import { isBitcoinNamespace } from './bitcoin-caip.js'
import { decodeHistoryCursor, encodeHistoryCursor } from './history-cursor.js'
import { formatTransaction } from './history-format.js'
import { requireAddress, requireChain } from './params.js'
import { isSolanaNamespace } from './solana-caip.js'

export const HISTORY_PAGE_SIZE = 20

/** GET /v1/account/{address}/history: the indexed transactions, newest first, 20 a page. */
export async function historyEndpoint(
  backend: ApiBackend,
  origin: string,
  rawAddress: string | undefined,
  params: URLSearchParams,
): Promise<ApiAnswer> {
  // Activity is EVM only (spec §9): a Solana or Bitcoin chain is refused as any chain without history.
  const chainId = params.get('chainId')
  if (isSolanaNamespace(chainId) || isBitcoinNamespace(chainId)) throw new HttpError(400, 'Unsupported chain')
  const address = requireAddress(rawAddress)
  const chain = requireChain(params, backend.chains)
  const rawCursor = params.get('cursor')
  let before: HistoryPosition | undefined
  if (rawCursor !== null && rawCursor !== '') {
    before = decodeHistoryCursor(rawCursor)
    if (before === undefined) throw new HttpError(400, 'Invalid cursor')
  }
  // One more than a page: whether it comes back says if there is a next page.
  const rows = backend.fixtures?.owns(address)
    ? backend.fixtures.historyPage(HISTORY_PAGE_SIZE + 1, before)
    : await readAccountHistory(backend.db, chain.chainId, address, HISTORY_PAGE_SIZE + 1, before)
  const page = rows.slice(0, HISTORY_PAGE_SIZE)
  const last = page.at(-1)
  const prices = priceLookup(pricedAssets(chain.chainId, backend.tokens, backend.fixtures?.assets()))
  return ok({
    data: page.map((tx) => formatTransaction(tx, address, chain.chainId, origin, prices)),
    next: rows.length > HISTORY_PAGE_SIZE && last ? encodeHistoryCursor(last) : null,
  })
}
