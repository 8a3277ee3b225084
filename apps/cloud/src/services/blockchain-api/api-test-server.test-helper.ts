import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Database } from '../../db/database.js'
import { benchFixtures } from '../../fixtures/bench-account.js'
import { startServer } from '../../http/server.js'
import type { Service } from '../../http/service.js'
import type { ApiBackend } from './api-context.js'

export const IDENTITY = 'projectId=test&st=appkit&sv=1.0.0'

/** A database that must not be touched: the endpoints under test answer without it. */
export const NO_DATABASE: Database = {
  engine: 'pglite',
  query: () => Promise.reject(new Error('the database was used')),
  exec: () => Promise.reject(new Error('the database was used')),
  transaction: () => Promise.reject(new Error('the database was used')),
  close: () => Promise.resolve(),
}

export function fakeBackend(fields: Partial<ApiBackend> = {}): ApiBackend {
  return {
    db: NO_DATABASE,
    chains: [
      { chainId: 31337, rpcUrl: 'http://127.0.0.1:1' },
      { chainId: 31338, rpcUrl: 'http://127.0.0.1:1' },
    ],
    tokens: [],
    solana: [],
    bitcoin: [],
    // The bench account, as the bench passes it: tests read a rich account with no chain.
    fixtures: benchFixtures(),
    ...fields,
  }
}

/** Serves `services` on a free port for one test file; `close()` in afterAll. */
export async function serve(services: Service[]) {
  return startServer('127.0.0.1', 0, services)
}

/** A stand-in JSON-RPC node: `answer` gets each parsed body and returns what to send back. */
export async function fakeNode(
  answer: (body: unknown, raw: string) => unknown,
): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    let raw = ''
    for await (const chunk of req) raw += chunk
    const reply = answer(JSON.parse(raw), raw)
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(typeof reply === 'string' ? reply : JSON.stringify(reply))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}
