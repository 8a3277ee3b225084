import { SOLANA_TEST_ACCOUNTS } from '@appkit/testing'
import { address, generateKeyPairSigner } from '@solana/kit'
import { LiteSVM } from 'litesvm'
import { beforeEach, describe, expect, it } from 'vitest'
import { faucetSigner } from './faucet.js'
import { writeGenesis } from './genesis.js'
import type { JournalEntry } from './journal.js'
import { createLedger } from './ledger.js'
import { replayJournal } from './replay.js'
import { labSigner, signedTransfer, toBase64 } from './svm.test-helper.js'
import { readAccount } from './svm-accounts.js'

const [, bob] = SOLANA_TEST_ACCOUNTS
const BLOCKHASH = '4QjEBrJnATvydaCoPb7j4cneA5vSJNFsAYHQwRAjAjmQ'

async function freshSvm(): Promise<LiteSVM> {
  const svm = new LiteSVM().withBlockhashCheck(false)
  await writeGenesis(svm, (await faucetSigner()).address)
  return svm
}

const entry = async (lamports: bigint, slot: number, ok = true): Promise<JournalEntry> => ({
  slot,
  blockTime: 1_700_000_000 + slot,
  tx: toBase64(await signedTransfer(await labSigner(0), address(bob.address), lamports, BLOCKHASH)),
  ok,
})

let warnings: string[]
beforeEach(() => {
  warnings = []
})

describe('replayJournal', () => {
  it('runs the entries again at their slots, onto the ledger, however old their blockhash', async () => {
    const svm = await freshSvm()
    const ledger = createLedger()
    const entries = [await entry(1000n, 3), await entry(2000n, 9)]
    replayJournal(svm, entries, ledger, (message) => warnings.push(message))
    expect(readAccount(svm, bob.address)?.lamports).toBe(100_000_003_000n)
    expect(ledger.size()).toBe(2)
    expect(warnings).toEqual([])
  })

  it('reports entries that no longer run the same, and goes on', async () => {
    const svm = await freshSvm()
    const ledger = createLedger()
    const stranger = await generateKeyPairSigner()
    const neverLands: JournalEntry = {
      slot: 1,
      blockTime: 1,
      tx: toBase64(await signedTransfer(stranger, address(bob.address), 1n, BLOCKHASH)),
      ok: true,
    }
    const entries = [
      { slot: 0, blockTime: 0, tx: 'AAAA', ok: true },
      neverLands,
      await entry(5n, 2, false),
      await entry(7n, 3),
    ]
    replayJournal(svm, entries, ledger, (message) => warnings.push(message))
    expect(warnings).toHaveLength(3)
    expect(warnings[0]).toMatch(/entry 1 is not a transaction/)
    expect(warnings[1]).toMatch(/no longer lands/)
    expect(warnings[2]).toMatch(/succeeded on replay, unlike before/)
    expect(ledger.size()).toBe(2)
  })
})
