import { rateLimitedError } from '../auth-error.js'

/**
 * The long polls (POST /device/wait) this instance holds. Each holds a socket and reads the database
 * every `devicePollMs` for up to two minutes, so a page that opens them in a loop would exhaust both;
 * past the caps a new one is refused (RATE_LIMITED) until one ends. Per instance, on purpose: what a
 * wait costs is this instance's sockets and polls, not shared state.
 */
export interface WaitSlots {
  /** Takes a slot for a wait from `ip`, or throws RATE_LIMITED; call the result when the wait ends. */
  take(ip: string): () => void
}

export function createWaitSlots(caps: { perIp: number; total: number }, retryAfterMs: number): WaitSlots {
  const byIp = new Map<string, number>()
  let total = 0
  return {
    take(ip) {
      const held = byIp.get(ip) ?? 0
      if (held >= caps.perIp || total >= caps.total) throw rateLimitedError(retryAfterMs)
      byIp.set(ip, held + 1)
      total++
      let released = false
      return () => {
        if (released) return
        released = true
        total--
        const left = (byIp.get(ip) ?? 1) - 1
        if (left === 0) byIp.delete(ip)
        else byIp.set(ip, left)
      }
    },
  }
}
