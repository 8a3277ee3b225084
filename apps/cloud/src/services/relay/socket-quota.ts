import type { RelayLimits } from './limits.js'

/**
 * Who may open another socket. Past a quota the newcomer is refused and nobody already connected
 * is touched: closing the oldest socket instead would let any page push everyone off the relay.
 * A socket counts from its upgrade request until its TCP connection closes.
 */
export type SocketQuotaLimits = Pick<
  RelayLimits,
  'maxSockets' | 'maxSocketsPerClient' | 'maxSocketsPerOrigin'
>

export type Admission =
  | { ok: true /** Gives the socket's place back; safe to call more than once. */; release(): void }
  | { ok: false; status: 429 | 503; reason: string }

export interface SocketQuota {
  /** `origin` is the request's Origin header: undefined for clients that are not web pages. */
  admit(clientId: string, origin: string | undefined): Admission
  count(): number
}

export function createSocketQuota(limits: SocketQuotaLimits): SocketQuota {
  const byClient = new Map<string, number>()
  const byOrigin = new Map<string, number>()
  let total = 0

  return {
    admit(clientId, origin) {
      if (total >= limits.maxSockets) {
        return { ok: false, status: 503, reason: `The relay is full (${limits.maxSockets} sockets).` }
      }
      if ((byClient.get(clientId) ?? 0) >= limits.maxSocketsPerClient) {
        return {
          ok: false,
          status: 429,
          reason: `Too many sockets for this client: at most ${limits.maxSocketsPerClient} per did:key.`,
        }
      }
      // A page can mint endless keys but not endless origins. A client that is no web page sends
      // no Origin, and could send any: the per-client and global caps are what hold it.
      if (origin !== undefined && (byOrigin.get(origin) ?? 0) >= limits.maxSocketsPerOrigin) {
        return {
          ok: false,
          status: 429,
          reason: `Too many sockets from this origin: at most ${limits.maxSocketsPerOrigin}.`,
        }
      }
      total++
      increment(byClient, clientId, 1)
      if (origin !== undefined) increment(byOrigin, origin, 1)
      let released = false
      return {
        ok: true,
        release() {
          if (released) return
          released = true
          total--
          increment(byClient, clientId, -1)
          if (origin !== undefined) increment(byOrigin, origin, -1)
        },
      }
    },
    count: () => total,
  }
}

function increment(counts: Map<string, number>, key: string, by: number): void {
  const next = (counts.get(key) ?? 0) + by
  if (next === 0) counts.delete(key)
  else counts.set(key, next)
}
