import { createPrng } from '../explorer/prng.js'
import type { HistoryPosition, StoredTransaction } from '../indexer/history-query.js'
import { type Asset, type Holding, NATIVE_ASSET } from './assets.js'

/**
 * A synthetic account for benchmarks: 50 balances and 1,000 transactions on every chain, generated
 * (one seeded generator, the same on every machine) instead of deployed, so a benchmark of the
 * account views costs no chain set-up and always measures the same data.
 */
export const BENCH_ACCOUNT = '0xbe7C000000000000000000000000000000000b17'
export const BENCH_TOKEN_COUNT = 49
export const BENCH_TRANSACTION_COUNT = 1000

const SEED = 0xbe7c
const DECIMALS = [18, 6, 8] as const
/** The newest bench transaction's time; the others are 10 minutes apart before it. */
const NEWEST_MINED_AT = Date.UTC(2026, 10, 1) / 1000

export function isBenchAccount(address: string): boolean {
  return address.toLowerCase() === BENCH_ACCOUNT.toLowerCase()
}

/** The bench tokens: made-up contracts 0xbe7c…01 to …31, each with a price. */
export function benchAssets(): Asset[] {
  const prng = createPrng(SEED)
  return Array.from({ length: BENCH_TOKEN_COUNT }, (_, index) => {
    const number = String(index + 1).padStart(2, '0')
    return {
      address: `0xbe7c${(index + 1).toString(16).padStart(36, '0')}`,
      name: `Bench Token ${number}`,
      symbol: `BT${number}`,
      decimals: DECIMALS[index % DECIMALS.length]!,
      price: Math.round(prng.next() * 500_000) / 100,
    }
  })
}

/** ETH and the 49 bench tokens, each with a balance above zero. */
export function benchHoldings(): Holding[] {
  const prng = createPrng(SEED + 1)
  const holding = (asset: Asset): Holding => {
    const whole = BigInt(1 + prng.int(100_000))
    const fraction = BigInt(prng.int(1000))
    const unit = 10n ** BigInt(asset.decimals)
    return { asset, balance: whole * unit + (fraction * unit) / 1000n }
  }
  return [holding(NATIVE_ASSET), ...benchAssets().map(holding)]
}

/**
 * 1,000 transactions, newest first, one per block (blocks 1000 down to 1): ETH and bench tokens
 * received and sent in turn, every 25th one failed.
 */
export function benchHistory(): StoredTransaction[] {
  const prng = createPrng(SEED + 2)
  const account = BENCH_ACCOUNT.toLowerCase()
  const tokens = benchAssets()
  let sent = 0
  const oldestFirst = Array.from({ length: BENCH_TRANSACTION_COUNT }, (_, index): StoredTransaction => {
    const blockNumber = index + 1
    const other = `0xc0ffee${blockNumber.toString(16).padStart(34, '0')}`
    const outgoing = index % 2 === 1
    const token = index % 4 >= 2 ? tokens[prng.int(tokens.length)]! : undefined
    const asset = token ?? NATIVE_ASSET
    const amount = BigInt(1 + prng.int(1000)) * 10n ** BigInt(Math.max(0, asset.decimals - 2))
    const [from, to] = outgoing ? [account, other] : [other, account]
    return {
      hash: `0x${'be7c'}${blockNumber.toString(16).padStart(60, '0')}`,
      blockNumber,
      txIndex: 0,
      minedAt: NEWEST_MINED_AT - (BENCH_TRANSACTION_COUNT - blockNumber) * 600,
      from,
      to: token ? token.address! : to,
      nonce: outgoing ? sent++ : index,
      status: blockNumber % 25 === 0 ? 'failed' : 'confirmed',
      transfers: [
        {
          token: token
            ? { address: token.address!, name: token.name, symbol: token.symbol, decimals: token.decimals }
            : null,
          from,
          to,
          amount,
        },
      ],
    }
  })
  return oldestFirst.reverse()
}

/** A page of the bench history, paged exactly like the indexed one. */
export function benchHistoryPage(
  history: readonly StoredTransaction[],
  limit: number,
  before?: HistoryPosition,
): StoredTransaction[] {
  const start = before ? history.findIndex((tx) => isBefore(tx, before)) : 0
  return start === -1 ? [] : history.slice(start, start + limit)
}

function isBefore(tx: StoredTransaction, position: HistoryPosition): boolean {
  return (
    tx.blockNumber < position.blockNumber ||
    (tx.blockNumber === position.blockNumber && tx.txIndex < position.txIndex)
  )
}
