import { formatUnits, getAddress } from 'viem'
import type { StoredTransaction, StoredTransfer } from '../indexer/history-query.js'
import { assetOfIndexed, NATIVE_ASSET, type PriceLookup } from './assets.js'
import { caip2 } from './caip.js'
import { tokenIconUrl } from './icons.js'
import { fiatValue } from './prices.js'

/** One transaction of GET /v1/account/{address}/history (API.md). */
export interface HistoryTransaction {
  id: string
  metadata: {
    operationType: 'send' | 'receive' | 'execute'
    hash: string
    minedAt: string
    sentFrom: string
    sentTo: string
    status: 'confirmed' | 'failed'
    nonce: number
    chain: string
  }
  transfers: HistoryTransfer[]
}

export interface HistoryTransfer {
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  price?: number
  value?: number
  fungible_info: { name: string; symbol: string; icon: { url: string } }
}

/**
 * A stored transaction as `account` (lowercase) sees it: the direction of each of its transfers, and
 * `send` when all went out, `receive` when all came in, `execute` otherwise.
 */
export function formatTransaction(
  tx: StoredTransaction,
  account: string,
  chainId: number,
  origin: string,
  prices: PriceLookup,
): HistoryTransaction {
  const transfers = tx.transfers.map((transfer) => formatTransfer(transfer, account, origin, prices))
  const directions = new Set(transfers.map((transfer) => transfer.direction))
  const only = directions.size === 1 ? [...directions][0] : undefined
  return {
    id: `${tx.hash}:${chainId}`,
    metadata: {
      operationType: only === 'out' ? 'send' : only === 'in' ? 'receive' : 'execute',
      hash: tx.hash,
      minedAt: new Date(tx.minedAt * 1000).toISOString(),
      sentFrom: getAddress(tx.from),
      sentTo: getAddress(tx.to),
      status: tx.status,
      nonce: tx.nonce,
      chain: caip2(chainId),
    },
    transfers,
  }
}

function formatTransfer(
  transfer: StoredTransfer,
  account: string,
  origin: string,
  prices: PriceLookup,
): HistoryTransfer {
  const asset = transfer.token === null ? NATIVE_ASSET : assetOfIndexed(transfer.token)
  const price = prices(transfer.token?.address ?? null)
  const numeric = formatUnits(transfer.amount, asset.decimals)
  const direction =
    transfer.from === account && transfer.to === account ? 'self' : transfer.from === account ? 'out' : 'in'
  return {
    direction,
    quantity: { numeric },
    ...(price === undefined ? {} : { price, value: fiatValue(numeric, price) }),
    fungible_info: { name: asset.name, symbol: asset.symbol, icon: { url: tokenIconUrl(origin, asset) } },
  }
}
