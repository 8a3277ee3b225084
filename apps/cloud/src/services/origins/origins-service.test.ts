import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database, Queryable, SqlValue } from '../../db/database.js'
import { type RunningServer, startServer } from '../../http/server.js'
import { createFaultQueue } from '../blockchain-api/fault-queue.js'
import { faultService } from '../blockchain-api/fault-service.js'
import { originsService } from './origins-service.js'

let server: RunningServer
let broken: RunningServer
const queue = createFaultQueue()
const DEFAULTS = ['http://127.0.0.1:4173', 'http://127.0.0.1:5173']

// The SQL is origins-store's (tested on both engines); here, the service around it. This stand-in
// records the seeded default list and answers it, or a project's own list for 'shop'.
const seeded: SqlValue[] = []
const queryable: Queryable = {
  async query<Row>(sql: string, params: readonly SqlValue[] = []) {
    if (sql.startsWith('INSERT')) seeded.push(params[1]!)
    if (!sql.trimStart().startsWith('SELECT')) return []
    const origins = params[0] === 'shop' ? ['https://shop.example'] : seeded
    return origins.map((origin) => ({ origin })) as Row[]
  },
  exec: async () => undefined,
}
const db: Database = {
  engine: 'pglite',
  ...queryable,
  transaction: (work) => work(queryable),
  close: async () => undefined,
}

beforeAll(async () => {
  server = await startServer('127.0.0.1', 0, [
    faultService({ queue, slowMs: 200 }),
    originsService({ db: Promise.resolve(db), defaults: DEFAULTS, slowMs: 200 }),
  ])
  broken = await startServer('127.0.0.1', 0, [
    originsService({ db: Promise.reject(new Error('down')), defaults: [] }),
  ])
})
afterAll(async () => {
  await server.close()
  await broken.close()
})
beforeEach(() => queue.clear())

const get = (query: string, base = server.url) => fetch(`${base}/projects/v1/origins${query}`)

describe('originsService', () => {
  it('writes the default list once the database is open, and answers it with CORS for any page', async () => {
    const response = await get('?projectId=unknown-project')
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toEqual({ allowedOrigins: DEFAULTS })
    expect(seeded).toEqual(DEFAULTS)
  })

  it('answers a project’s own list', async () => {
    expect(await (await get('?projectId=shop')).json()).toEqual({ allowedOrigins: ['https://shop.example'] })
  })

  it('refuses a request without projectId (APKT008’s message)', async () => {
    const response = await get('?projectId=%20')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Project ID Missing' })
  })

  it.each([
    ['429', 429, 'Too Many Requests'],
    ['500', 500, 'Internal Server Error'],
    ['503', 503, 'Service Unavailable'],
  ])('fails on purpose with fault=%s', async (fault, status, message) => {
    const response = await get(`?projectId=p&fault=${fault}`)
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({ message })
  })

  it('fails the next requests armed with POST /test/faults, and is slow when asked', async () => {
    await fetch(`${server.url}/test/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/projects/v1/origins', fault: '429', count: 1 }),
    })
    expect((await get('?projectId=p')).status).toBe(429)
    expect((await get('?projectId=p')).status).toBe(200)

    await fetch(`${server.url}/test/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/projects/v1/origins', fault: 'slow' }),
    })
    const before = performance.now()
    expect(await (await get('?projectId=p')).json()).toEqual({ allowedOrigins: DEFAULTS })
    expect(performance.now() - before).toBeGreaterThanOrEqual(190)
  })

  it('answers a body that is not JSON with fault=malformed', async () => {
    await expect((await get('?projectId=p&fault=malformed')).json()).rejects.toThrow()
  })

  it('answers 503 when the database did not start, and 405 to other methods', async () => {
    expect((await get('?projectId=p', broken.url)).status).toBe(503)
    expect((await fetch(`${server.url}/projects/v1/origins?projectId=p`, { method: 'POST' })).status).toBe(
      405,
    )
  })
})
