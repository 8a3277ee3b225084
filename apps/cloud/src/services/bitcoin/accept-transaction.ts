import { type Database, DatabaseError, type Queryable } from '../../db/database.js'
import { checkSpend } from './check-spend.js'
import { lockOutputs, markSpent, readConfirmed } from './output-store.js'
import { inputOutpoints, type Outpoint, outpointText, parseTransaction } from './parse-transaction.js'
import { insertTransaction, readTransaction } from './transaction-store.js'
import { alreadyInChain, mempoolConflict, missingOrSpent } from './tx-rejection.js'

const UNIQUE_VIOLATION = '23505'

/**
 * Broadcast: checks a raw transaction and puts it in the mempool, or throws
 * TransactionRejectedError. Resolves to its txid.
 *
 * Every input must spend an existing output that nothing has spent yet, confirmed or not: chains of
 * unconfirmed transactions are allowed (a wallet can send again before a block, as on Bitcoin
 * Core), and there is no replace-by-fee, so a second spender of an output is refused. The output
 * rows are locked while the transaction is checked and written, in one database transaction: of two
 * spenders at once, on any number of instances, exactly one gets in. The same transaction sent
 * again while unconfirmed answers its txid (as Bitcoin Core does); once confirmed it is refused.
 */
export async function acceptTransaction(db: Database, hex: string): Promise<string> {
  const tx = parseTransaction(hex)
  const txid = tx.getId()
  const outpoints = inputOutpoints(tx)
  try {
    return await db.transaction(async (q) => {
      const known = await readTransaction(q, txid)
      if (known) {
        if (known.block !== null) throw alreadyInChain()
        return txid
      }
      const outputs = new Map(
        (await lockOutputs(q, outpoints)).map((output) => [outpointText(output), output]),
      )
      const missing = outpoints.filter((outpoint) => !outputs.has(outpointText(outpoint)))
      if (missing.length > 0) throw missingOrSpent(missing.map(outpointText))

      const spent = outpoints.map((outpoint) => outputs.get(outpointText(outpoint))!)
      const spenders = [...new Set(spent.flatMap((output) => (output.spentBy ? [output.spentBy] : [])))]
      // The same transaction, written by another request while this one waited for the locks.
      if (spenders.length === 1 && spenders[0] === txid) return txid
      if (spenders.length > 0) await refuseSpent(q, outpoints, spent)

      const fee = checkSpend(tx, spent)
      await insertTransaction(q, tx, fee, null)
      await markSpent(q, txid, outpoints)
      return txid
    })
  } catch (error) {
    // A twin that got in between our read and our insert: the broadcast did what was asked.
    if (error instanceof DatabaseError && error.code === UNIQUE_VIOLATION) {
      if ((await readTransaction(db, txid))?.block === null) return txid
    }
    throw error
  }
}

/** Spent by a block: gone for good (-25). Spent in the mempool: a conflict (-26), as a node says. */
async function refuseSpent(
  q: Queryable,
  outpoints: readonly Outpoint[],
  spent: readonly { spentBy: string | null }[],
): Promise<never> {
  const confirmed = await readConfirmed(
    q,
    spent.flatMap((output) => (output.spentBy ? [output.spentBy] : [])),
  )
  const gone = outpoints.filter((_, index) => {
    const spender = spent[index]!.spentBy
    return spender !== null && confirmed.has(spender)
  })
  if (gone.length > 0) throw missingOrSpent(gone.map(outpointText))
  const index = spent.findIndex((output) => output.spentBy !== null)
  throw mempoolConflict(outpointText(outpoints[index]!), spent[index]!.spentBy!)
}
