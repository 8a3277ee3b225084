import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { type HostCheckOptions, hostCheck } from '../edge/host-check.js'
import { INTERNAL_ERROR_MESSAGE, logInternalError } from '../edge/internal-error.js'
import { requestIdOf } from '../edge/request-id.js'
import { sendJson } from './send.js'
import type { Service } from './service.js'

export interface RunningServer {
  url: string
  port: number
  close(): Promise<void>
  /**
   * Stops taking connections and lets the requests in flight finish (a rolling restart); past
   * `deadlineMs` the ones left are cut. Resolves true when none had to be.
   */
  drain(deadlineMs: number): Promise<boolean>
}

/** 421 Misdirected Request: the Host names a server that is not this one (see edge/host-check.ts). */
export const MISDIRECTED = 'Misdirected Request: this server does not answer to that Host'

/**
 * Starts the HTTP server and resolves once it listens (port 0 → a free port). Every answer carries
 * an `x-request-id`; a request whose Host is not one of the server's names gets 421 before any
 * service sees it; a service that throws gets a 500 that names only the request id.
 */
export function startServer(
  host: string,
  port: number,
  services: readonly Service[],
  options: HostCheckOptions = {},
): Promise<RunningServer> {
  let allowedHost: (header: string | undefined) => boolean = () => false
  const server = createServer(async (req, res) => {
    requestIdOf(res)
    if (!allowedHost(req.headers.host)) return sendJson(res, 421, { error: MISDIRECTED })
    const url = new URL(req.url ?? '/', `http://${host}`)
    try {
      for (const service of services) {
        if (await service.handle(req, res, url)) return
      }
      sendJson(res, 404, { error: `Not found: ${req.method} ${url.pathname}` })
    } catch (error) {
      // A failing service answers this request with 500 instead of taking the whole cloud down;
      // what failed goes to the log, under the id the answer names.
      const requestId = logInternalError(res, `${req.method} ${url.pathname}`, error)
      if (!res.headersSent) sendJson(res, 500, { error: INTERNAL_ERROR_MESSAGE, requestId })
      else res.end()
    }
  })

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    if (!allowedHost(req.headers.host)) {
      socket.end('HTTP/1.1 421 Misdirected Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
      return
    }
    const url = new URL(req.url ?? '/', `http://${host}`)
    try {
      for (const service of services) {
        if (service.upgrade?.(req, socket, head, url)) return
      }
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
    } catch {
      socket.destroy()
    }
  })

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      const bound = (server.address() as AddressInfo).port
      allowedHost = hostCheck(bound, options)
      resolve({
        port: bound,
        url: `http://${host}:${bound}`,
        close: () =>
          new Promise((done) => {
            // Sockets a service holds itself (WebSocket subscriptions) are not the server's to close.
            for (const service of services) service.close?.()
            // Idle keep-alive sockets would otherwise hold the port open after close().
            server.closeAllConnections()
            server.close(() => done())
          }),
        drain: (deadlineMs) =>
          new Promise((done) => {
            for (const service of services) service.close?.()
            // A keep-alive connection goes as soon as its request is answered, not at its timeout.
            const idle = setInterval(() => server.closeIdleConnections(), 25)
            let inTime = true
            const cut = setTimeout(() => {
              inTime = false
              server.closeAllConnections()
            }, deadlineMs)
            server.close(() => {
              clearInterval(idle)
              clearTimeout(cut)
              done(inTime)
            })
          }),
      })
    })
  })
}
