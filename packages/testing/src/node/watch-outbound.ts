import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import type { Socket } from 'node:net'

export interface OutboundWatch {
  /** Every host a socket of this process looked up or connected to. */
  hosts: string[]
  /** Every URL given to fetch for a host other than 127.0.0.1; each was refused. */
  blocked: string[]
  stop(): void
}

/**
 * Watches this process for traffic leaving the machine: fetch to any host but 127.0.0.1 is refused
 * and recorded, and every socket's host is recorded. `stop()` puts fetch back.
 */
export function watchOutbound(): OutboundWatch {
  const hosts: string[] = []
  const blocked: string[] = []
  const realFetch = globalThis.fetch
  globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.hostname === '127.0.0.1') return realFetch(input, init)
    blocked.push(url.href)
    return Promise.reject(new Error(`Outbound request blocked by the test: ${url.href}`))
  }
  const onSocket = (message: unknown) => {
    const { socket } = message as { socket: Socket }
    socket.once('lookup', (_error, _address, _family, host: string) => hosts.push(host))
    socket.once('connect', () => hosts.push(socket.remoteAddress ?? 'unknown'))
  }
  subscribe('net.client.socket', onSocket)
  return {
    hosts,
    blocked,
    stop() {
      unsubscribe('net.client.socket', onSocket)
      globalThis.fetch = realFetch
    },
  }
}
