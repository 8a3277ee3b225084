import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the fixture server answers on one path. */
export interface FixtureReply {
  status?: number
  /** Objects are sent as JSON; strings as they are (to send broken JSON). */
  body?: unknown
  contentType?: string
  /** Holds the answer back, to test aborts; the wait ends early if the client goes away. */
  delayMs?: number
  /** Never answers, until the client gives up (a timeout or an abort). */
  hang?: boolean
}

/** One request as the server saw it, body included. */
export interface FixtureRequest {
  method: string
  url: URL
  headers: IncomingHttpHeaders
  body: string
}

/** Computes the reply from the request, e.g. a JSON-RPC answer for each id of a batch. */
export type FixtureHandler = (request: FixtureRequest) => FixtureReply

export interface FixtureServer {
  url: string
  /** Every request seen, in order, as full URLs. */
  requests: URL[]
  /** Every request seen, in order, once its body has arrived. */
  received: FixtureRequest[]
  reply(path: string, reply: FixtureReply | FixtureHandler): void
  close(): Promise<void>
}

/**
 * A tiny HTTP server on 127.0.0.1 and a free port that answers fixed fixtures, so the client's unit
 * tests go through real `fetch` and real sockets without depending on the cloud app (packages never
 * import apps; the end-to-end test against the real explorer lives in apps/cloud).
 */
export function startFixtureServer(): Promise<FixtureServer> {
  const replies = new Map<string, FixtureReply | FixtureHandler>()
  const requests: URL[] = []
  const received: FixtureRequest[] = []
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    requests.push(url)
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const request = {
        method: req.method ?? 'GET',
        url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      received.push(request)
      const fixture = replies.get(url.pathname) ?? { status: 404, body: { message: 'No fixture' } }
      const reply = typeof fixture === 'function' ? fixture(request) : fixture
      if (reply.hang) return
      if (reply.delayMs === undefined) return send(res, reply)
      const timer = setTimeout(() => send(res, reply), reply.delayMs)
      res.once('close', () => clearTimeout(timer))
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
        received,
        reply: (path, reply) => replies.set(path, reply),
        close: () =>
          new Promise((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}

function send(res: ServerResponse, reply: FixtureReply): void {
  if (res.destroyed) return
  const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? null)
  res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? 'application/json' })
  res.end(text)
}
