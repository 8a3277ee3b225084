import type { LiteSVM } from 'litesvm'
import { executeTransaction } from './execute.js'
import type { JournalEntry } from './journal.js'
import type { Ledger } from './ledger.js'
import { parseWireTransaction } from './wire-transaction.js'

/**
 * Runs the recorded transactions again, in order, at the slot and time they first ran, onto a chain
 * fresh from genesis: the accounts, the ledger and LiteSVM's own history end as they were. Their
 * blockhashes have long expired, which is why the chain's SVM checks none (the chain checks them
 * itself when a transaction is sent). An entry that no longer runs the same is reported, not fatal:
 * a LiteSVM upgrade may change compute units, and a lab is better served by a chain that starts.
 */
export function replayJournal(
  svm: LiteSVM,
  entries: readonly JournalEntry[],
  ledger: Ledger,
  warn: (message: string) => void,
): void {
  entries.forEach((entry, index) => {
    let wire: ReturnType<typeof parseWireTransaction>
    try {
      wire = parseWireTransaction(new Uint8Array(Buffer.from(entry.tx, 'base64')))
    } catch {
      warn(`Solana journal entry ${index + 1} is not a transaction; skipped`)
      return
    }
    const execution = executeTransaction(svm, wire, { slot: entry.slot, unixSeconds: entry.blockTime })
    if (!execution.landed) {
      warn(`Solana transaction ${wire.signature} no longer lands on replay; skipped`)
      return
    }
    if ((execution.err === null) !== entry.ok) {
      warn(
        `Solana transaction ${wire.signature} ${entry.ok ? 'failed' : 'succeeded'} on replay, unlike before`,
      )
    }
    ledger.add({ signature: wire.signature, slot: entry.slot, blockTime: entry.blockTime, wire, execution })
  })
}
