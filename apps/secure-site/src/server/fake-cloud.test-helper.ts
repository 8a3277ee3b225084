import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

// Test-only: the two cloud endpoints the server calls (GET /auth/v1/session and
// GET /projects/v1/origins), with sessions and origins the test sets. On 127.0.0.1, port 0.

export interface FakeCloud {
  url: string
  /** token → user id; a token not here is 401. */
  sessions: Map<string, string>
  origins: Map<string, string[]>
  /** Every request the cloud got: method, path and query. */
  requests: string[]
  /** The next answers fail with this status. */
  failWith: number | undefined
  close(): Promise<void>
}

export async function startFakeCloud(): Promise<FakeCloud> {
  const cloud: Omit<FakeCloud, 'url' | 'close'> = {
    sessions: new Map(),
    origins: new Map(),
    requests: [],
    failWith: undefined,
  }
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    cloud.requests.push(`${req.method} ${url.pathname}${url.search}`)
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (cloud.failWith !== undefined) return json(cloud.failWith, { message: 'failing' })
    if (url.pathname === '/projects/v1/origins') {
      return json(200, { allowedOrigins: cloud.origins.get(url.searchParams.get('projectId') ?? '') ?? [] })
    }
    if (url.pathname === '/auth/v1/session') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
      const userId = token === undefined ? undefined : cloud.sessions.get(token)
      if (!userId) return json(401, { error: { code: 'UNAUTHORIZED', message: 'Sign in again' } })
      return json(200, {
        user: { id: userId, email: `${userId}@example.com` },
        deviceId: 'device-1',
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      })
    }
    json(404, { message: 'Not found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(cloud, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  })
}
