import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { JournalError, openJournal } from './journal.js'

const CHAIN = 'solana:LabSvm11111111111111111111111111'
let dir: string
let path: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'appkit-journal-'))
  path = join(dir, 'chains', 'solana.jsonl')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const entry = (slot: number) => ({
  slot,
  blockTime: 1_700_000_000 + slot,
  tx: `tx${slot}`,
  ok: slot % 2 === 0,
})

describe('openJournal', () => {
  it('starts a new journal with its genesis time, and reads back what was appended', () => {
    const first = openJournal(path, CHAIN, () => 1234)
    expect(first).toMatchObject({ genesisMs: 1234, entries: [] })
    first.append(entry(1))
    first.append(entry(2))
    first.close()

    const second = openJournal(path, CHAIN, () => 9999)
    expect(second.genesisMs).toBe(1234)
    expect(second.entries).toEqual([entry(1), entry(2)])
    second.append(entry(3))
    second.close()
    expect(openJournal(path, CHAIN).entries).toHaveLength(3)
  })

  it('drops a last line cut off by a crash, and goes on after it', () => {
    const journal = openJournal(path, CHAIN, () => 1)
    journal.append(entry(1))
    journal.close()
    appendFileSync(path, '{"slot":2,"blockTi')
    const reopened = openJournal(path, CHAIN)
    expect(reopened.entries).toEqual([entry(1)])
    reopened.append(entry(3))
    reopened.close()
    expect(openJournal(path, CHAIN).entries).toEqual([entry(1), entry(3)])
  })

  it('starts afresh over a header cut off by a crash', () => {
    openJournal(path, CHAIN, () => 1).close()
    writeFileSync(path, '{"kind":"appkit-lab')
    const journal = openJournal(path, CHAIN, () => 77)
    expect(journal.genesisMs).toBe(77)
    journal.close()
    expect(readFileSync(path, 'utf8').split('\n')).toHaveLength(2)
  })

  it('refuses a damaged line, another chain and another file', () => {
    openJournal(path, CHAIN, () => 1).close()
    appendFileSync(path, 'garbage\n{"slot":1}\n')
    expect(() => openJournal(path, CHAIN)).toThrow(JournalError)
    expect(() => openJournal(path, 'solana:Other')).toThrow(/records chain/)
    writeFileSync(path, '{"hello":1}\n')
    expect(() => openJournal(path, CHAIN)).toThrow(/not a Solana journal/)
  })

  it('refuses appends once closed', () => {
    const journal = openJournal(path, CHAIN)
    journal.close()
    expect(() => journal.append(entry(1))).toThrow(JournalError)
  })
})
