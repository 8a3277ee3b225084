import { closeSync, existsSync, mkdirSync, openSync, readFileSync, truncateSync, writeSync } from 'node:fs'
import { dirname } from 'node:path'

/** One landed transaction as recorded: enough to run it again, at the same slot and time. */
export interface JournalEntry {
  slot: number
  blockTime: number
  /** The wire transaction, base64. */
  tx: string
  /** Whether it succeeded: a replay that disagrees is reported, not hidden. */
  ok: boolean
}

interface JournalHeader {
  kind: 'appkit-lab-svm'
  version: 1
  chainId: string
  /** When slot 0 began, in ms since the epoch: slots keep counting from it across restarts. */
  genesisMs: number
}

export interface Journal {
  genesisMs: number
  /** What was recorded before this start, oldest first. */
  entries: JournalEntry[]
  /** Appends one entry; written before the call returns, so a crash right after keeps it. */
  append(entry: JournalEntry): void
  close(): void
}

/** The journal cannot be read: a file from something else, or damaged in its middle. */
export class JournalError extends Error {
  override name = 'JournalError'
}

/**
 * The chain's state on disk: a header, then every transaction that landed, one JSON line each, in
 * the order they ran. The chain is rebuilt at start from its genesis plus these, so a journal stays
 * readable across LiteSVM versions (a snapshot of its memory would not) and a crash loses at most a
 * line being written. A last line cut off by a crash is dropped.
 */
export function openJournal(path: string, chainId: string, now: () => number = Date.now): Journal {
  const { header, entries } = existsSync(path) ? readJournal(path, chainId) : { entries: [] }
  mkdirSync(dirname(path), { recursive: true })
  const fd = openSync(path, 'a')
  let genesisMs = header?.genesisMs
  if (genesisMs === undefined) {
    genesisMs = now()
    const fresh: JournalHeader = { kind: 'appkit-lab-svm', version: 1, chainId, genesisMs }
    writeSync(fd, `${JSON.stringify(fresh)}\n`)
  }
  let closed = false
  return {
    genesisMs,
    entries,
    append(entry) {
      if (closed) throw new JournalError('The Solana journal is closed')
      writeSync(fd, `${JSON.stringify(entry)}\n`)
    },
    close() {
      if (closed) return
      closed = true
      closeSync(fd)
    },
  }
}

function readJournal(path: string, chainId: string): { header?: JournalHeader; entries: JournalEntry[] } {
  const text = readFileSync(path, 'utf8')
  const lines = text.split('\n')
  // Only the last line can be cut off (by a crash mid-write): it has no newline after it, and goes.
  const torn = lines.at(-1) ?? ''
  if (torn !== '') truncateSync(path, Buffer.byteLength(text) - Buffer.byteLength(torn))
  const complete = lines.slice(0, -1)
  if (complete.length === 0) return { entries: [] }
  const header = parseLine(complete[0]!, path, 1) as Partial<JournalHeader>
  if (header.kind !== 'appkit-lab-svm' || header.version !== 1 || typeof header.genesisMs !== 'number') {
    throw new JournalError(`${path} is not a Solana journal of the cloud`)
  }
  if (header.chainId !== chainId) {
    throw new JournalError(`${path} records chain ${String(header.chainId)}, not ${chainId}`)
  }
  const entries = complete.slice(1).map((line, index) => {
    const entry = parseLine(line, path, index + 2) as Partial<JournalEntry>
    if (
      typeof entry.slot !== 'number' ||
      typeof entry.blockTime !== 'number' ||
      typeof entry.tx !== 'string' ||
      typeof entry.ok !== 'boolean'
    ) {
      throw new JournalError(`${path}, line ${index + 2}: not a transaction entry`)
    }
    return entry as JournalEntry
  })
  return { header: header as JournalHeader, entries }
}

function parseLine(line: string, path: string, number: number): unknown {
  try {
    return JSON.parse(line)
  } catch {
    throw new JournalError(`${path}, line ${number}: not JSON; move the file away to start the chain afresh`)
  }
}
