import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Queryable, SqlValue } from '../../db/database.js'
import { type RunningServer, startServer } from '../../http/server.js'
import { inboxService } from './inbox-service.js'

let server: RunningServer
let broken: RunningServer

// The SQL is mail-store's (tested on both engines); here, what the service makes of its rows.
const asked: (readonly SqlValue[])[] = []
const db: Queryable = {
  async query<Row>(_sql: string, params: readonly SqlValue[] = []) {
    asked.push(params)
    const rows = [
      {
        id: 3,
        to: 'ada@example.com',
        from: 'lab@appkit.localhost',
        subject: 'newer',
        text: 'b',
        html: null,
        received_at: 3000,
      },
      {
        id: 1,
        to: 'ada@example.com',
        from: 'lab@appkit.localhost',
        subject: 'older',
        text: 'a',
        html: '<p>a</p>',
        received_at: 1000,
      },
    ]
    return rows as Row[]
  },
  exec: async () => undefined,
}

beforeAll(async () => {
  // A deployment that answers to a public name too: the inbox still serves only loopback names.
  server = await startServer('127.0.0.1', 0, [inboxService({ db: Promise.resolve(db) })], {
    allowedHosts: ['cloud.example'],
  })
  broken = await startServer('127.0.0.1', 0, [inboxService({ db: Promise.reject(new Error('down')) })])
})
afterAll(async () => {
  await server.close()
  await broken.close()
})

describe('inboxService', () => {
  it('lists one address’s mail as JSON, without CORS', async () => {
    const response = await fetch(`${server.url}/inbox/v1/messages?to=ADA@example.com&limit=5`)
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(asked.at(-1)).toEqual(['ada@example.com', 5])
    expect(await response.json()).toEqual({
      messages: [
        {
          id: 3,
          to: 'ada@example.com',
          from: 'lab@appkit.localhost',
          subject: 'newer',
          text: 'b',
          html: null,
          receivedAt: '1970-01-01T00:00:03.000Z',
        },
        {
          id: 1,
          to: 'ada@example.com',
          from: 'lab@appkit.localhost',
          subject: 'older',
          text: 'a',
          html: '<p>a</p>',
          receivedAt: '1970-01-01T00:00:01.000Z',
        },
      ],
    })
    await fetch(`${server.url}/inbox/v1/messages?limit=nope`)
    expect(asked.at(-1)).toEqual([200])
  })

  it('serves the page, filtered by the address in the query', async () => {
    const response = await fetch(`${server.url}/inbox?to=ada@example.com`)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(asked.at(-1)).toEqual(['ada@example.com', 200])
    const page = await response.text()
    expect(page).toContain('<h2 id="listing">Mail to ada@example.com (2)</h2>')
    expect(page.indexOf('<h2>newer</h2>')).toBeLessThan(page.indexOf('<h2>older</h2>'))
  })

  it('refuses a Host name that is not loopback, even one the cloud answers to', async () => {
    const { port } = new URL(server.url)
    const status = await new Promise<number | undefined>((resolve, reject) => {
      request({
        host: '127.0.0.1',
        port,
        path: '/inbox/v1/messages',
        headers: { host: `cloud.example:${port}` },
      })
        .once('response', (response) => {
          response.resume()
          resolve(response.statusCode)
        })
        .once('error', reject)
        .end()
    })
    expect(status).toBe(403)
  })

  it('answers 405 to other methods, 404 under /inbox/, and leaves other paths alone', async () => {
    expect((await fetch(`${server.url}/inbox/v1/messages`, { method: 'POST' })).status).toBe(405)
    expect((await fetch(`${server.url}/inbox/v2`)).status).toBe(404)
    const other = await fetch(`${server.url}/inboxes`)
    expect(await other.json()).toEqual({ error: 'Not found: GET /inboxes' })
  })

  it('answers 503 when the database did not start', async () => {
    expect((await fetch(`${broken.url}/inbox/v1/messages`)).status).toBe(503)
  })
})
