import { address } from 'bitcoinjs-lib'
import type { Database, Queryable } from '../../db/database.js'
import { canonicalAddress } from './bitcoin-address.js'
import { type BlockRow, insertBlocks, lockChain, readTip } from './chain-store.js'
import { type FundingOutput, fundingTransaction } from './funding-transaction.js'
import { BITCOIN_LAB_NETWORK, MAX_MONEY_SATS } from './lab-chain.js'
import { nextBlock } from './next-block.js'
import { insertTransaction } from './transaction-store.js'

/** An amount of sats for an address, from the config or a test's request. */
export interface FundingRequest {
  address: string
  sats: number | bigint
}

/** A funding the ledger cannot make: the address or the amount is wrong. */
export class InvalidFundingError extends Error {
  override name = 'InvalidFundingError'
}

/** The output a funding request pays, or InvalidFundingError saying what is wrong with it. */
export function fundingOutput(request: FundingRequest): FundingOutput {
  const canonical =
    typeof request.address === 'string' ? canonicalAddress(request.address, BITCOIN_LAB_NETWORK) : undefined
  if (canonical === undefined) {
    throw new InvalidFundingError(
      `Invalid address: ${JSON.stringify(request.address)} is not a regtest address`,
    )
  }
  const sats =
    typeof request.sats === 'number' && Number.isSafeInteger(request.sats)
      ? BigInt(request.sats)
      : request.sats
  if (typeof sats !== 'bigint' || sats <= 0n || sats > MAX_MONEY_SATS) {
    throw new InvalidFundingError(
      `Invalid sats: expected a whole number of satoshis from 1 to ${MAX_MONEY_SATS}, got ${String(request.sats)}`,
    )
  }
  return { script: address.toOutputScript(canonical, BITCOIN_LAB_NETWORK), value: sats }
}

export interface Funding {
  txid: string
  /** The funding transaction's outputs are in request order. */
  vout: number
  block: BlockRow
}

/**
 * Pays `request` from nothing in a block of its own, mined at once: confirmed coins, as
 * `generatetoaddress` gives on regtest, without touching the mempool (its transactions stay
 * unconfirmed until a test mines).
 */
export async function fundAddress(db: Database, request: FundingRequest, nowMs: number): Promise<Funding> {
  const output = fundingOutput(request)
  return db.transaction(async (q) => {
    await lockChain(q)
    const tip = await readTip(q)
    if (tip === undefined) throw new Error('The Bitcoin ledger has no genesis block: it was not prepared')
    const { txid, block } = await writeFundingBlock(q, tip, [output], nowMs)
    return { txid, vout: 0, block }
  })
}

/** A block after `prev` with one funding transaction paying `outputs`; the chain must be locked. */
export async function writeFundingBlock(
  q: Queryable,
  prev: BlockRow,
  outputs: readonly FundingOutput[],
  nowMs: number,
): Promise<{ txid: string; block: BlockRow }> {
  const tx = fundingTransaction(prev.height + 1, outputs)
  const txid = tx.getId()
  const block = nextBlock(prev, [txid], nowMs)
  await insertBlocks(q, [block])
  await insertTransaction(q, tx, 0n, block.height)
  return { txid, block }
}
