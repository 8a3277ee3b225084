import type { HistoryPosition, StoredTransaction } from '../indexer/history-query.js'
import type { Asset, Holding } from './assets.js'

/**
 * Made-up accounts the API answers for without a chain or a database: a benchmark passes its own
 * (fixtures/bench-account.ts) through `ApiBackend.fixtures`; the cloud's start never has any.
 */
export interface AccountFixtures {
  /** Whether `address` (any case) is one of the fixtures' accounts. */
  owns(address: string): boolean
  /** Its balances, the same on every served EVM chain. */
  holdings(): Holding[]
  /** A page of its history, newest first, strictly before `before`: paged as the indexed one is. */
  historyPage(limit: number, before?: HistoryPosition): StoredTransaction[]
  /** The priced assets it holds beyond the chains' own, so its prices and history's values are known. */
  assets(): readonly Asset[]
}
