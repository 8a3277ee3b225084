import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the fixture server answers on one path. */
export interface FixtureReply {
  status?: number
  /** Objects are sent as JSON; strings as they are (to send broken JSON). */
  body: unknown
  contentType?: string
  /** Holds the answer back, to test aborts; the wait ends early if the client goes away. */
  delayMs?: number
}

export interface FixtureServer {
  url: string
  /** Every request seen, in order, as full URLs. */
  requests: URL[]
  reply(path: string, reply: FixtureReply): void
  close(): Promise<void>
}

/**
 * A tiny HTTP server on 127.0.0.1 and a free port that answers fixed fixtures, so the client's unit
 * tests go through real `fetch` and real sockets without depending on the cloud app (packages never
 * import apps; the end-to-end test against the real explorer lives in apps/cloud).
 */
export function startFixtureServer(): Promise<FixtureServer> {
  const replies = new Map<string, FixtureReply>()
  const requests: URL[] = []
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    requests.push(url)
    const reply = replies.get(url.pathname) ?? { status: 404, body: { message: 'No fixture' } }
    if (reply.delayMs === undefined) return send(res, reply)
    const timer = setTimeout(() => send(res, reply), reply.delayMs)
    res.once('close', () => clearTimeout(timer))
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
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
  const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body)
  res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? 'application/json' })
  res.end(text)
}
