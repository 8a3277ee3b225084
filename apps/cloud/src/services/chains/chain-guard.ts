import { createServer, type IncomingMessage, request } from 'node:http'
import { type AddressInfo, connect } from 'node:net'
import type { Duplex } from 'node:stream'
import { type HostCheckOptions, hostCheck } from '../../edge/host-check.js'
import { type OriginCheckOptions, originCheck } from '../../edge/origin-check.js'
import { answerPreflight, type CorsPolicy } from '../../http/preflight.js'

export interface ChainGuardOptions extends HostCheckOptions, OriginCheckOptions {
  host: string
  /** The chain's public port; 0 lets the OS pick one (tests). */
  port: number
  /** The node behind it (anvil, started with --no-cors on a port of its own). */
  target: { host: string; port: number }
}

export interface ChainGuard {
  /** e.g. http://127.0.0.1:8545: the chain's JSON-RPC URL, as wallets, dapps and the cloud use it. */
  url: string
  port: number
  close(): Promise<void>
}

/** The node's methods; the answer names the trusted page's own origin (below), never `*`. */
const CORS: CorsPolicy = { methods: 'POST, GET, OPTIONS', unnamedHeaders: 'content-type' }

/**
 * The chain's public port, in front of its anvil. anvil answers any Host and, by default, any page
 * (`access-control-allow-origin: *`), and it keeps the dev methods (unlocked accounts, anvil_*)
 * that the lab and tests use on this port. So the port answers only its own names (421 otherwise,
 * against DNS rebinding) and only trusted pages (403 for another Origin; CORS names the page's own
 * origin, never `*`); Node clients send no Origin. Bodies and WebSockets pass through untouched.
 */
export function startChainGuard(options: ChainGuardOptions): Promise<ChainGuard> {
  let allowedHost: (header: string | undefined) => boolean = () => false
  const trustedOrigin = originCheck(options)
  // Upgraded sockets leave the server's books: close() ends them itself.
  const tunnels = new Set<Duplex>()

  const server = createServer((req, res) => {
    const origin = req.headers.origin
    const refusal = refusalOf(req, allowedHost, trustedOrigin)
    if (refusal) {
      res.writeHead(refusal.status, { 'content-type': 'text/plain' })
      res.end(`${refusal.text}\n`)
      return
    }
    const cors: Record<string, string> =
      origin === undefined ? {} : { 'access-control-allow-origin': origin, vary: 'Origin' }
    if (answerPreflight(req, res, { ...CORS, origin: () => ({ allowed: true, headers: cors }) })) return
    const upstream = request(
      {
        host: options.target.host,
        port: options.target.port,
        method: req.method,
        path: req.url,
        headers: { ...withoutOrigin(req.headers), host: `${options.target.host}:${options.target.port}` },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...cors })
        answer.pipe(res)
      },
    )
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain', ...cors })
      res.end('The chain did not answer\n')
    })
    req.pipe(upstream)
  })

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    const refusal = refusalOf(req, allowedHost, trustedOrigin)
    if (refusal) {
      socket.end(
        `HTTP/1.1 ${refusal.status} ${refusal.text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      )
      return
    }
    // The handshake goes on to anvil as it came (its Host made anvil's own), then bytes both ways.
    const node = connect(options.target.port, options.target.host, () => {
      const headers = { ...withoutOrigin(req.headers), host: `${options.target.host}:${options.target.port}` }
      const lines = Object.entries(headers).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((one) => `${name}: ${one}`),
      )
      node.write(`${req.method} ${req.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`)
      node.write(head)
      socket.pipe(node).pipe(socket)
    })
    tunnels.add(socket)
    node.on('error', () => socket.destroy())
    socket.on('close', () => {
      tunnels.delete(socket)
      node.destroy()
    })
  })

  // No idle timeout on kept-alive sockets, as anvil has none: the cloud's own clients share this
  // process's event loop, and after a long synchronous stretch (PGlite's start, solc) Node's
  // 5 s timeout and fetch's reuse of the pooled socket come due together, and the reuse loses
  // (ECONNRESET). The client side still drops its idle sockets after its own 4 s.
  server.keepAliveTimeout = 0
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      const port = (server.address() as AddressInfo).port
      allowedHost = hostCheck(port, options)
      resolve({
        url: `http://${options.host}:${port}`,
        port,
        close: () =>
          new Promise((done) => {
            for (const tunnel of tunnels) tunnel.destroy()
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}

function refusalOf(
  req: IncomingMessage,
  allowedHost: (header: string | undefined) => boolean,
  trustedOrigin: (origin: string | undefined) => boolean,
): { status: number; text: string } | undefined {
  if (!allowedHost(req.headers.host)) return { status: 421, text: 'Misdirected Request' }
  if (!trustedOrigin(req.headers.origin)) return { status: 403, text: 'Forbidden' }
  return undefined
}

/** anvil would answer a page's Origin with its own CORS header; the guard writes that one itself. */
function withoutOrigin(headers: IncomingMessage['headers']): IncomingMessage['headers'] {
  const { origin: _origin, ...rest } = headers
  return rest
}
