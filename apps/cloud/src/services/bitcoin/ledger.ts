import type { Database } from '../../db/database.js'
import { acceptTransaction } from './accept-transaction.js'
import type { BlockRow } from './chain-store.js'
import { type Funding, type FundingRequest, fundAddress } from './funding.js'
import { mineBlocks } from './mine.js'
import { prepareLedger } from './prepare-ledger.js'

/**
 * The Bitcoin test chain: a regtest-style ledger in the cloud's database (every row there, none in
 * this object, so instances on one PostgreSQL share one chain). Not a node: no peers, no proof of
 * work, no reorganisations, and only P2WPKH, P2SH-P2WPKH and P2TR key-path spends are checked.
 */
export interface BitcoinLedger {
  readonly db: Database
  readonly now: () => number
  /** Checks a raw transaction and adds it to the mempool: its txid, or TransactionRejectedError. */
  broadcast(hex: string): Promise<string>
  /** Mines `count` blocks, the first confirming the mempool: the new blocks, oldest first. */
  mine(count: number): Promise<BlockRow[]>
  /** Pays an address from nothing, in a block of its own. */
  fund(request: FundingRequest): Promise<Funding>
}

export interface BitcoinLedgerOptions {
  db: Database
  /** Paid in block 1 of an empty ledger, in order. */
  fund?: readonly FundingRequest[]
  /** Block times; tests pass a clock. Date.now by default. */
  now?: () => number
}

/** Prepares the ledger (genesis and the start funding, once) and resolves with it. */
export async function startBitcoinLedger(options: BitcoinLedgerOptions): Promise<BitcoinLedger> {
  const { db } = options
  const now = options.now ?? Date.now
  await prepareLedger(db, options.fund ?? [], now())
  return {
    db,
    now,
    broadcast: (hex) => acceptTransaction(db, hex),
    mine: (count) => mineBlocks(db, count, now()),
    fund: (request) => fundAddress(db, request, now()),
  }
}
