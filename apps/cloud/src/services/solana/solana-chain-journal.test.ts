import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SOLANA_TEST_ACCOUNTS } from '@appkit/testing'
import { address } from '@solana/kit'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { JsonRpcError } from '../../http/json-rpc-error.js'

import { type SolanaChain, startSolanaChain } from './solana-chain.js'
import { callMethod, labSigner, refusal, signedTransfer, toBase64 } from './svm.test-helper.js'
import { parseWireTransaction } from './wire-transaction.js'

const disk = vi.hoisted(() => ({ full: false }))

// The real journal, whose append fails while `disk.full`: a disk that filled up mid-run.
vi.mock('./journal.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./journal.js')>()
  return {
    ...actual,
    openJournal(...args: Parameters<typeof actual.openJournal>) {
      const journal = actual.openJournal(...args)
      return {
        ...journal,
        append(entry: Parameters<typeof journal.append>[0]) {
          if (disk.full) throw new Error('ENOSPC: no space left on device, write')
          journal.append(entry)
        },
      }
    },
  }
})

const [, bob] = SOLANA_TEST_ACCOUNTS
let dir: string
let chain: SolanaChain
let fatal: string[]

beforeEach(async () => {
  disk.full = false
  fatal = []
  dir = mkdtempSync(join(tmpdir(), 'appkit-svm-journal-'))
  chain = await startSolanaChain({
    journalPath: join(dir, 'solana.jsonl'),
    onFatal: (message) => fatal.push(message),
  })
})
afterEach(() => {
  chain.close()
  rmSync(dir, { recursive: true, force: true })
})

const transfer = async (lamports: bigint) =>
  signedTransfer(await labSigner(0), address(bob.address), lamports, chain.latestBlockhash().blockhash)

describe('a Solana chain whose journal fails', () => {
  it('stops taking transactions, says why, and logs it once', async () => {
    expect(chain.send(parseWireTransaction(await transfer(1n)))).toMatchObject({ landed: true })
    disk.full = true
    const unjournaled = parseWireTransaction(await transfer(2n))
    expect(() => chain.send(unjournaled)).toThrow(JsonRpcError)
    expect(fatal).toHaveLength(1)
    expect(fatal[0]).toMatch(/^FATAL: .*journal could not be written \(ENOSPC/)

    // The disk has room again: still stopped, as memory holds a transaction the journal does not.
    disk.full = false
    const refused = await refusal(chain, 'sendTransaction', [
      toBase64(await transfer(3n)),
      { encoding: 'base64' },
    ])
    expect(refused).toEqual({ code: -32603, message: expect.stringMatching(/stopped taking transactions/) })
    expect((await refusal(chain, 'requestAirdrop', [bob.address, 1])).code).toBe(-32603)
    expect(fatal).toHaveLength(1)
    // Reads go on.
    expect(await callMethod(chain, 'getTransactionCount')).toBe(2)
  })
})
