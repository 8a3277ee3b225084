import { type CaipNetworkId, isSameAddress } from '@appkit/common'
import type { SiwxSession } from '@appkit/controllers'
import { SIWX_SESSIONS_MAX, SIWX_STORAGE_KEY } from '../constants.js'
import { InvalidSiwxSessionError } from '../errors/session-errors.js'
import { keyValueBackend, type SiwxKeyValueBackend } from './key-value-backend.js'
import { parseSiwxSession } from './session-schema.js'
import type { SiwxStorage } from './siwx-storage.js'

export type { SiwxKeyValueBackend }

export interface LocalStorageSiwxOptions {
  /** The one key all sessions are kept under; '@appkit/siwx_sessions' by default. */
  key?: string
  /** localStorage by default; in memory where there is none (SSR, Node, sandboxed frames). */
  storage?: SiwxKeyValueBackend
  /** The clock (ms): expired sessions are dropped on every read. */
  now?: () => number
}

/**
 * Sessions in the page's localStorage, under one key, as a JSON list. Every read is parsed:
 * corrupted JSON, entries of the wrong shape, oversized entries and expired sessions are dropped
 * (and the cleaned list written back) without a throw; the valid entries beside them stay. At
 * most SIWX_SESSIONS_MAX are kept, the oldest going first.
 */
export function localStorageSiwx(options: LocalStorageSiwxOptions = {}): SiwxStorage {
  const key = options.key ?? SIWX_STORAGE_KEY
  const now = options.now ?? Date.now
  const backend = keyValueBackend(options.storage)

  const read = (): SiwxSession[] => {
    let text: string | null
    try {
      text = backend().getItem(key)
    } catch {
      // Storage that throws on access (privacy modes) holds nothing we can read.
      return []
    }
    if (text === null) return []
    const list = parseList(text)
    const at = now()
    const sessions = (list ?? []).flatMap((entry) => {
      const session = parseSiwxSession(entry)
      return session !== undefined && isLive(session, at) ? [session] : []
    })
    // Drop what can never be used again, so it is not parsed on every read.
    if (list === undefined || sessions.length !== list.length) write(sessions)
    return sessions
  }

  const write = (sessions: SiwxSession[]) => {
    try {
      if (sessions.length === 0) backend().removeItem(key)
      else backend().setItem(key, JSON.stringify(sessions.slice(-SIWX_SESSIONS_MAX)))
    } catch {
      // Quota exceeded or storage disabled: the session holds for this page only, as in SSR.
    }
  }

  return {
    async add(session) {
      const parsed = parseOrThrow(session)
      const others = read().filter(
        (kept) => !(kept.message === parsed.message && kept.signature === parsed.signature),
      )
      write([...others, parsed])
    },
    async get(chainId, address) {
      return read().filter((session) => isSessionOf(session, chainId, address))
    },
    async set(sessions) {
      write(sessions.map(parseOrThrow))
    },
    async delete(chainId, address) {
      write(read().filter((session) => !isSessionOf(session, chainId, address)))
    },
  }
}

function parseList(text: string): unknown[] | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value : undefined
  } catch {
    return undefined
  }
}

function parseOrThrow(session: SiwxSession): SiwxSession {
  const parsed = parseSiwxSession(session)
  if (parsed === undefined)
    throw new InvalidSiwxSessionError({ details: 'not a session this storage can keep' })
  return parsed
}

function isLive(session: SiwxSession, now: number): boolean {
  const { expirationTime } = session.data
  // An unreadable Expiration Time (NaN) counts as expired: there is no telling when it ends.
  return expirationTime === undefined || now < Date.parse(expirationTime)
}

function isSessionOf(session: SiwxSession, chainId: CaipNetworkId, address: string): boolean {
  // EVM addresses compare case-insensitively (spec §5), base58 and bech32 exactly.
  return session.data.chainId === chainId && isSameAddress(session.data.accountAddress, address)
}
