import type { Database } from '../../db/database.js'
import { insertBlocks, lockChain, readTip } from './chain-store.js'
import { type FundingRequest, fundingOutput, writeFundingBlock } from './funding.js'
import { REGTEST_GENESIS } from './lab-chain.js'

/**
 * Gives an empty ledger its first two blocks: regtest's genesis (height 0) and block 1, whose one
 * funding transaction pays `fund` in order. A ledger that has blocks is left as it is, so a restart
 * on the same database funds nothing again (a list changed since then needs a fresh data directory,
 * or the test route). A bad entry throws InvalidFundingError before anything is written.
 */
export async function prepareLedger(
  db: Database,
  fund: readonly FundingRequest[],
  nowMs: number,
): Promise<void> {
  const outputs = fund.map(fundingOutput)
  await db.transaction(async (q) => {
    await lockChain(q)
    if ((await readTip(q)) !== undefined) return
    const genesis = { height: 0, hash: REGTEST_GENESIS.hash, time: REGTEST_GENESIS.time }
    await insertBlocks(q, [genesis])
    await writeFundingBlock(q, genesis, outputs, nowMs)
  })
}
